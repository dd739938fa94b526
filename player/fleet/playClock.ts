/**
 * The time plays are stamped with: the device's clock corrected by the server's, as the
 * week plays by it (machines/timeline.machine.ts `correctedNow`), so a TV whose clock is hours
 * wrong still reports its plays in the right hour. WeekPlayer sets the correction as it learns it.
 */
let offsetMs = 0;

export function setPlayClockOffset(ms: number): void {
  offsetMs = Number.isFinite(ms) ? ms : 0;
}

/** A moment of the play log, read on two clocks. */
export interface PlayInstant {
  /** The corrected clock: when a play started, as the server's clock read. */
  ms: number;
  /**
   * The monotonic clock (`performance.now()`): how long a play showed. The device's clock set
   * during a play (by the network after boot, or by hand), or a new clock sample moving the
   * correction, must not change its seconds (docs/player.md#proof-of-play).
   */
  monoMs: number;
}

export const playClockNow = (): PlayInstant => ({ ms: Date.now() + offsetMs, monoMs: performance.now() });

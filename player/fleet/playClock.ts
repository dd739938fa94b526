/**
 * The time plays are stamped with: the device's clock corrected by the server's, as the
 * week plays by it (machines/timeline.machine.ts `correctedNow`), so a TV whose clock is hours
 * wrong still reports its plays in the right hour. WeekPlayer sets the correction as it learns it.
 */
let offsetMs = 0;

export function setPlayClockOffset(ms: number): void {
  offsetMs = Number.isFinite(ms) ? ms : 0;
}

export const playClockNow = () => Date.now() + offsetMs;

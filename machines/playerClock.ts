/**
 * The player's clock corrected to the server's (docs/player.md#playing-the-week): a TV's clock can be minutes or hours
 * wrong, and the week must switch when the venue's clock says, not when the TV's does.
 *
 * Each answer gives a sample: the server's time when it answered, seen half a round trip after it
 * was stamped (the NTP assumption: the way out and the way back take as long). A sample's error is
 * at most half its round trip, so the one with the shortest round trip wins among recent ones; an
 * old best gives way after a while, since a clock drifts (or is set) meanwhile.
 */

export interface ClockSample {
  /** Add to Date.now() to get the server's time. */
  offsetMs: number;
  /** The request's round trip: twice the worst error of this sample. */
  roundTripMs: number;
  /** When the sample was taken, on the device's own clock. */
  takenMs: number;
  /**
   * The device's clock minus its monotonic clock (`performance.now()`) when the sample was taken. It
   * stays put while the device's clock only runs; it moves when the clock is set or jumps (a Raspberry
   * Pi's clock set by the network after boot, a TV that slept), and differs on each page load.
   * Absent from samples kept by older players.
   */
  wallMinusMonoMs?: number;
}

/** A sample older than this gives way to any newer one (drift, or the TV's clock set by hand). */
export const SAMPLE_MAX_AGE_MS = 10 * 60_000;
/** The device's clock moved against its monotonic clock by more than this: it was set, not drifting. */
export const CLOCK_JUMP_MS = 2_000;

/**
 * The sample of one request sent at `sentMs` and answered at `receivedMs` (device clock), whose
 * answer says the server's clock read `serverMs`. Given both monotonic readings (`performance.now()`
 * at receipt and at sending), the round trip is theirs: the device's clock set during the call
 * (by the network after boot) would stretch or shrink it by the jump, and move the offset by half
 * of it (docs/player.md#playing-the-week). The offset still relates the server's clock to the
 * device's as it reads at receipt. A round trip that is negative (without the monotonic readings,
 * the device's clock set back mid-request) is counted as zero.
 */
export function sampleOf(sentMs: number, receivedMs: number, serverMs: number, receivedMonoMs?: number, sentMonoMs?: number): ClockSample {
  const roundTripMs = Math.max(0, receivedMonoMs === undefined || sentMonoMs === undefined ? receivedMs - sentMs : receivedMonoMs - sentMonoMs);
  const sample: ClockSample = { offsetMs: Math.round(serverMs + roundTripMs / 2 - receivedMs), roundTripMs, takenMs: receivedMs };
  return receivedMonoMs === undefined ? sample : { ...sample, wallMinusMonoMs: receivedMs - receivedMonoMs };
}

/** Whether the device's clock was set (or jumped) since `sample`, as far as both readings tell. */
function clockJumpedSince(sample: ClockSample, wallMinusMonoMs: number | undefined): boolean {
  if (sample.wallMinusMonoMs === undefined || wallMinusMonoMs === undefined) return false;
  return Math.abs(wallMinusMonoMs - sample.wallMinusMonoMs) > CLOCK_JUMP_MS;
}

/**
 * The server time of an HTTP Date header (whole seconds: it was stamped somewhere within the
 * second, so its middle is the best guess, ±500 ms). Null when absent or unreadable.
 */
export function dateHeaderMs(header: string | null): number | null {
  if (header === null) return null;
  const ms = Date.parse(header);
  return Number.isFinite(ms) ? ms + 500 : null;
}

/**
 * Whether `sample` still stands at `nowMs` (device clock; `monoNowMs`, its monotonic clock, when
 * known). It does not once the device's clock was set since, by as much as it moved: one taken "in
 * the future" (the clock set back), or one the monotonic clock says is older or younger than the
 * device's clock does (set forward after boot, a sleep, another page load).
 */
export function sampleIsRecent(sample: ClockSample | null, nowMs: number, monoNowMs?: number): boolean {
  if (sample === null) return false;
  const ageMs = nowMs - sample.takenMs;
  const jumped = clockJumpedSince(sample, monoNowMs === undefined ? undefined : nowMs - monoNowMs);
  return ageMs >= 0 && ageMs < SAMPLE_MAX_AGE_MS && !jumped;
}

/** The sample to keep: the newer one unless the kept one is recent and measured more tightly. */
export function betterSample(kept: ClockSample | null, fresh: ClockSample | null): ClockSample | null {
  if (fresh === null) return kept;
  if (kept === null) return fresh;
  const keptIsStale =
    fresh.takenMs - kept.takenMs > SAMPLE_MAX_AGE_MS || fresh.takenMs < kept.takenMs || clockJumpedSince(kept, fresh.wallMinusMonoMs);
  return keptIsStale || fresh.roundTripMs <= kept.roundTripMs ? fresh : kept;
}

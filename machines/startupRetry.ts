/**
 * How soon the player calls again after a failed call before the server has answered it once since
 * it started (docs/player.md#starting): a TV that boots faster than its network, or whose first call
 * was cut short (a sleep, the call's own timeout), is back within seconds instead of a heartbeat
 * later. 2 s, then twice as long each time, never longer than the heartbeat. Once the server has
 * answered, a failed call is tried again every heartbeat: a fleet that lost its server does not
 * call it any faster than it always does.
 */
export const FIRST_RETRY_MS = 2_000;

/** Failed calls in a row since the start, or null once the server has answered. */
export type StartupFailures = number | null;

/** The wait after the `failures`-th failed call in a row (counting this one). */
export const retryDelayMs = (failures: StartupFailures, heartbeatMs: number) =>
  failures === null ? heartbeatMs : Math.min(heartbeatMs, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));

/** The count after one more failed call (unchanged once the server has answered). */
export const oneMoreFailure = (failures: StartupFailures): StartupFailures => (failures === null ? null : failures + 1);

/**
 * How often a player sends its queued plays up, shared by the player and bench:fleet.
 * Every PLAY_UPLOAD_MINUTES, and at once with the first heartbeat answered after silence (a start,
 * an outage): reports read plays the rollup counts every 10 minutes anyway, and a batch a minute
 * from each display was a fifth of a fleet's requests. In a file of its own, without zod: the player
 * imports it and must stay small.
 */
export const PLAY_UPLOAD_MINUTES = 5;

/**
 * Whether the heartbeat just answered should take the queued plays up: the first one answered
 * after silence (the page started, or heartbeats went unanswered), else once PLAY_UPLOAD_MINUTES
 * have passed since the plays last went up (or a clock set back).
 */
export function playUploadDue(lastUploadMs: number | null, nowMs: number, answeredAfterSilence: boolean): boolean {
  if (answeredAfterSilence || lastUploadMs === null) return true;
  const since = nowMs - lastUploadMs;
  return since < 0 || since >= PLAY_UPLOAD_MINUTES * 60_000;
}

import { playUploadDue } from '../../contract/fleet/playUploads.ts';

/** The first automatic screenshot waits this long after the player starts, so the layout has drawn. */
export const FIRST_SCREENSHOT_DELAY_MS = 60_000;

/** Whether the automatic screenshot is due (interval in minutes; 0: never). */
export function screenshotDue(intervalMinutes: number, lastMs: number, nowMs: number): boolean {
  return intervalMinutes > 0 && nowMs - lastMs >= intervalMinutes * 60_000;
}

/**
 * When a heartbeat also takes a screenshot or sends the queued plays up, counted from `startMs`.
 * Every time given is the monotonic clock's (`performance.now()`), never the device's: a TV's clock
 * set back an hour held the screenshots back an hour, and one set forward sent both early
 * (docs/player.md#reporting).
 */
export function reportingTimers(startMs: number) {
  const firstShotMs = startMs + FIRST_SCREENSHOT_DELAY_MS;
  let lastShotMs = -Infinity;
  let lastPlaysMs: number | null = null;
  return {
    /** A screenshot was taken, the interval's or a command's: the interval counts from it. */
    shotTaken(nowMs: number) {
      lastShotMs = nowMs;
    },
    screenshotDue: (intervalMinutes: number, nowMs: number) => nowMs >= firstShotMs && screenshotDue(intervalMinutes, lastShotMs, nowMs),
    /** Whether the heartbeat just answered sends the plays up (contract/fleet/playUploads.ts); if so, noted as sent. */
    playUploadDue(nowMs: number, answeredAfterSilence: boolean) {
      const due = playUploadDue(lastPlaysMs, nowMs, answeredAfterSilence);
      if (due) lastPlaysMs = nowMs;
      return due;
    },
  };
}

/**
 * Screenshots of what a display really shows (docs/device-protocol.md#screenshots): the limits both sides keep and
 * the rule for when a screenshot counts as old. No zod here: the player imports it too.
 */

/** The largest screenshot a player may upload (after sniffing its type): 150 KB. */
export const SCREENSHOT_MAX_BYTES = 150 * 1024;
/** The widest screenshot the player draws, in pixels. */
export const SCREENSHOT_MAX_WIDTH = 640;
/** How many screenshots are kept per display; an upload beyond them deletes the oldest. */
export const SCREENSHOT_HISTORY = 24;
/** A client's interval when nobody chose one, in minutes. */
export const DEFAULT_SCREENSHOT_INTERVAL_MINUTES = 15;
/** The longest interval a client may choose: a day. 0 turns the automatic screenshots off. */
export const MAX_SCREENSHOT_INTERVAL_MINUTES = 1440;
/** The types a device may upload, by their bytes. */
export const screenshotContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type ScreenshotFreshness = 'none' | 'fresh' | 'old';

/**
 * Fresh while younger than two intervals (one missed screenshot is not yet a worry). With the
 * automatic screenshots off, a picture taken on request is judged against two default intervals.
 */
export function screenshotFreshness(takenUtc: string | null, intervalMinutes: number, now: Date): ScreenshotFreshness {
  if (takenUtc === null) return 'none';
  const interval = intervalMinutes > 0 ? intervalMinutes : DEFAULT_SCREENSHOT_INTERVAL_MINUTES;
  return now.getTime() - Date.parse(takenUtc) > 2 * interval * 60_000 ? 'old' : 'fresh';
}

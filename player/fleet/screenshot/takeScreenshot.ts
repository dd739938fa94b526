import { uploadScreenshot } from '../fleetClient.ts';
import { captureScreen } from './captureScreen.ts';

let inFlight: Promise<void> | null = null;

/**
 * Draws what this window shows and uploads it. A request while one is under way joins it (the
 * command and the interval may meet), so the page never draws itself twice at once.
 */
export function takeScreenshot(token: string, displayId: string): Promise<void> {
  inFlight ??= (async () => {
    try {
      await uploadScreenshot(token, displayId, await captureScreen());
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** The first automatic screenshot waits this long after the player starts, so the layout has drawn. */
export const FIRST_SCREENSHOT_DELAY_MS = 60_000;

/** Whether the automatic screenshot is due (interval in minutes; 0: never). */
export function screenshotDue(intervalMinutes: number, lastMs: number, nowMs: number): boolean {
  return intervalMinutes > 0 && nowMs - lastMs >= intervalMinutes * 60_000;
}

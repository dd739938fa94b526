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

import * as z from 'zod';
import { MAX_SCREENSHOT_INTERVAL_MINUTES } from './fleet/screenshots.ts';

/** Screenshots of displays: the answers of the device upload and of the portal's reads. */

export const screenshotMessages = {
  intervalInvalid: `Screenshot interval must be a whole number of minutes from 0 to ${MAX_SCREENSHOT_INTERVAL_MINUTES}`,
} as const;

/** One screenshot: its id (the image's address) and when the player took it. */
export const screenshotRefSchema = z.object({ id: z.uuid(), takenUtc: z.iso.datetime() });
export type ScreenshotRef = z.infer<typeof screenshotRefSchema>;

/** POST /api/graphicscontroller/self/displays/{displayId}/screenshots answers the stored screenshot. */
export const screenshotUploadAnswerSchema = screenshotRefSchema;

/** GET /api/fleet/displays/{displayId}/screenshots: the kept screenshots, newest first, and the client's interval. */
export const screenshotHistorySchema = z.object({
  items: z.array(screenshotRefSchema.extend({ sizeBytes: z.number().int() })),
  intervalMinutes: z.number().int(),
});
export type ScreenshotHistory = z.infer<typeof screenshotHistorySchema>;

/** GET|PUT /api/clients/{clientId}/screenshot-settings: how often the client's players send a screenshot. */
export const screenshotSettingsSchema = z.object({
  intervalMinutes: z
    .number({ error: screenshotMessages.intervalInvalid })
    .int({ error: screenshotMessages.intervalInvalid })
    .min(0, { error: screenshotMessages.intervalInvalid })
    .max(MAX_SCREENSHOT_INTERVAL_MINUTES, { error: screenshotMessages.intervalInvalid }),
});
export type ScreenshotSettings = z.infer<typeof screenshotSettingsSchema>;

/** GET /api/fleet/venues/{venueId}/screenshots: each display of the venue with its latest screenshot. */
export const venueScreenshotsSchema = z.object({
  items: z.array(
    z.object({
      displayId: z.uuid(),
      label: z.string(),
      graphicsControllerId: z.uuid(),
      graphicsControllerName: z.string(),
      latestScreenshot: screenshotRefSchema.nullable(),
    }),
  ),
  intervalMinutes: z.number().int(),
});
export type VenueScreenshots = z.infer<typeof venueScreenshotsSchema>;

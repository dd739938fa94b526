import * as z from 'zod';
import { zoneSchema } from './compliance.ts';
import { deviceStatusSchema } from './deviceStatus.ts';
import { textSchema } from './text.ts';

/** A display is Active while its controller was seen within ALERT_AFTER_MINUTES (docs/decisions.md#venues-and-alerts). */
export const displayStates = ['Active', 'Inactive'] as const;
export const displayStateSchema = z.enum(displayStates);
export type DisplayState = z.infer<typeof displayStateSchema>;

/** A screen a graphics controller drives (docs/product.md#entities, Display). */
export const displaySchema = z.object({
  id: z.uuid(),
  graphicsControllerId: z.uuid(),
  label: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  state: displayStateSchema,
  /** online, stale (two missed heartbeats) or offline (ALERT_AFTER_MINUTES), from its controller's last sighting. */
  status: deviceStatusSchema,
  /** When its controller was last seen; null when never. */
  lastSeenUtc: z.iso.datetime().nullable(),
  /** The display's layout (an asset of type DISPLAY), null until its first save. */
  assetId: z.uuid().nullable(),
  /** Where the screen can be seen from (docs/compliance.md); `unassigned` until an admin sets it. */
  zone: zoneSchema,
  updatedUtc: z.iso.datetime(),
  /**
   * GET /api/display/{id} only: a layout this display's week can show needs approval here and has a
   * newer version waiting (docs/compliance.md#approval); it plays the approved one meanwhile.
   */
  awaitingApproval: z.boolean().optional(),
});
export type Display = z.infer<typeof displaySchema>;

/** GET /api/graphicscontroller/{id}/displays and the device's own list: by label. */
export const displayListSchema = z.array(displaySchema);
export type DisplayList = z.infer<typeof displayListSchema>;

export const DISPLAY_LABEL_MAX_LENGTH = 100;
/** Pixels; generous for any real screen or video wall, small enough for an int column. */
export const DISPLAY_SIZE_MAX = 100_000;
/** A venue PC drives a few screens; the bound keeps one report a small statement. */
export const DISPLAYS_PER_CONTROLLER_MAX = 64;

/** Validation messages of the device's display report (not worded by docs/product.md#validation-messages). */
export const displayMessages = {
  labelRequired: 'Display label is required',
  labelTooLong: `Display label must not be longer than ${DISPLAY_LABEL_MAX_LENGTH} characters`,
  labelsNotUnique: 'Display labels must be unique',
  widthInvalid: `Display width must be a whole number from 1 to ${DISPLAY_SIZE_MAX}`,
  heightInvalid: `Display height must be a whole number from 1 to ${DISPLAY_SIZE_MAX}`,
  displaysRequired: 'Displays are required',
  tooManyDisplays: `A graphics controller may report at most ${DISPLAYS_PER_CONTROLLER_MAX} displays`,
} as const;

const size = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(DISPLAY_SIZE_MAX, { error: message });

export const reportedDisplaySchema = z.object({
  label: textSchema({
    label: 'Label',
    required: displayMessages.labelRequired,
    max: DISPLAY_LABEL_MAX_LENGTH,
    tooLong: displayMessages.labelTooLong,
  }).min(1, { error: displayMessages.labelRequired }),
  width: size(displayMessages.widthInvalid),
  height: size(displayMessages.heightInvalid),
});
export type ReportedDisplay = z.infer<typeof reportedDisplaySchema>;

/**
 * PUT /api/graphicscontroller/self/displays: every screen the device drives now. Displays are
 * matched by label (kept, with their layout), new labels are added, missing ones deleted.
 */
export const reportDisplaysRequestSchema = z.object({
  displays: z
    .array(reportedDisplaySchema, { error: displayMessages.displaysRequired })
    .max(DISPLAYS_PER_CONTROLLER_MAX, { error: displayMessages.tooManyDisplays })
    .refine((displays) => new Set(displays.map((display) => display.label)).size === displays.length, {
      error: displayMessages.labelsNotUnique,
    }),
});
export type ReportDisplaysRequest = z.infer<typeof reportDisplaysRequestSchema>;

import * as z from 'zod';
import { deviceStatusSchema } from './deviceStatus.ts';
import { displayListSchema } from './displays.ts';
import { messages } from './messages.ts';
import { textSchema } from './text.ts';

/** docs/product.md#constants: a graphics controller code is exactly 6 characters. */
export const GRAPHICS_CONTROLLER_CODE_LENGTH = 6;
/** docs/product.md#validation-messages: the name suggested in the linking dialog. */
export const DEFAULT_GRAPHICS_CONTROLLER_NAME = 'Generation One PC';

/** docs/product.md#validation-messages, Graphics controller link: the input is upper-cased, required and exactly 6 characters. */
export const graphicsControllerCodeSchema = z
  .string({ error: messages.graphicsControllerCodeRequired })
  .max(GRAPHICS_CONTROLLER_CODE_LENGTH, { error: messages.graphicsControllerCodeLength, abort: true })
  .transform((value) => value.toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: messages.graphicsControllerCodeRequired })
      .length(GRAPHICS_CONTROLLER_CODE_LENGTH, { error: messages.graphicsControllerCodeLength }),
  );

/** Validation messages of the graphics-controller routes that docs/product.md#validation-messages does not word. */
export const graphicsControllerMessages = {
  nameTooLong: 'GraphicsController name must not be longer than 100 characters',
} as const;

/** A stored name is bounded, so a careless client cannot fill the venue page with one name. */
export const GRAPHICS_CONTROLLER_NAME_MAX_LENGTH = 100;

export const graphicsControllerNameSchema = textSchema({
  label: 'GraphicsController name',
  required: messages.graphicsControllerNameRequired,
  max: GRAPHICS_CONTROLLER_NAME_MAX_LENGTH,
  tooLong: graphicsControllerMessages.nameTooLong,
}).min(1, { error: messages.graphicsControllerNameRequired });

/** The link call: the code checked in the first step and the name given in the second. */
export const linkGraphicsControllerRequestSchema = z.object({
  code: graphicsControllerCodeSchema,
  name: graphicsControllerNameSchema,
});
export type LinkGraphicsControllerRequest = z.infer<typeof linkGraphicsControllerRequestSchema>;


/** How long a code shown on a controller's screen may be entered (docs/decisions.md#generation-one). */
export const GRAPHICS_CONTROLLER_CODE_LIFETIME_MINUTES = 15;

/**
 * Letters and digits of a code: upper case, without the look-alikes 0/O, 1/I/L (docs/decisions.md#generation-one), so a
 * code read off a venue screen is typed right the first time.
 */
export const GRAPHICS_CONTROLLER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const CODE_SHAPE = new RegExp(`^[${GRAPHICS_CONTROLLER_CODE_ALPHABET}]{${GRAPHICS_CONTROLLER_CODE_LENGTH}}$`, 'i');

/** Whether a typed code could be one we issue (any case): anything else is unknown without a query. */
export const isPossibleControllerCode = (code: string): boolean => CODE_SHAPE.test(code);

/**
 * POST /api/graphicscontrollerauthcode (device side). Without a token: a new controller, its device
 * token (shown only here) and a code. With the token of an unlinked controller: a fresh code for
 * the same controller (its earlier unused codes stop working) and the same token back.
 */
export const graphicsControllerAuthCodeResponseSchema = z.object({
  graphicsControllerId: z.uuid(),
  token: z.string(),
  /** 6 characters of GRAPHICS_CONTROLLER_CODE_ALPHABET, shown on the controller's screen. */
  code: z.string(),
  expiresUtc: z.iso.datetime(),
});
export type GraphicsControllerAuthCodeResponse = z.infer<typeof graphicsControllerAuthCodeResponseSchema>;

/** GET /api/graphicscontrollerauthcode/check/{code}: the controller a valid code belongs to. */
export const graphicsControllerCodeCheckResponseSchema = z.object({ graphicsControllerId: z.uuid() });
export type GraphicsControllerCodeCheckResponse = z.infer<typeof graphicsControllerCodeCheckResponseSchema>;

/** Body of POST /api/venues/{venueId}/graphics-controller-auth-codes/{code} (the code is in the path). */
export const linkGraphicsControllerBodySchema = z.object({ name: graphicsControllerNameSchema });
export type LinkGraphicsControllerBody = z.infer<typeof linkGraphicsControllerBodySchema>;

/** Path of the link call: the code as typed; it is upper-cased and must be 6 characters. */
export const linkGraphicsControllerParamsSchema = z.object({
  venueId: z.string(),
  code: graphicsControllerCodeSchema,
});

/** A linked graphics controller (docs/product.md#entities) as the portal sees it. */
export const graphicsControllerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  clientId: z.uuid(),
  venueId: z.uuid(),
  /** ISO time of the device's latest call; null when it never called. */
  lastSeenUtc: z.iso.datetime().nullable(),
  /** online, stale or offline from lastSeenUtc (contract/deviceStatus.ts). */
  status: deviceStatusSchema,
  updatedUtc: z.iso.datetime(),
});
export type GraphicsController = z.infer<typeof graphicsControllerSchema>;

/** GET /api/venues/{venueId}/graphics-controllers: by name (a venue has a handful). */
export const graphicsControllerListSchema = z.array(graphicsControllerSchema);
export type GraphicsControllerList = z.infer<typeof graphicsControllerListSchema>;

/** GET /api/graphicscontroller/self (device side): linked or not, its venue, its displays. */
export const graphicsControllerSelfSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  linked: z.boolean(),
  venue: z.object({ id: z.uuid(), name: z.string(), gmv: z.string() }).nullable(),
  displays: displayListSchema,
  /** How often the device should call in (HEARTBEAT_SECONDS): its heartbeat and layout poll. */
  heartbeatSeconds: z.number().int().positive(),
});
export type GraphicsControllerSelf = z.infer<typeof graphicsControllerSelfSchema>;

import * as z from 'zod';
import { messages } from './messages.ts';

/** SPEC §9: a graphics controller code is exactly 6 characters. */
export const GRAPHICS_CONTROLLER_CODE_LENGTH = 6;
/** SPEC §5: the name suggested in the linking dialog. */
export const DEFAULT_GRAPHICS_CONTROLLER_NAME = 'Generation One PC';

/** SPEC §5 Graphics controller link: the input is upper-cased, required and exactly 6 characters. */
export const graphicsControllerCodeSchema = z
  .string({ error: messages.graphicsControllerCodeRequired })
  .transform((value) => value.toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: messages.graphicsControllerCodeRequired })
      .length(GRAPHICS_CONTROLLER_CODE_LENGTH, { error: messages.graphicsControllerCodeLength }),
  );

export const graphicsControllerNameSchema = z
  .string({ error: messages.graphicsControllerNameRequired })
  .trim()
  .min(1, { error: messages.graphicsControllerNameRequired });

/** The link call: the code checked in the first step and the name given in the second. */
export const linkGraphicsControllerRequestSchema = z.object({
  code: graphicsControllerCodeSchema,
  name: graphicsControllerNameSchema,
});
export type LinkGraphicsControllerRequest = z.infer<typeof linkGraphicsControllerRequestSchema>;

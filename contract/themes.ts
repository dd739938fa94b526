import * as z from 'zod';
import { FREE_NAME_MAX_LENGTH, textSchema } from './text.ts';

/** docs/product.md#validation-messages, Theme. */
export const themeMessages = {
  nameRequired: 'Theme name is required',
} as const;

/** POST /api/theme and PUT /api/theme/{id}: a name of at least one character (trimmed). */
export const themeRequestSchema = z.object({
  name: textSchema({ label: 'Theme name', required: themeMessages.nameRequired, max: FREE_NAME_MAX_LENGTH }).min(1, {
    error: themeMessages.nameRequired,
  }),
});
export type ThemeRequest = z.infer<typeof themeRequestSchema>;

/** A theme (docs/product.md#entities) as GET /api/theme lists it, sorted by name. */
export const themeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  updatedUtc: z.iso.datetime(),
});
export type Theme = z.infer<typeof themeSchema>;

export const themeListSchema = z.array(themeSchema);

/** POST /api/theme answers the new theme's id. */
export const createThemeResponseSchema = z.object({ id: z.uuid() });
export type CreateThemeResponse = z.infer<typeof createThemeResponseSchema>;

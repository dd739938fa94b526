import * as z from 'zod';

/**
 * POST /api/storybook/link: a short-lived address that opens the published Storybook. A browser
 * navigation cannot send the bearer token, so the address itself carries a sealed pass
 * (docs/permissions.md).
 */
export const storybookLinkSchema = z.object({
  /** Same-origin path, e.g. `/storybook/?pass=…`: follow it at once, it expires within a minute. */
  url: z.string(),
  expiresUtc: z.iso.datetime(),
});
export type StorybookLink = z.infer<typeof storybookLinkSchema>;

/** Shown when the server was built without its Storybook. */
export const STORYBOOK_NOT_BUILT = 'The Storybook is not built on this server. Build it with BUILD_STORYBOOK=true npm run build.';

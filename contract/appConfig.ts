import * as z from 'zod';

/**
 * GET /api/app-config: what the browser app needs to know of the server's configuration. Public:
 * nothing in it is secret, and it is the same for every identity.
 */
export const appConfigSchema = z.object({
  /** Base address of the public venue site, Reveal (docs/product.md#constants), without a trailing slash. */
  revealBaseUrl: z.url(),
  /**
   * Base address of the portal in links it hands out (PORTAL_BASE_URL, docs/product.md#states: invite links are
   * {portal base}/invite/{token}), without a trailing slash. Optional for servers older than it: the
   * app then uses its own address.
   */
  portalBaseUrl: z.url().optional(),
  /**
   * Single sign-on (docs/permissions.md#single-sign-on): the provider's name for "Sign in with {name}"
   * on the login page; absent when none is configured.
   */
  ssoName: z.string().optional(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** The public Reveal page of a venue: the site addresses venues by their GMV. */
export function revealVenueUrl(revealBaseUrl: string, gmv: string): string {
  return `${revealBaseUrl}/venues/${encodeURIComponent(gmv)}`;
}

/** The link that accepts an invitation (docs/product.md#states, Invitation states), the same the invitation mail holds. */
export function inviteUrl(portalBaseUrl: string, token: string): string {
  return `${portalBaseUrl.replace(/\/+$/, '')}/invite/${encodeURIComponent(token)}`;
}

import * as z from 'zod';

/**
 * GET /api/app-config: what the browser app needs to know of the server's configuration. Public:
 * nothing in it is secret, and it is the same for every identity.
 */
export const appConfigSchema = z.object({
  /** Base address of the public venue site, Reveal (SPEC §9), without a trailing slash. */
  revealBaseUrl: z.url(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** The public Reveal page of a venue: the site addresses venues by their GMV. */
export function revealVenueUrl(revealBaseUrl: string, gmv: string): string {
  return `${revealBaseUrl}/venues/${encodeURIComponent(gmv)}`;
}

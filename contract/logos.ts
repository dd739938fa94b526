import * as z from 'zod';

/** POST and DELETE /api/clients/{clientId}/logo and /api/venues/{venueId}/logo (SPEC §7). */
export const LOGO_FIELD = 'logo';

/** SPEC §5 Logo (client, venue). */
export const logoMessages = {
  logoRequired: 'Logo is required.',
} as const;

/** The answer of an upload: the stored name (the record's `logo`) and its public path on the API host. */
export const logoResponseSchema = z.object({ logo: z.string(), url: z.string() });
export type LogoResponse = z.infer<typeof logoResponseSchema>;

/** Public paths of logos (SPEC §3), relative to the API base address. */
export const clientLogoPath = (clientId: string, logo: string) =>
  `/public/clients/${encodeURIComponent(clientId)}/logo/${encodeURIComponent(logo)}`;
export const venueLogoPath = (venueId: string, logo: string) =>
  `/public/venues/${encodeURIComponent(venueId)}/logo/${encodeURIComponent(logo)}`;

import * as z from 'zod';

/** POST and DELETE /api/clients/{clientId}/logo and /api/venues/{venueId}/logo (docs/product.md#api-calls). */
export const LOGO_FIELD = 'logo';

/** docs/product.md#validation-messages, Logo (client, venue). */
export const logoMessages = {
  logoRequired: 'Logo is required.',
} as const;

/** The answer of an upload: the stored name (the record's `logo`) and its public path on the API host. */
export const logoResponseSchema = z.object({ logo: z.string(), url: z.string() });
export type LogoResponse = z.infer<typeof logoResponseSchema>;

/** Public paths of logos (docs/product.md#entities), relative to the API base address. */
export const clientLogoPath = (clientId: string, logo: string) =>
  `/public/clients/${encodeURIComponent(clientId)}/logo/${encodeURIComponent(logo)}`;
export const venueLogoPath = (venueId: string, logo: string) =>
  `/public/venues/${encodeURIComponent(venueId)}/logo/${encodeURIComponent(logo)}`;

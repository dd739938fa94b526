import * as z from 'zod';
import { FREE_NAME_MAX_LENGTH, textSchema } from './text.ts';

/** Validation messages of docs/product.md#validation-messages, External API key. */
export const externalApiMessages = {
  nameRequired: 'Name is required.',
} as const;

/** POST /api/identities/external-api: "name a string, no bound" (docs/product.md#validation-messages). */
export const createExternalApiRequestSchema = z.object({
  name: textSchema({ label: 'Name', required: externalApiMessages.nameRequired, max: FREE_NAME_MAX_LENGTH }),
});
export type CreateExternalApiRequest = z.infer<typeof createExternalApiRequestSchema>;

/** The answer of create: the secret is shown this once and never again (docs/product.md#states). */
export const createExternalApiResponseSchema = z.object({
  id: z.uuid(),
  accessKey: z.string(),
  accessSecret: z.string(),
});
export type CreateExternalApiResponse = z.infer<typeof createExternalApiResponseSchema>;

/** POST /api/identities/external-api/{id}/refresh-secret: the new secret; the old one stops working. */
export const refreshExternalApiSecretResponseSchema = z.object({ accessSecret: z.string() });
export type RefreshExternalApiSecretResponse = z.infer<typeof refreshExternalApiSecretResponseSchema>;

/** An external API identity (docs/product.md#entities): the identifier is the access key. */
export const externalApiIdentitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  identifier: z.string(),
  lastLoginUtc: z.string().nullable(),
});
export type ExternalApiIdentity = z.infer<typeof externalApiIdentitySchema>;

export const externalApiIdentityListSchema = z.array(externalApiIdentitySchema);

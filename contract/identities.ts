import * as z from 'zod';

/** Identity kinds (SPEC §3). Only Admin and ClientIdentity sign in to the portal. */
export const identityTypes = ['Admin', 'ClientIdentity', 'ClientApi', 'ExternalApi', 'GraphicsControllerApi'] as const;
export const identityTypeSchema = z.enum(identityTypes);
export type IdentityType = z.infer<typeof identityTypeSchema>;

/** GET /api/identities/current (SPEC §3 Current user). */
export const currentIdentitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  identifier: z.string(),
  identityType: identityTypeSchema,
  clientId: z.uuid().nullable(),
});
export type CurrentIdentity = z.infer<typeof currentIdentitySchema>;

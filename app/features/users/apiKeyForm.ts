import * as z from 'zod';
import { createExternalApiRequestSchema, type CreateExternalApiRequest } from '../../../contract/externalApi.ts';

export const API_KEY_NAME_REQUIRED = 'Name is required.';

/** docs/product.md#validation-messages, External API key: a name; an empty one would make an unrecognisable row, so it is asked for. */
export const apiKeyFormSchema = z.object({
  name: createExternalApiRequestSchema.shape.name.pipe(z.string().min(1, { error: API_KEY_NAME_REQUIRED })),
});
export type ApiKeyFormValues = CreateExternalApiRequest;

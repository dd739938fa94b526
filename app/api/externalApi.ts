import { queryOptions } from '@tanstack/react-query';
import {
  createExternalApiResponseSchema,
  externalApiIdentityListSchema,
  refreshExternalApiSecretResponseSchema,
  type CreateExternalApiRequest,
} from '../../contract/externalApi.ts';
import { request } from './client.ts';

const basePath = '/api/identities/external-api';

export const externalApiKeys = {
  all: ['external-api'] as const,
  list: () => [...externalApiKeys.all, 'list'] as const,
};

/** GET /api/identities/external-api: the keys, without their secrets. */
export const externalApiIdentitiesQuery = () =>
  queryOptions({
    queryKey: externalApiKeys.list(),
    queryFn: ({ signal }) => request(basePath, { response: externalApiIdentityListSchema, signal }),
  });

/** POST: answers the access key and the secret, which is never shown again. */
export function createExternalApiIdentity(body: CreateExternalApiRequest) {
  return request(basePath, { method: 'POST', body, response: createExternalApiResponseSchema });
}

/** POST …/{id}/refresh-secret: a new secret; the old one stops working at once. */
export function refreshExternalApiSecret(identityId: string) {
  return request(`${basePath}/${encodeURIComponent(identityId)}/refresh-secret`, {
    method: 'POST',
    response: refreshExternalApiSecretResponseSchema,
  });
}

export function deleteExternalApiIdentity(identityId: string) {
  return request(`${basePath}/${encodeURIComponent(identityId)}`, { method: 'DELETE' });
}

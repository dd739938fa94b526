import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../contract/paging.ts';
import { identityPageSchema, identitySchema, type Identity, type UpdateIdentityRequest, type UpdatePasswordRequest } from '../../contract/identities.ts';
import { request } from './client.ts';
import { pagingQuery, type PagedQuery } from './paging.ts';

/** Query keys: one invalidation of 'identities' refreshes the users table. */
export const identityKeys = {
  all: ['identities'] as const,
  list: () => [...identityKeys.all, 'list'] as const,
  /** The first MAX_PAGE_SIZE people, for a Person filter. */
  options: () => [...identityKeys.all, 'options'] as const,
};

function identityPath(identityId: string): string {
  return `/api/identities/${encodeURIComponent(identityId)}`;
}

/** PUT /api/identities/{id}: answers the updated user; 409 when another identity has the email. */
export function updateIdentity(identityId: string, body: UpdateIdentityRequest) {
  return request(identityPath(identityId), { method: 'PUT', body, response: identitySchema });
}

/** PUT /api/identities/{id}/update-password: 204; a wrong existing password is a 400 on existingPassword. */
export function updatePassword(identityId: string, body: UpdatePasswordRequest) {
  return request(`${identityPath(identityId)}/update-password`, { method: 'PUT', body });
}

/** GET /api/identities?offset=&limit=: one page of portal users, sorted by name (Admin only). */
export function fetchIdentityPage(offset: number, signal?: AbortSignal, limit?: number) {
  return request(`/api/identities?${pagingQuery(offset, limit)}`, { response: identityPageSchema, ...(signal ? { signal } : {}) });
}

/** The users table, a page at a time. */
export const identityPages = (): PagedQuery<Identity> => ({
  queryKey: identityKeys.list(),
  fetchPage: (offset, signal) => fetchIdentityPage(offset, signal),
});

/** People for a picker (the activity page's Person filter): the first page the server allows, by name. */
export const identityOptionsQuery = () =>
  queryOptions({
    queryKey: identityKeys.options(),
    queryFn: ({ signal }) => fetchIdentityPage(0, signal, MAX_PAGE_SIZE),
  });

/** DELETE /api/identities/{id}: 409 for one's own identity. */
export function deleteIdentity(identityId: string) {
  return request(identityPath(identityId), { method: 'DELETE' });
}

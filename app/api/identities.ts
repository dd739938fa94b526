import { identitySchema, type UpdateIdentityRequest, type UpdatePasswordRequest } from '../../contract/identities.ts';
import { request } from './client.ts';

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

import { queryOptions } from '@tanstack/react-query';
import { invitationListSchema, invitationSchema, type CreateInvitationRequest } from '../../contract/invitations.ts';
import { request } from './client.ts';

/** Query keys: one invalidation of 'invitations' refreshes the Invitations card. */
export const invitationKeys = {
  all: ['invitations'] as const,
  list: () => [...invitationKeys.all, 'list'] as const,
};

/** GET /api/invitations: every invitation, newest first (Admin only). */
export const invitationsQuery = () =>
  queryOptions({
    queryKey: invitationKeys.list(),
    queryFn: ({ signal }) => request('/api/invitations', { response: invitationListSchema, signal }),
  });

/** POST /api/invitations: no clientId invites an Admin; the server mails the link. */
export function createInvitation(body: CreateInvitationRequest) {
  return request('/api/invitations', { method: 'POST', body, response: invitationSchema });
}

/** DELETE /api/invitations/{id}: revokes a pending invitation (409 when it no longer is). */
export function revokeInvitation(invitationId: string) {
  return request(`/api/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
}

/** POST /api/invitations/{id}/resend: a new link by mail for another 7 days (409 once accepted or revoked). */
export function resendInvitation(invitationId: string) {
  return request(`/api/invitations/${encodeURIComponent(invitationId)}/resend`, { method: 'POST', response: invitationSchema });
}

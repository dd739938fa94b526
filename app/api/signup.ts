import { tokenResponseSchema } from '../../contract/auth.ts';
import { signupInvitationSchema, type InviteSignupRequest, type SignupInvitation } from '../../contract/invitations.ts';
import { request } from './client.ts';
import { isNotFound } from './notFound.ts';

const signupPath = (inviteToken: string) => `/api/signup/invitations/${encodeURIComponent(inviteToken)}`;

/** The invitation behind an invite link, or null when no invitation has this token (a 404). */
export async function fetchSignupInvitation(inviteToken: string): Promise<SignupInvitation | null> {
  try {
    return await request(signupPath(inviteToken), { response: signupInvitationSchema });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Accepts the invitation: creates the identity and answers with a session token. */
export function acceptSignupInvitation(body: InviteSignupRequest) {
  return request(signupPath(body.inviteToken), { method: 'POST', body, response: tokenResponseSchema });
}

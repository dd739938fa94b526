import type { ExemptRoute, TenantRoute } from './types.ts';

/**
 * Users, invitations, external API keys and signup. None is a tenant's record: the id routes are
 * Admin-only (tests/server/routes/: identities.test.ts, invitations.test.ts and external-api.test.ts check
 * the 403s, and that a ClientIdentity gets 404 for another identity's PUT), and signup is anonymous
 * with the token as its credential.
 */
export const routes: TenantRoute[] = [];

const adminOnly = 'Admin-only (users, invitations, external API keys: docs/decisions.md#who-may-do-what); 403 tests in its own test file';

export const exempt: ExemptRoute[] = [
  {
    method: 'PUT',
    url: '/api/identities/:id',
    reason:
      'Oneself or an Admin; anyone else 404 (identities.test.ts "lets an Admin edit anyone, and nobody else edit another"); a role only by an Admin (identities-roles.test.ts)',
  },
  { method: 'DELETE', url: '/api/identities/:id', reason: adminOnly },
  {
    method: 'PUT',
    url: '/api/identities/:id/update-password',
    reason: 'Oneself only, 404 for anyone else (identities.test.ts)',
  },
  { method: 'DELETE', url: '/api/identities/external-api/:id', reason: adminOnly },
  { method: 'POST', url: '/api/identities/external-api/:id/refresh-secret', reason: adminOnly },
  { method: 'DELETE', url: '/api/invitations/:id', reason: adminOnly },
  { method: 'POST', url: '/api/invitations/:id/resend', reason: adminOnly },
  {
    method: 'DELETE',
    url: '/api/auth/sessions/:sessionId',
    reason: "One's own sessions only; anyone else's is 404 (auth-sessions.test.ts \"answers 404 for another person's session\")",
  },
  { method: 'GET', url: '/api/signup/invitations/:inviteToken', reason: 'Anonymous; the 256-bit token is the credential' },
  { method: 'POST', url: '/api/signup/invitations/:inviteToken', reason: 'Anonymous; the 256-bit token is the credential' },
];

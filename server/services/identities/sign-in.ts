import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { identityActor } from '../audit/actor.ts';
import { writeAuditEvent } from '../audit/records.ts';
import type { IdentityRow } from './identities.ts';
import { recordSignIn } from './identity-changes.ts';
import { createSession } from './sessions.ts';

/**
 * The last step of every sign-in, by password (and code) or through the OpenID provider: the login
 * time, the audit record and a new session, whose token is returned. A single sign-on keeps the
 * provider's ID token on the session (and, when its second factor stood for the portal's code,
 * `secondFactor`) and says so in the record.
 */
export async function signIn(
  db: Db,
  identity: IdentityRow,
  request: FastifyRequest,
  now: Date,
  ssoIdToken: string | null = null,
  options: { ssoSecondFactor?: boolean } = {},
): Promise<string> {
  await recordSignIn(db, identity.id, now);
  await writeAuditEvent(db, identityActor(identity, request.ip), {
    entityType: 'session',
    entityId: identity.id,
    clientId: identity.clientId,
    action: 'signIn',
    ...(ssoIdToken === null ? {} : { changes: { method: { before: null, after: 'single sign-on' } } }),
  });
  return createSession(db, identity.id, now, { userAgent: request.headers['user-agent'] ?? null, address: request.ip, ssoIdToken, ssoSecondFactor: options.ssoSecondFactor === true });
}

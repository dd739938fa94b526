import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SsoSettings } from './settings.ts';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema.ts';
import { currentActor, nameActor } from '../audit/actor.ts';
import { createIdentity, findIdentityByEmail, normalizeEmail, PORTAL_IDENTITY_TYPES, type IdentityRow } from '../identities/identities.ts';
import { acceptInvitation, findPendingInvitationByEmail } from '../identities/invitations.ts';
import { uniqueViolation } from '../sql-rows.ts';

/** What the provider said of the person, from the ID token (and its user info when the token leaves them out). */
export interface ProviderPerson {
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Why a sign-in through the provider is refused: each is a message on the login page (`/login?sso=…`). */
export type SsoRefusal = 'unverified-email' | 'unknown-email';

export type SsoLink =
  | { identity: IdentityRow; how: 'existing' }
  | { identity: IdentityRow; how: 'invitation'; invitationId: string }
  | { identity: IdentityRow; how: 'allowed-domain' }
  | { refused: SsoRefusal };

/** The name of a new person: the provider's, else the email's local part. */
function nameOf(person: ProviderPerson, email: string): string {
  const name = person.name?.trim().slice(0, 200);
  return name ? name : (email.split('@')[0] ?? email);
}

/**
 * Links a person the provider vouched for to a portal identity (docs/permissions.md#single-sign-on),
 * only ever by a verified email: the existing identity with that email; else the open invitation
 * for it, accepted as the invitation says (role, client, venues); else, when the email's domain is
 * one OIDC_ALLOWED_DOMAINS maps to a client, a new viewer of that client. Anyone else is refused.
 */
export async function linkProviderPerson(db: Db, settings: SsoSettings, person: ProviderPerson, now: Date): Promise<SsoLink> {
  // Unverified, anyone could claim anyone's address at the provider.
  if (!person.emailVerified || person.email === null) return { refused: 'unverified-email' };
  const email = normalizeEmail(person.email);

  const existing = await findIdentityByEmail(db, email);
  if (existing) {
    // An external API identity's email is no person's: it never signs in here.
    return PORTAL_IDENTITY_TYPES.includes(existing.identityType) ? { identity: existing, how: 'existing' } : { refused: 'unknown-email' };
  }

  const invitation = await findPendingInvitationByEmail(db, email, now);
  if (invitation) {
    const identity = await acceptInvitation(db, {
      invitationId: invitation.id,
      clientId: invitation.clientId,
      name: nameOf(person, email),
      passwordHash: null,
      now,
    });
    // Claimed by another request meanwhile: that request's identity now holds the email.
    if (identity === null) return linkProviderPerson(db, settings, person, now);
    return { identity, how: 'invitation', invitationId: invitation.id };
  }

  const clientId = settings.allowedDomains.get(email.slice(email.lastIndexOf('@') + 1));
  if (clientId === undefined) return { refused: 'unknown-email' };
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  // A domain mapped to a client since deleted admits nobody.
  if (!client) return { refused: 'unknown-email' };
  const name = nameOf(person, email);
  try {
    const identity = await db.transaction(async (tx) => {
      // The records name the person joining, like an accepted invitation's.
      const id = randomUUID();
      await nameActor(tx, { kind: 'ClientIdentity', id, name, address: currentActor()?.address ?? null });
      return createIdentity(tx, { id, name, email, passwordHash: null, identityType: 'ClientIdentity', clientId: client.id, role: 'viewer' });
    });
    return { identity, how: 'allowed-domain' };
  } catch (error) {
    // The same person's other sign-in (another tab) made the identity meanwhile: sign in as it.
    if (uniqueViolation(error) === null) throw error;
    return linkProviderPerson(db, settings, person, now);
  }
}

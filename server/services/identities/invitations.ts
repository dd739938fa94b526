import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { INVITATION_LIFETIME_MS, type Invitation, type InvitationState } from '../../../contract/invitations.ts';
import type { Db } from '../../db/database.ts';
import type { PersonRole } from '../../../contract/permissions.ts';
import { clients, invitations, invitationVenues, venues } from '../../db/schema.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { currentActor, nameActor } from '../audit/actor.ts';
import { createIdentity, normalizeEmail, type IdentityRow } from './identities.ts';
import { open, seal } from '../secret-box.ts';
import { hashToken, newToken } from '../tokens.ts';

/** Associated data of the sealed token: a box sealed for anything else does not open here. */
const TOKEN_PURPOSE = 'invitation-token';

type InvitationRow = typeof invitations.$inferSelect;

export function inviteLink(portalBaseUrl: string, token: string): string {
  return `${portalBaseUrl}/invite/${token}`;
}

/** Expired is not stored: a Pending invitation past its expiry answers Expired (docs/product.md#states). */
export function effectiveState(row: Pick<InvitationRow, 'state' | 'expiresUtc'>, now: Date): InvitationState {
  const state = row.state as InvitationState;
  if (state === 'Pending' && row.expiresUtc.getTime() <= now.getTime()) return 'Expired';
  return state;
}

/** Creates a Pending invitation; returns it with its plain token (for the mail). */
export async function createInvitation(
  db: Db,
  input: {
    email: string;
    clientId: string | null;
    role: PersonRole;
    /** Of the client (checked by server/access/invitation-rules.ts). */
    venueIds: readonly string[];
    inviter: IdentityRow;
    secretKey: Buffer;
    now: Date;
  },
): Promise<{ id: string; token: string }> {
  const token = newToken();
  const [row] = await db
    .insert(invitations)
    .values({
      email: normalizeEmail(input.email),
      clientId: input.clientId,
      role: input.role,
      inviterId: input.inviter.id,
      inviterName: input.inviter.name,
      tokenHash: hashToken(token),
      tokenCiphertext: seal(input.secretKey, token, TOKEN_PURPOSE),
      state: 'Pending',
      createdUtc: input.now,
      expiresUtc: new Date(input.now.getTime() + INVITATION_LIFETIME_MS),
    })
    .returning({ id: invitations.id });
  if (!row) throw new Error('Insert into invitations returned no row.');
  if (input.venueIds.length > 0) {
    await db.insert(invitationVenues).values([...new Set(input.venueIds)].map((venueId) => ({ invitationId: row.id, venueId })));
  }
  return { id: row.id, token };
}

/** The venue names of each invitation given, by invitation id. */
async function venueNamesOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (ids.length === 0) return names;
  const rows = await db
    .select({ invitationId: invitationVenues.invitationId, name: venues.name })
    .from(invitationVenues)
    .innerJoin(venues, eq(venues.id, invitationVenues.venueId))
    .where(inArray(invitationVenues.invitationId, ids))
    .orderBy(venues.name);
  for (const row of rows) names.set(row.invitationId, [...(names.get(row.invitationId) ?? []), row.name]);
  return names;
}

/**
 * Every invitation (or the one of `id`), newest first, as the Users page lists them
 * (docs/product.md#entities, Invitation); within `scope` (default every one), so a client user
 * lists its own client's.
 */
export async function listInvitations(db: Db, secretKey: Buffer, now: Date, id?: string, scope?: Scope): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: invitations, clientName: clients.name })
    .from(invitations)
    .leftJoin(clients, eq(clients.id, invitations.clientId))
    .where(
      and(
        id === undefined ? undefined : eq(invitations.id, id),
        scope === undefined ? undefined : scopeSql(scope, sql`${invitations.clientId}`, null),
      ),
    )
    .orderBy(desc(invitations.createdUtc), desc(invitations.id));
  const venueNames = await venueNamesOf(db, rows.map((row) => row.invitation.id));
  return rows.map(({ invitation, clientName }) => {
    const state = effectiveState(invitation, now);
    const sealed = state === 'Pending' ? invitation.tokenCiphertext : null;
    return {
      id: invitation.id,
      email: invitation.email,
      clientName,
      state,
      createdUtc: invitation.createdUtc.toISOString(),
      expiresUtc: invitation.expiresUtc.toISOString(),
      inviterName: invitation.inviterName,
      // A key changed since (or another process's key) cannot open it: no link to copy then.
      token: sealed === null ? '' : (open(secretKey, sealed, TOKEN_PURPOSE) ?? ''),
      role: invitation.role,
      venueNames: venueNames.get(invitation.id) ?? [],
    };
  });
}

/** Revokes a Pending invitation: 'revoked', 'missing', or 'not-pending' (accepted, revoked, expired). */
export async function revokeInvitation(db: Db, id: string, now: Date): Promise<'revoked' | 'missing' | 'not-pending'> {
  const [updated] = await db
    .update(invitations)
    .set({ state: 'Revoked', revokedUtc: now, tokenCiphertext: null })
    .where(and(eq(invitations.id, id), eq(invitations.state, 'Pending'), gt(invitations.expiresUtc, now)))
    .returning({ id: invitations.id });
  if (updated) return 'revoked';
  const [row] = await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, id)).limit(1);
  return row ? 'not-pending' : 'missing';
}

/**
 * Renews a Pending or Expired invitation for another INVITATION_LIFETIME_MS with a new token (the
 * old link stops working; the resend): the new token, or 'missing', or 'not-pending'
 * (accepted or revoked: nothing to resend).
 */
export async function renewInvitation(
  db: Db,
  input: { id: string; secretKey: Buffer; now: Date },
): Promise<{ token: string; email: string; clientId: string | null } | 'missing' | 'not-pending'> {
  const token = newToken();
  const [renewed] = await db
    .update(invitations)
    .set({
      tokenHash: hashToken(token),
      tokenCiphertext: seal(input.secretKey, token, TOKEN_PURPOSE),
      // Expired is not stored (effectiveState): a Pending row past its expiry is renewed alike.
      expiresUtc: new Date(input.now.getTime() + INVITATION_LIFETIME_MS),
    })
    .where(and(eq(invitations.id, input.id), eq(invitations.state, 'Pending')))
    .returning({ email: invitations.email, clientId: invitations.clientId });
  if (renewed) return { token, ...renewed };
  const [row] = await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, input.id)).limit(1);
  return row ? 'not-pending' : 'missing';
}

/** Whether a Pending, unexpired invitation holds the email: then nobody else may take it. */
export async function isEmailInvited(db: Db, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.email, normalizeEmail(email)), eq(invitations.state, 'Pending'), gt(invitations.expiresUtc, now)))
    .limit(1);
  return row !== undefined;
}

/** The Pending, unexpired invitation of an email (single sign-on links a first sign-in to it), or null. */
export async function findPendingInvitationByEmail(db: Db, email: string, now: Date): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.email, normalizeEmail(email)), eq(invitations.state, 'Pending'), gt(invitations.expiresUtc, now)))
    .orderBy(desc(invitations.createdUtc))
    .limit(1);
  return row ?? null;
}

/** The invitation of a plain token with its client's name, or null. */
export async function findInvitationByToken(
  db: Db,
  token: string,
): Promise<{ invitation: InvitationRow; clientName: string | null } | null> {
  const [row] = await db
    .select({ invitation: invitations, clientName: clients.name })
    .from(invitations)
    .leftJoin(clients, eq(clients.id, invitations.clientId))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/**
 * Accepts a Pending, unexpired invitation: creates the identity (Admin without a client,
 * ClientIdentity of its client otherwise; `clientId` is the invitation's) in the invitation's role
 * with its venues (those deleted since are gone with them), and spends the invitation,
 * in one transaction, recorded as done by the person accepting. Null when
 * another request claimed it first. A taken email throws the insert's unique violation.
 */
export async function acceptInvitation(
  db: Db,
  /** No password hash for a person who signs in through the OpenID provider only (they may set one by a reset). */
  input: { invitationId: string; clientId: string | null; name: string; passwordHash: string | null; now: Date },
): Promise<IdentityRow | null> {
  const identityType = input.clientId === null ? 'Admin' : 'ClientIdentity';
  return db.transaction(async (tx) => {
    // The records of this transaction name the person accepting rather than "someone not signed
    // in": their identity's id is chosen here, so the triggers can name it before the row exists.
    const id = randomUUID();
    await nameActor(tx, { kind: identityType, id, name: input.name, address: currentActor()?.address ?? null });
    // One conditional update claims it, so two requests racing with one token cannot both win.
    const [claimed] = await tx
      .update(invitations)
      .set({ state: 'Accepted', acceptedUtc: input.now, tokenCiphertext: null })
      .where(
        and(eq(invitations.id, input.invitationId), eq(invitations.state, 'Pending'), gt(invitations.expiresUtc, input.now)),
      )
      .returning();
    if (!claimed) return null;
    const chosen = await tx.select({ venueId: invitationVenues.venueId }).from(invitationVenues).where(eq(invitationVenues.invitationId, claimed.id));
    return createIdentity(tx, {
      id,
      name: input.name,
      email: claimed.email,
      passwordHash: input.passwordHash,
      identityType,
      clientId: claimed.clientId,
      role: claimed.role,
      venueIds: chosen.map((row) => row.venueId),
    });
  });
}

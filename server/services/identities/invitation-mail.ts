import { INVITATION_EMAIL_TAKEN_TITLE, INVITATION_NOT_PENDING_TITLE } from '../../../contract/invitations.ts';
import type { PersonRole } from '../../../contract/permissions.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/http-problem.ts';
import { clientName } from '../clients/clients.ts';
import { findIdentityByEmail, normalizeEmail, type IdentityRow } from './identities.ts';
import { createInvitation, inviteLink, renewInvitation } from './invitations.ts';
import { invitationMessage, type Mailer } from '../mail-messages.ts';

export interface InvitationMailContext {
  mailer: Mailer;
  /** Seals the pending token, so the Users page can copy the link again. */
  secretKey: Buffer;
  portalBaseUrl: string;
  now: Date;
}

/**
 * Creates an invitation and mails its link: both are kept or neither (the outbox is in the
 * database). `clientName` is the invited-to client's, null for an Admin. Answers the invitation's id.
 */
export async function inviteByMail(
  db: Db,
  context: InvitationMailContext,
  input: { email: string; clientId: string | null; clientName: string | null; role: PersonRole; venueIds: readonly string[]; inviter: IdentityRow },
): Promise<string> {
  const { mailer, secretKey, portalBaseUrl, now } = context;
  return db.transaction(async (db) => {
    const invitation = await createInvitation(db, { ...input, secretKey, now });
    await mailer.send(db, invitationMessage(normalizeEmail(input.email), inviteLink(portalBaseUrl, invitation.token), input.clientName));
    return invitation.id;
  });
}

/**
 * Renews an invitation with a new link and mails it, kept together or not at all as on create: a
 * refusal (404 missing, 409 accepted or revoked, 409 the address taken meanwhile) is thrown inside
 * the transaction and rolls the renewal back.
 */
export async function resendInvitationByMail(db: Db, context: InvitationMailContext, id: string): Promise<void> {
  const { mailer, secretKey, portalBaseUrl, now } = context;
  await db.transaction(async (db) => {
    const renewed = await renewInvitation(db, { id, secretKey, now });
    if (renewed === 'missing') throw notFound();
    if (renewed === 'not-pending') throw conflict(INVITATION_NOT_PENDING_TITLE);
    // Someone has the address meanwhile: there is nothing left to accept.
    if (await findIdentityByEmail(db, renewed.email)) throw conflict(INVITATION_EMAIL_TAKEN_TITLE);
    const invitedTo = renewed.clientId ? await clientName(db, renewed.clientId) : null;
    await mailer.send(db, invitationMessage(renewed.email, inviteLink(portalBaseUrl, renewed.token), invitedTo));
  });
}

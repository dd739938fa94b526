import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { identities, passwordResetTokens } from '../../db/schema.ts';
import { deleteSessionsOf } from './sessions.ts';
import { normalizeEmail } from './identities.ts';
import { resetPasswordMessage, type Mailer } from '../mail-messages.ts';
import { hashToken, newToken } from '../tokens.ts';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Creates a single-use reset token for the identity and returns it (only its hash is stored). */
export async function createResetToken(db: Db, identityId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    identityId,
    createdUtc: now,
    expiresUtc: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  return token;
}

export function resetPasswordLink(portalBaseUrl: string, token: string): string {
  return `${portalBaseUrl}/reset-password/${token}`;
}

/** A new reset token mailed to the person: the token and its mail are kept together or not at all (the outbox is in the database). */
export async function mailResetLink(db: Db, mailer: Mailer, identity: { id: string; email: string }, portalBaseUrl: string, now: Date): Promise<void> {
  await db.transaction(async (db) => {
    const token = await createResetToken(db, identity.id, now);
    await mailer.send(db, resetPasswordMessage(identity.email, resetPasswordLink(portalBaseUrl, token)));
  });
}

/**
 * Uses a reset token: it must exist, be unused, unexpired and belong to `email`. On success sets the
 * new password, spends this and every other open reset token of the identity, and ends all of its
 * sessions, in one transaction. Answers false (and changes nothing) for any bad token.
 */
export async function resetPasswordWithToken(
  db: Db,
  input: { token: string; email: string; newPasswordHash: string; now: Date },
): Promise<boolean> {
  const { now } = input;
  return db.transaction(async (tx) => {
    // One conditional update claims the token, so two requests racing with it cannot both win.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedUtc: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedUtc),
          gt(passwordResetTokens.expiresUtc, now),
          inArray(
            passwordResetTokens.identityId,
            tx.select({ id: identities.id }).from(identities).where(eq(identities.email, normalizeEmail(input.email))),
          ),
        ),
      )
      .returning({ identityId: passwordResetTokens.identityId, tokenHash: passwordResetTokens.tokenHash });
    if (!claimed) return false;
    await tx
      .update(identities)
      .set({ passwordHash: input.newPasswordHash, updatedUtc: now })
      .where(eq(identities.id, claimed.identityId));
    await spendResetTokensOf(tx, claimed.identityId, now);
    await deleteSessionsOf(tx, claimed.identityId);
    return true;
  });
}

/**
 * Spends every open reset token of an identity: after a password or email change, a link mailed
 * earlier (perhaps to the old address) must not set the password any more.
 */
export async function spendResetTokensOf(db: Db, identityId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedUtc: now })
    .where(and(eq(passwordResetTokens.identityId, identityId), isNull(passwordResetTokens.usedUtc)));
}

/** Used or expired tokens are worth nothing; housekeeping removes them. */
export async function deleteSpentResetTokens(db: Db, now: Date): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresUtc, now), lt(passwordResetTokens.usedUtc, now)));
}

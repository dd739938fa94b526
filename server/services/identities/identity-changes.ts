import { eq } from 'drizzle-orm';
import type { RoleChange } from '../../access/identity-rules.ts';
import type { Db } from '../../db/database.ts';
import { identities } from '../../db/schema.ts';
import { setIdentityVenues, type IdentityRow } from './identities.ts';
import { emailChangedMessage, type Mailer } from '../mail-messages.ts';
import { spendResetTokensOf } from './password-reset.ts';
import { deleteSessionsOf, identityChanged } from './sessions.ts';

/** A sign-in's mark on the account: the login time, which the sessions it carries are told of. */
export async function recordSignIn(db: Db, identityId: string, now: Date): Promise<void> {
  await db.update(identities).set({ lastLoginUtc: now }).where(eq(identities.id, identityId));
  await identityChanged(db, identityId);
}

export interface IdentityUpdate {
  target: IdentityRow;
  name: string;
  /** Normalized; when it is not the target's, the old address is told and its links and other sessions end. */
  email: string;
  /** The checked role change, or null for none. */
  role: RoleChange | null;
  /** The session that asks: it stays signed in. */
  keepSession: string | null;
  now: Date;
}

/** Saves a person's name, email and role in one transaction; a taken email throws the unique violation. */
export async function updateIdentity(db: Db, mailer: Mailer, update: IdentityUpdate): Promise<void> {
  const { target, email, now } = update;
  const emailChanges = email !== target.email;
  await db.transaction(async (db) => {
    const role = update.role === null ? {} : { identityType: update.role.identityType, clientId: update.role.clientId, role: update.role.role };
    await db
      .update(identities)
      .set({ name: update.name, email, ...role, updatedUtc: now })
      .where(eq(identities.id, target.id));
    // The role's venues: its audit records name the person and each venue given or taken.
    if (update.role !== null) await setIdentityVenues(db, target.id, update.role.venueIds);
    if (emailChanges) {
      // Links mailed to the old address stop working, and every other session of the account ends.
      await spendResetTokensOf(db, target.id, now);
      await deleteSessionsOf(db, target.id, { except: update.keepSession });
    }
    // Sessions carry the identity's name, email, role and venues: cached ones are read again.
    await identityChanged(db, target.id);
    if (emailChanges) await mailer.send(db, emailChangedMessage(target.email, email));
  });
}

/**
 * Deletes a person. Its reset tokens go with it (foreign keys cascade); its sessions end through
 * the sessions service, which also forgets them in every process's session cache.
 */
export async function deleteIdentity(db: Db, identityId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteSessionsOf(tx, identityId);
    await tx.delete(identities).where(eq(identities.id, identityId));
  });
}

/**
 * Sets a new password. docs/decisions.md#passwords: every other session ends; the one in use (`keepSession`) stays
 * signed in. Reset links mailed before no longer work.
 */
export async function changePassword(db: Db, identityId: string, passwordHash: string, keepSession: string | null, now: Date): Promise<void> {
  await db.transaction(async (db) => {
    await db.update(identities).set({ passwordHash, updatedUtc: now }).where(eq(identities.id, identityId));
    await deleteSessionsOf(db, identityId, { except: keepSession });
    await spendResetTokensOf(db, identityId, now);
  });
}

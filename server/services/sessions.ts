import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { identities, sessions } from '../db/schema.ts';
import type { IdentityRow } from './identities.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** last_used_utc is refreshed at most this often, so reads do not each cost a write. */
const LAST_USED_PRECISION_MS = 60 * 1000;

/** Starts a session and returns its token; only the token's hash is stored. */
export async function createSession(db: Db, identityId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    identityId,
    createdUtc: now,
    lastUsedUtc: now,
    expiresUtc: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

export interface ResolvedSession {
  tokenHash: string;
  identity: IdentityRow;
}

/** The live session of a bearer token, or null. An expired session is deleted on sight. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, identity: identities })
    .from(sessions)
    .innerJoin(identities, eq(identities.id, sessions.identityId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  if (row.session.expiresUtc.getTime() <= now.getTime()) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - row.session.lastUsedUtc.getTime() >= LAST_USED_PRECISION_MS) {
    await db.update(sessions).set({ lastUsedUtc: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { tokenHash, identity: row.identity };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of an identity (password reset, DESIGN §5). */
export async function deleteSessionsOf(db: Db, identityId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.identityId, identityId));
}

/**
 * Ends every session of an identity but the one in use (password or email change, DESIGN §5):
 * whoever else holds a session of the account is signed out. `keepTokenHash` null ends them all.
 */
export async function deleteOtherSessionsOf(db: Db, identityId: string, keepTokenHash: string | null): Promise<void> {
  if (keepTokenHash === null) return deleteSessionsOf(db, identityId);
  await db.delete(sessions).where(and(eq(sessions.identityId, identityId), ne(sessions.tokenHash, keepTokenHash)));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresUtc, now));
}

import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ssoSpentOutcomes } from '../../db/schema.ts';

/**
 * Marks the callback's outcome `id` as traded (POST /api/auth/sso/finish): true the first time,
 * false for every replay of the same cookie, in whichever API process. One conditional INSERT, so
 * two requests with the same cookie at once get one session between them.
 */
export async function spendSsoOutcome(db: Db, id: string, expiresUtc: Date): Promise<boolean> {
  const spent = await db.insert(ssoSpentOutcomes).values({ id, expiresUtc }).onConflictDoNothing().returning({ id: ssoSpentOutcomes.id });
  return spent.length === 1;
}

/**
 * The mark of a spent back-channel logout token, kept beside the callbacks' outcomes (both are
 * single-use and expire): its issuer and `jti` hashed, so a provider's long id stays a short key.
 */
export const logoutTokenMark = (issuer: string, tokenId: string): string =>
  `logout-token:${createHash('sha256').update(`${issuer}\n${tokenId}`).digest('hex')}`;

/** Housekeeping: an outcome (or a logout token) past its expiry is refused as expired, so its mark is no longer needed. */
export async function deleteExpiredSsoOutcomes(db: Db, now: Date): Promise<void> {
  await db.delete(ssoSpentOutcomes).where(lt(ssoSpentOutcomes.expiresUtc, now));
}

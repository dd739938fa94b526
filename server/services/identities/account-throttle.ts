import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountThrottles } from '../../db/schema.ts';

/** What is being limited per account (docs/decisions.md#passwords: login, forgot and reset). */
export type ThrottleScope = 'login' | 'forgot-password' | 'reset-password';

export interface ThrottleRule {
  max: number;
  windowMs: number;
}

/** A counter's state after counting one more: how many in its window, and when the window began. */
export interface WindowCount {
  attempts: number;
  windowStartedUtc: Date;
}

/**
 * The key the per-account limits count under: the account together with the client address. An
 * attacker elsewhere then only ever locks themselves out: the owner, from an address that has not
 * failed, still signs in, resets and gets reset mail. The per-IP limit bounds how many
 * guesses one address makes over all accounts.
 */
export function accountThrottleKey(email: string, ip: string): string {
  return `${email} ${ip}`;
}

/**
 * Counts one more under (scope, key) in a fixed window of `windowMs` and answers the count. One
 * atomic upsert, so a burst of parallel requests, even across processes on one PostgreSQL, cannot
 * slip past a limit. Used per account (below) and by the shared per-IP limits (rate-limit-store.ts).
 */
export async function countInWindow(db: Db, scope: string, key: string, windowMs: number, now: Date): Promise<WindowCount> {
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const windowExpired = sql`${accountThrottles.windowStartedUtc} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(accountThrottles)
    .values({ scope, accountKey: key, windowStartedUtc: now, attempts: 1 })
    .onConflictDoUpdate({
      target: [accountThrottles.scope, accountThrottles.accountKey],
      set: {
        attempts: sql`case when ${windowExpired} then 1 else ${accountThrottles.attempts} + 1 end`,
        windowStartedUtc: sql`case when ${windowExpired} then ${nowParam} else ${accountThrottles.windowStartedUtc} end`,
      },
    })
    .returning();
  if (!row) throw new Error('The throttle counter was not written.');
  return { attempts: row.attempts, windowStartedUtc: row.windowStartedUtc };
}

/**
 * Counts one attempt for the account and answers how many seconds it must wait when it is over the
 * limit, else null. Counting before the work (not after a failure) keeps a burst from slipping past.
 */
export async function countAttempt(
  db: Db,
  scope: ThrottleScope,
  accountKey: string,
  rule: ThrottleRule,
  now: Date,
): Promise<number | null> {
  const row = await countInWindow(db, scope, accountKey, rule.windowMs, now);
  if (row.attempts <= rule.max) return null;
  const windowEndsMs = row.windowStartedUtc.getTime() + rule.windowMs;
  return Math.max(1, Math.ceil((windowEndsMs - now.getTime()) / 1000));
}

/**
 * Takes back the attempt countAttempt counted for a request that succeeded, so only failures use up
 * a limit (a busy venue's sign-ins from one address never lock it out) while the count before the
 * work still holds a parallel burst.
 */
export async function uncountAttempt(db: Db, scope: ThrottleScope, accountKey: string): Promise<void> {
  await db
    .update(accountThrottles)
    .set({ attempts: sql`greatest(${accountThrottles.attempts} - 1, 0)` })
    .where(and(eq(accountThrottles.scope, scope), eq(accountThrottles.accountKey, accountKey)));
}

/** A success (the right password) forgives the earlier failures of that account. */
export async function clearAttempts(db: Db, scope: ThrottleScope, accountKey: string): Promise<void> {
  await db.delete(accountThrottles).where(and(eq(accountThrottles.scope, scope), eq(accountThrottles.accountKey, accountKey)));
}

/** Counters whose window ended before `before` no longer limit anything. */
export async function deleteStaleThrottles(db: Db, before: Date): Promise<void> {
  await db.delete(accountThrottles).where(lt(accountThrottles.windowStartedUtc, before));
}

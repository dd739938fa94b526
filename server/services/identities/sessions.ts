import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { identities, securitySettings, sessions, twoFactorSecrets } from '../../db/schema.ts';
import { identityRowColumns, type IdentityRow } from './identities.ts';
import { ssoSessionKeys, type SsoSessionKeys } from '../sso/session-keys.ts';
import {
  cachedSession,
  forgetSessions,
  rememberSession,
  sessionCacheGeneration,
  type CachedSession,
  type SessionChange,
} from './session-cache.ts';
import { hashToken, newToken } from '../tokens.ts';

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** last_used_utc is refreshed at most this often, so reads do not each cost a write. */
const LAST_USED_PRECISION_MS = 60 * 1000;

/** PostgreSQL NOTIFY channel on which every API process hears of ended sessions and changed identities. */
export const SESSION_CHANGES_CHANNEL = 'portal_session_changes';

/** Where a session was started from, shown in the sessions list of Settings. */
export interface SessionOrigin {
  userAgent: string | null;
  address: string | null;
  /** The OpenID provider's ID token of a single sign-on, for its sign-out (docs/permissions.md#single-sign-on). */
  ssoIdToken?: string | null;
  /** The provider said (`amr`) it asked for a second factor: the requirement of two-factor is met (docs/decisions.md#two-factor). */
  ssoSecondFactor?: boolean;
}

/** Starts a session and returns its token; only the token's hash is stored. */
export async function createSession(db: Db, identityId: string, now: Date, origin: SessionOrigin = { userAgent: null, address: null }): Promise<string> {
  const token = newToken();
  const ssoIdToken = origin.ssoIdToken ?? null;
  const keys = ssoIdToken === null ? null : ssoSessionKeys(ssoIdToken);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    identityId,
    createdUtc: now,
    lastUsedUtc: now,
    expiresUtc: new Date(now.getTime() + SESSION_LIFETIME_MS),
    // Bounded: the header is the client's to fill.
    userAgent: origin.userAgent?.slice(0, 512) ?? null,
    address: origin.address,
    ssoIdToken,
    ssoIssuer: keys?.issuer ?? null,
    ssoSid: keys?.sid ?? null,
    ssoSubject: keys?.subject ?? null,
    ssoSecondFactor: ssoIdToken !== null && origin.ssoSecondFactor === true,
  });
  return token;
}

/** The ID token of a session begun through the OpenID provider, else null. */
export async function ssoIdTokenOf(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db.select({ ssoIdToken: sessions.ssoIdToken }).from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row?.ssoIdToken ?? null;
}

/** Whether the session was begun through the OpenID provider with its second factor (`amr`). */
export async function ssoSecondFactorOf(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db.select({ ssoSecondFactor: sessions.ssoSecondFactor }).from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row?.ssoSecondFactor ?? false;
}

/**
 * Ends the sessions a back-channel logout names (docs/permissions.md#single-sign-on), here and in
 * every other process: those of the provider's session `sid` (of `subject` too when the token names
 * both), else every session of `subject`. Only sessions begun through that issuer. Answers how many.
 */
export async function endSsoSessions(db: Db, keys: SsoSessionKeys & { issuer: string }): Promise<number> {
  const { issuer, sid, subject } = keys;
  if (sid === null && subject === null) return 0;
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.ssoIssuer, issuer),
        sid === null ? undefined : eq(sessions.ssoSid, sid),
        subject === null ? undefined : eq(sessions.ssoSubject, subject),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  for (const { tokenHash } of ended) await announce(db, { tokenHash });
  return ended.length;
}

export interface SessionRow {
  id: string;
  tokenHash: string;
  userAgent: string | null;
  address: string | null;
  createdUtc: Date;
  lastUsedUtc: Date;
}

/** An identity's live sessions, the most recently used first. */
export async function listSessionsOf(db: Db, identityId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      address: sessions.address,
      createdUtc: sessions.createdUtc,
      lastUsedUtc: sessions.lastUsedUtc,
    })
    .from(sessions)
    .where(and(eq(sessions.identityId, identityId), gt(sessions.expiresUtc, now)))
    .orderBy(desc(sessions.lastUsedUtc), desc(sessions.createdUtc));
}

/**
 * Ends one session of an identity by its public id (Settings), here and in every other process;
 * false when it is not theirs or already gone.
 */
export async function endSessionOf(db: Db, identityId: string, sessionId: string): Promise<boolean> {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.identityId, identityId), eq(sessions.id, sessionId)))
    .returning({ tokenHash: sessions.tokenHash });
  if (!ended) return false;
  await announce(db, { tokenHash: ended.tokenHash });
  return true;
}

export interface ResolvedSession {
  tokenHash: string;
  identity: IdentityRow;
  /** An admin who must turn on two-factor first: only enrolment and sign-out answer it (auth plugin). */
  twoFactorSetupRequired: boolean;
}

/**
 * Admins must turn on two-factor (security settings) and this identity is admin-side (admin,
 * designer or approver: identity type Admin, docs/decisions.md#two-factor) without it, nor was this
 * session begun at the OpenID provider with a second factor. In the session's own query: no round
 * trip more for any request.
 */
const twoFactorSetupRequired = sql<boolean>`(${identities.identityType} = 'Admin'
  and not ${sessions.ssoSecondFactor}
  and coalesce((select ${securitySettings.requireAdminTwoFactor} from ${securitySettings} where ${securitySettings.id} = 1), false)
  and not exists (select 1 from ${twoFactorSecrets} where ${twoFactorSecrets.identityId} = ${identities.id} and ${twoFactorSecrets.enabledUtc} is not null))`;

async function readSession(db: Db, tokenHash: string): Promise<CachedSession | null> {
  const readAt = sessionCacheGeneration();
  const [row] = await db
    .select({ session: sessions, identity: identityRowColumns, twoFactorSetupRequired })
    .from(sessions)
    .innerJoin(identities, eq(identities.id, sessions.identityId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const session = {
    identity: row.identity,
    expiresUtc: row.session.expiresUtc,
    lastUsedUtc: row.session.lastUsedUtc,
    twoFactorSetupRequired: row.twoFactorSetupRequired === true,
  };
  return rememberSession(tokenHash, session, readAt);
}

/**
 * The live session of a bearer token, or null. An expired session is deleted on sight. Sessions
 * in use are served from session-cache.ts; every change that could make one stale comes through
 * the functions below, which forget it here and in the other processes.
 */
export async function resolveSession(db: Db, token: string, now: Date): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token);
  const session = cachedSession(tokenHash) ?? (await readSession(db, tokenHash));
  if (!session) return null;
  if (session.expiresUtc.getTime() <= now.getTime()) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - session.lastUsedUtc.getTime() >= LAST_USED_PRECISION_MS) {
    await db.update(sessions).set({ lastUsedUtc: now }).where(eq(sessions.tokenHash, tokenHash));
    session.lastUsedUtc = now;
  }
  return { tokenHash, identity: session.identity, twoFactorSetupRequired: session.twoFactorSetupRequired };
}

/**
 * Forgets the cached sessions a change makes stale, in this process now and in the others by
 * NOTIFY. Inside a transaction the notification is sent on commit (and not at all on rollback).
 */
async function announce(db: Db, change: SessionChange): Promise<void> {
  forgetSessions(change);
  await db.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
}

/** Ends one session (logout, expiry). */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  await announce(db, { tokenHash });
}

/**
 * Ends every session of an identity (password reset, docs/decisions.md#passwords; identity deleted), or every one
 * but `except`, the session in use (password change).
 */
export async function deleteSessionsOf(db: Db, identityId: string, options: { except?: string | null } = {}): Promise<void> {
  const except = options.except ?? null;
  await db
    .delete(sessions)
    .where(except === null ? eq(sessions.identityId, identityId) : and(eq(sessions.identityId, identityId), ne(sessions.tokenHash, except)));
  await announce(db, { identityId });
}

/**
 * An identity's row changed (name, email, password, login time): sessions stay, but what they
 * carry must be read again.
 */
export async function identityChanged(db: Db, identityId: string): Promise<void> {
  await announce(db, { identityId });
}

/**
 * A portal-wide setting that sessions carry changed (requiring two-factor of admins): every
 * process reads every session again.
 */
export async function securitySettingsChanged(db: Db): Promise<void> {
  await announce(db, { everyone: true });
}

/** Expired sessions are already refused on sight, so no cache is told of this sweep. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresUtc, now));
}

import type { IdentityRow } from './identities.ts';

/**
 * The sessions that requests presented lately, by token hash, so a busy client's every call does
 * not look its session up again (the clients list spent about half its time there).
 *
 * Correctness does not rest on the clock: whatever ends a session or changes an identity goes
 * through sessions.ts, which forgets the entries here at once and tells the other API processes
 * (NOTIFY on PostgreSQL, see listenForSessionChanges). The short lifetime only bounds how stale an
 * entry could be if that notification channel were lost.
 */
export const SESSION_CACHE_TTL_MS = 2_000;
/** Plenty for the sessions active within the lifetime above; beyond it the oldest go first. */
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  identity: IdentityRow;
  expiresUtc: Date;
  lastUsedUtc: Date;
  /**
   * The portal requires two-factor of admins, this identity is one and has not turned it on.
   * Read with the session, so the security setting and the identity's enrolment
   * announce their changes like any other (securitySettingsChanged, identityChanged).
   */
  twoFactorSetupRequired: boolean;
}

interface Entry extends CachedSession {
  /** performance.now() when it was read from the database: real time, not the app's clock. */
  readAtMs: number;
}

const entries = new Map<string, Entry>();
/** Counts forgets, so a lookup that raced with one does not put back what it read before it. */
let generation = 0;

/** Take before reading a session from the database; pass to rememberSession. */
export function sessionCacheGeneration(): number {
  return generation;
}

export function cachedSession(tokenHash: string): CachedSession | null {
  const entry = entries.get(tokenHash);
  if (!entry) return null;
  if (performance.now() - entry.readAtMs > SESSION_CACHE_TTL_MS) {
    entries.delete(tokenHash);
    return null;
  }
  return entry;
}

/** Keeps a session read at `readAt` (a generation); returns what the caller may update in place. */
export function rememberSession(tokenHash: string, session: CachedSession, readAt: number): CachedSession {
  if (readAt !== generation) return session;
  if (entries.size >= MAX_ENTRIES) {
    // Maps iterate in insertion order: the first key is the oldest entry.
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  const entry = { ...session, readAtMs: performance.now() };
  entries.set(tokenHash, entry);
  return entry;
}

/**
 * What a change is about: one session (logout), every session of an identity, or every session
 * (a portal-wide setting they carry, such as requiring two-factor of admins).
 */
export type SessionChange = { tokenHash: string } | { identityId: string } | { everyone: true };

export function forgetSessions(change: SessionChange): void {
  generation += 1;
  if ('everyone' in change) {
    entries.clear();
    return;
  }
  if ('tokenHash' in change) {
    entries.delete(change.tokenHash);
    return;
  }
  for (const [tokenHash, entry] of entries) {
    if (entry.identity.id === change.identityId) entries.delete(tokenHash);
  }
}

/** Drops everything, e.g. when the notification channel from other processes was lost. */
export function forgetAllSessions(): void {
  generation += 1;
  entries.clear();
}

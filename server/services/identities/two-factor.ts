import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_ISSUER } from '../../../contract/twoFactor.ts';
import type { Db } from '../../db/database.ts';
import { securitySettings, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema.ts';
import { open, seal } from '../secret-box.ts';
import { hashToken } from '../tokens.ts';

/** secret-box purposes: a sealed TOTP secret cannot pass for a sign-in challenge, nor the reverse. */
const SECRET_PURPOSE = 'two-factor-secret';
const CHALLENGE_PURPOSE = 'two-factor-challenge';
/** How long the code step of a sign-in may wait after the password was right. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

const PERIOD_SECONDS = 30;
/** RFC 6238 §5.2: one step either side, for clocks a little off and codes typed at the turn. */
const WINDOW_STEPS = 1;

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({ issuer: TWO_FACTOR_ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

export interface Enrolment {
  /** Base32, for typing into an authenticator by hand. */
  secret: string;
  /** otpauth://totp/… for the QR code. */
  otpauthUrl: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(db: Db, identityId: string): Promise<TwoFactorStatus> {
  const [row] = await db.select({ enabledUtc: twoFactorSecrets.enabledUtc }).from(twoFactorSecrets).where(eq(twoFactorSecrets.identityId, identityId));
  const enabled = Boolean(row?.enabledUtc);
  if (!enabled) return { enabled: false, recoveryCodesLeft: 0 };
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.identityId, identityId), isNull(twoFactorRecoveryCodes.usedUtc)));
  return { enabled: true, recoveryCodesLeft: left?.count ?? 0 };
}

/**
 * A new secret, kept unconfirmed until a code made from it comes back (confirmEnrolment). Starting
 * again replaces an unconfirmed one; null when two-factor is already on (turn it off first).
 */
export async function startEnrolment(db: Db, key: Buffer, identity: { id: string; email: string }): Promise<Enrolment | null> {
  const secret = new Secret({ size: 20 }).base32;
  const secretCiphertext = seal(key, secret, SECRET_PURPOSE);
  const [row] = await db
    .insert(twoFactorSecrets)
    .values({ identityId: identity.id, secretCiphertext })
    .onConflictDoUpdate({ target: twoFactorSecrets.identityId, set: { secretCiphertext, lastUsedStep: null }, setWhere: isNull(twoFactorSecrets.enabledUtc) })
    .returning({ identityId: twoFactorSecrets.identityId });
  if (!row) return null;
  return { secret, otpauthUrl: totpOf(secret, identity.email).toString() };
}

/** The time step a code belongs to, or null when it is not one of the accepted windows' codes. */
function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp, window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Accepts a TOTP code once: the step it belongs to must be later than the last one used, and
 * recording it is one conditional UPDATE, so the same code sent twice at once passes only once.
 */
async function useTotpCode(db: Db, key: Buffer, identityId: string, code: string, now: Date, confirmed: boolean): Promise<boolean> {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.identityId, identityId));
  if (!row || Boolean(row.enabledUtc) !== confirmed) return false;
  const secret = open(key, row.secretCiphertext, SECRET_PURPOSE);
  if (secret === null) return false;
  const step = matchingStep(secret, code, now);
  if (step === null) return false;
  const used = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step, ...(confirmed ? {} : { enabledUtc: now }) })
    .where(and(eq(twoFactorSecrets.identityId, identityId), or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step))))
    .returning({ identityId: twoFactorSecrets.identityId });
  return used.length === 1;
}

/** Ten codes like `k3f9q-2xm7d`: 50 random bits each, easy to read aloud and type. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Spaces, dashes and case do not matter when a code is typed back. */
function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

async function replaceRecoveryCodes(db: Db, identityId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.identityId, identityId));
  await db.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ identityId, codeHash: hashToken(normalizeCode(code)) })));
  return codes;
}

/**
 * Turns two-factor on when `code` was made from the unconfirmed secret: answers the recovery codes
 * (shown once, only their digests are kept), or null for a wrong code.
 */
export async function confirmEnrolment(db: Db, key: Buffer, identityId: string, code: string, now: Date): Promise<string[] | null> {
  if (!(await useTotpCode(db, key, identityId, normalizeCode(code), now, false))) return null;
  return replaceRecoveryCodes(db, identityId);
}

/** A second factor at sign-in or to turn it off: a fresh TOTP code, or an unused recovery code (then used up). */
export async function verifySecondFactor(db: Db, key: Buffer, identityId: string, code: string, now: Date): Promise<boolean> {
  const typed = normalizeCode(code);
  if (/^\d{6}$/.test(typed)) return useTotpCode(db, key, identityId, typed, now, true);
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedUtc: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.identityId, identityId),
        eq(twoFactorRecoveryCodes.codeHash, hashToken(typed)),
        isNull(twoFactorRecoveryCodes.usedUtc),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length === 1;
}

export async function isTwoFactorEnabled(db: Db, identityId: string): Promise<boolean> {
  return (await twoFactorStatus(db, identityId)).enabled;
}

export async function disableTwoFactor(db: Db, identityId: string): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.identityId, identityId));
  await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.identityId, identityId));
}

/** What the code step of sign-in carries: who passed the password, until when. Sealed, so any API process can open it. */
export function sealChallenge(key: Buffer, identityId: string, now: Date, ssoIdToken: string | null = null): string {
  return seal(key, JSON.stringify({ identityId, ssoIdToken, expiresMs: now.getTime() + CHALLENGE_LIFETIME_MS }), CHALLENGE_PURPOSE);
}

/** What a challenge still valid at `now` vouches for, else null. */
export interface OpenedChallenge {
  identityId: string;
  /** The OpenID provider's ID token when the sign-in came through it (docs/permissions.md#single-sign-on), kept for its sign-out. */
  ssoIdToken: string | null;
}

/** The identity of a challenge still valid at `now`, else null. */
export function openChallenge(key: Buffer, challenge: string, now: Date): OpenedChallenge | null {
  const opened = open(key, challenge, CHALLENGE_PURPOSE);
  if (opened === null) return null;
  const { identityId, ssoIdToken, expiresMs } = JSON.parse(opened) as { identityId: string; ssoIdToken?: string | null; expiresMs: number };
  return expiresMs > now.getTime() ? { identityId, ssoIdToken: ssoIdToken ?? null } : null;
}

export async function readSecuritySettings(db: Db): Promise<{ requireAdminTwoFactor: boolean }> {
  const [row] = await db.select({ requireAdminTwoFactor: securitySettings.requireAdminTwoFactor }).from(securitySettings).where(eq(securitySettings.id, 1));
  return { requireAdminTwoFactor: row?.requireAdminTwoFactor ?? false };
}

export async function writeSecuritySettings(db: Db, settings: { requireAdminTwoFactor: boolean }, now: Date): Promise<void> {
  await db
    .insert(securitySettings)
    .values({ id: 1, requireAdminTwoFactor: settings.requireAdminTwoFactor, updatedUtc: now })
    .onConflictDoUpdate({ target: securitySettings.id, set: { requireAdminTwoFactor: settings.requireAdminTwoFactor, updatedUtc: now } });
}

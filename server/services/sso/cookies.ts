import { open, seal } from '../secret-box.ts';
import { cookieValue } from '../storybook-pass.ts';

/**
 * The two short-lived cookies of a single sign-on (docs/permissions.md#single-sign-on), sealed with the
 * secret key, HttpOnly and sent only to /api/auth/sso. They never authenticate an API call (the
 * auth plugin reads no cookies): one carries the PKCE verifier, state and nonce from the start to
 * the provider's callback, the other the outcome of the callback to the login page's one call
 * that trades it for a session.
 */
export const SSO_COOKIE_PATH = '/api/auth/sso';

interface CookieKind<T> {
  name: string;
  purpose: string;
  lifetimeMs: number;
  /** Checks the opened JSON is this kind's shape. */
  read: (value: Record<string, unknown>) => T | null;
}

/** What the start keeps for the callback. */
export interface PendingSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
}

/** What the callback hands the login page: whom the provider vouched for, and how. */
export interface SsoOutcome {
  /** Random: /finish marks it spent (spent-outcomes.ts), so the cookie is traded once even if it is kept and sent again. */
  id: string;
  identityId: string;
  idToken: string;
  secondFactor: boolean;
}

const str = (value: unknown): value is string => typeof value === 'string';

export const PENDING_COOKIE: CookieKind<PendingSignIn> = {
  name: 'sso_pending',
  purpose: 'sso-pending',
  // Long enough to sign in at the provider, reset a password there, or fetch a phone.
  lifetimeMs: 10 * 60 * 1000,
  read: ({ codeVerifier, state, nonce }) => (str(codeVerifier) && str(state) && str(nonce) ? { codeVerifier, state, nonce } : null),
};

export const OUTCOME_COOKIE: CookieKind<SsoOutcome> = {
  name: 'sso_outcome',
  purpose: 'sso-outcome',
  // The login page asks for it as soon as it loads: a minute is plenty, and is all a copied cookie gets.
  lifetimeMs: 60 * 1000,
  read: ({ id, identityId, idToken, secondFactor }) =>
    str(id) && str(identityId) && str(idToken) && typeof secondFactor === 'boolean' ? { id, identityId, idToken, secondFactor } : null,
};

/** The Set-Cookie value that stores `value`. Lax, not Strict: the provider's redirect back is a cross-site navigation. */
export function setCookie<T>(kind: CookieKind<T>, key: Buffer, value: T, now: Date, secure: boolean): string {
  const sealed = seal(key, JSON.stringify({ ...value, expiresMs: now.getTime() + kind.lifetimeMs }), kind.purpose);
  return [
    `${kind.name}=${sealed}`,
    `Path=${SSO_COOKIE_PATH}`,
    `Max-Age=${kind.lifetimeMs / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie value that removes the cookie: each is used once. */
export function clearCookie(kind: CookieKind<unknown>): string {
  return `${kind.name}=; Path=${SSO_COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/** The cookie's value when present, sealed under this key for this purpose and not expired; else null. */
export function readCookie<T>(kind: CookieKind<T>, key: Buffer, header: string | undefined, now: Date): T | null {
  const sealed = cookieValue(header, kind.name);
  const opened = sealed === null ? null : open(key, sealed, kind.purpose);
  if (opened === null) return null;
  const value = JSON.parse(opened) as Record<string, unknown>;
  if (typeof value.expiresMs !== 'number' || value.expiresMs <= now.getTime()) return null;
  return kind.read(value);
}

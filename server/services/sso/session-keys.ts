import { decodeJwt } from 'jose';

/** How the provider names a portal session begun through it: what a back-channel logout token names again. */
export interface SsoSessionKeys {
  issuer: string | null;
  /** The provider's session (`sid`), when its ID tokens carry one. */
  sid: string | null;
  subject: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The issuer, `sid` and `sub` of an ID token that the callback has already verified (signature,
 * issuer, audience, nonce): it only travels sealed from there to the session, so it is read here,
 * not checked again (docs/permissions.md#single-sign-on).
 */
export function ssoSessionKeys(idToken: string): SsoSessionKeys {
  const claims = decodeJwt(idToken);
  return { issuer: text(claims.iss), sid: text(claims.sid), subject: text(claims.sub) };
}

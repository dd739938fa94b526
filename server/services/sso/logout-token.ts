import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { SsoUnavailableError } from './unavailable.ts';
import type { SsoSessionKeys } from './session-keys.ts';

/** The event a logout token carries (OpenID Connect Back-Channel Logout 1.0, 2.4). */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** A logout token that is not one: the endpoint answers 400 and changes nothing. */
export class LogoutTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'LogoutTokenError';
  }
}

/** What the token must have been made by and for. */
export interface LogoutTokenExpectations {
  issuer: string;
  clientId: string;
  /** The provider's signing algorithms (never `none`, never a shared secret's: the keys come from its JWKS). */
  algorithms: string[];
  /** The provider's keys (jose's remote key set, refetched when a token names a key it has not seen). */
  keys: JWTVerifyGetKey;
}

/** Older than this, a logout token is refused even without an `exp`: it is sent the moment the provider's session ends. */
const MAX_TOKEN_AGE_SECONDS = 10 * 60;
const MAX_TOKEN_AGE = MAX_TOKEN_AGE_SECONDS;
/** Clocks of the provider and the portal may disagree a little. */
const CLOCK_TOLERANCE_SECONDS = 60;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown): value is string | undefined => value === undefined || (typeof value === 'string' && value !== '');

/** What a checked logout token names: the sessions to end, and its id (`jti`) with the time it could be accepted until, to refuse it a second time. */
export type CheckedLogoutToken = SsoSessionKeys & { issuer: string; tokenId: string; usableUntil: Date };

/**
 * Checks a logout token as Back-Channel Logout 1.0, 2.6 says: a JWT signed with one of the
 * provider's keys, from its issuer, for our client id, with `iat` (and `exp` when present) in
 * range; the back-channel logout event in `events`; no `nonce` (so an ID token cannot pass for one);
 * a `sid`, a `sub` or both; a `jti` (the route spends it: a token is accepted once). Answers the
 * provider's names of the sessions to end.
 * Throws LogoutTokenError for a bad token, SsoUnavailableError when the provider's keys cannot be read.
 */
export async function verifyLogoutToken(token: string, expected: LogoutTokenExpectations, now: Date): Promise<CheckedLogoutToken> {
  const keys: JWTVerifyGetKey = async (header, jws) => {
    try {
      return await expected.keys(header, jws);
    } catch (error) {
      // A key the provider does not have is the token's fault; an unreachable key set is not.
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new SsoUnavailableError(error);
    }
  };
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, keys, {
      issuer: expected.issuer,
      audience: expected.clientId,
      algorithms: expected.algorithms,
      requiredClaims: ['iat', 'jti'],
      maxTokenAge: MAX_TOKEN_AGE,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: now,
    }));
  } catch (error) {
    if (error instanceof SsoUnavailableError) throw error;
    if (error instanceof errors.JOSEError) throw new LogoutTokenError(error.message);
    // jose answers a string that is no JWT at all with its own errors; anything else is ours.
    throw error;
  }
  const events = claims.events;
  if (!isObject(events) || !isObject(events[BACKCHANNEL_LOGOUT_EVENT])) throw new LogoutTokenError('the "events" claim has no back-channel logout event');
  if ('nonce' in claims) throw new LogoutTokenError('a logout token has no "nonce"');
  const { sid, sub } = claims;
  if (!optionalText(sid) || !optionalText(sub)) throw new LogoutTokenError('"sid" and "sub" must be strings');
  if (sid === undefined && sub === undefined) throw new LogoutTokenError('the token names neither "sid" nor "sub"');
  const { jti, iat } = claims;
  if (typeof jti !== 'string' || jti === '') throw new LogoutTokenError('"jti" must be a string');
  return { issuer: expected.issuer, sid: sid ?? null, subject: sub ?? null, tokenId: jti, usableUntil: new Date((Number(iat) + MAX_TOKEN_AGE_SECONDS + CLOCK_TOLERANCE_SECONDS) * 1000) };
}

/**
 * Authentication methods (RFC 8176 `amr` values) that mean the provider asked for more than a
 * password: `mfa` said outright, or a one-time code or a key held by the person. With one of them the
 * portal does not ask for its own code again (docs/permissions.md#single-sign-on).
 */
const SECOND_FACTOR_METHODS = new Set(['mfa', 'otp', 'hwk', 'swk']);

/** Whether the ID token's `amr` claim says a second factor was used. Anything but an array of strings says no. */
export function providerUsedSecondFactor(amr: unknown): boolean {
  return Array.isArray(amr) && amr.some((method) => typeof method === 'string' && SECOND_FACTOR_METHODS.has(method));
}

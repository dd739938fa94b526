/**
 * Authentication methods (RFC 8176 `amr` values) that mean the provider asked for more than a
 * password: `mfa` or `mca` (several channels) said outright, or proof of something the person
 * holds: a one-time code, a hardware or software key, a smart card, a code by text message or a
 * call to their phone. With one of them the portal does not ask for its own code again, and an
 * admin's requirement of two-factor is met (docs/permissions.md#single-sign-on,
 * docs/decisions.md#two-factor).
 */
const SECOND_FACTOR_METHODS = new Set(['mfa', 'mca', 'otp', 'hwk', 'swk', 'sc', 'sms', 'tel']);

/** Whether the ID token's `amr` claim says a second factor was used. Anything but an array of strings says no. */
export function providerUsedSecondFactor(amr: unknown): boolean {
  return Array.isArray(amr) && amr.some((method) => typeof method === 'string' && SECOND_FACTOR_METHODS.has(method));
}

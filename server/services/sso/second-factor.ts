/**
 * Whether the provider asked for more than one factor, from the ID token's `amr` (RFC 8176 values):
 * `mfa` or `mca` (several factors, several channels) said outright, or proof of something the
 * person holds (a one-time code, a hardware or software key, a smart card, a code by text message
 * or a call to their phone) beside another method. A possession method alone is one factor: a
 * provider that signs people in with an emailed code says `["otp"]`, and that is no more than a
 * password. With a second factor the portal does not ask for its own code again, and an admin's
 * requirement of two-factor is met (docs/permissions.md#single-sign-on, docs/decisions.md#two-factor).
 */
const SEVERAL_FACTORS = new Set(['mfa', 'mca']);
const POSSESSION_METHODS = new Set(['otp', 'hwk', 'swk', 'sc', 'sms', 'tel']);

/** Whether the ID token's `amr` claim says a second factor was used. Anything but an array of strings says no. */
export function providerUsedSecondFactor(amr: unknown): boolean {
  if (!Array.isArray(amr) || !amr.every((method) => typeof method === 'string')) return false;
  const methods = new Set(amr as string[]);
  if ([...methods].some((method) => SEVERAL_FACTORS.has(method))) return true;
  return [...methods].some((method) => POSSESSION_METHODS.has(method)) && methods.size >= 2;
}

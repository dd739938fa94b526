/**
 * Single sign-on (docs/permissions.md#single-sign-on): where the provider's callback sends the
 * browser, `/login?sso={code}`. `done` means the outcome waits to be collected (POST
 * /api/auth/sso/finish); every other code is a refusal the login page says in plain words.
 */
export const SSO_OUTCOMES = ['done', 'unknown-email', 'unverified-email', 'failed', 'unavailable'] as const;
export type SsoOutcomeCode = (typeof SSO_OUTCOMES)[number];

/** The login page's message for each refusal; `{name}` is the provider's name (OIDC_NAME). */
export const SSO_MESSAGES: Record<Exclude<SsoOutcomeCode, 'done'>, string> = {
  'unknown-email': 'There is no account for the email you signed in with at {name}. Ask an administrator to invite you.',
  'unverified-email': '{name} has not verified your email address. Verify it there, then try again.',
  failed: 'Signing in with {name} did not work. Please try again.',
  unavailable: '{name} is not available right now. Try again later, or log in with your password.',
};

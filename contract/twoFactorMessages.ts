/**
 * The constants and messages of two-factor sign-in without zod: the code step of the
 * sign-in page imports these, and /login's budget (docs/decisions.md#browser-side) has no room for zod.
 */
import { TWO_FACTOR_SETUP_REQUIRED_TITLE } from './twoFactorSetupRequired.ts';

/** The name an authenticator app shows beside the account. */
export const TWO_FACTOR_ISSUER = 'Venue Portal';
export const RECOVERY_CODE_COUNT = 10;

export const twoFactorMessages = {
  codeRequired: 'Enter the code from your authenticator app.',
  codeInvalid: 'That code is not right. Check your authenticator app and try again.',
  challengeExpired: 'Your sign-in took too long. Please log in again.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  adminSetupRequired: TWO_FACTOR_SETUP_REQUIRED_TITLE,
} as const;

/** The code step's one check, the server's rule (secondFactorCodeSchema): something typed. */
export function checkSecondFactorCode(values: { code: string }) {
  const code = values.code.trim();
  if (code.length === 0) return { success: false as const, errors: { code: twoFactorMessages.codeRequired } };
  if (code.length > 32) return { success: false as const, errors: { code: twoFactorMessages.codeInvalid } };
  return { success: true as const, data: { code } };
}

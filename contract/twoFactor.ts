import * as z from 'zod';
import { twoFactorMessages } from './twoFactorMessages.ts';

/**
 * Two-factor sign-in (docs/decisions.md#two-factor): the sign-in step and the status every
 * signed-in admin's layout asks for. Enrolment, security settings and sessions, used by Settings
 * only, are in twoFactorSettings.ts, out of every screen's first load.
 */

export { RECOVERY_CODE_COUNT, TWO_FACTOR_ISSUER, twoFactorMessages } from './twoFactorMessages.ts';

/** Six digits, or a recovery code such as `k3f9q-2xm7d`; spaces and dashes are ignored. */
export const secondFactorCodeSchema = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, { error: twoFactorMessages.codeRequired })
  .max(32, { error: twoFactorMessages.codeInvalid });

/** POST /api/auth/login answers this instead of a token when the account has two-factor on. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Sealed by the server; sent back with the code within 5 minutes. */
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/**
 * The longest challenge taken back. After a single sign-on it seals the provider's ID token too
 * (docs/permissions.md#single-sign-on), a few kilobytes with a large key or many claims: 1024
 * characters refused every such sign-in at the code step.
 */
export const CHALLENGE_MAX_LENGTH = 16 * 1024;

/** POST /api/auth/login/two-factor. */
export const twoFactorLoginRequestSchema = z.object({
  challenge: z.string().min(1).max(CHALLENGE_MAX_LENGTH),
  code: secondFactorCodeSchema,
});
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginRequestSchema>;

/** GET /api/auth/two-factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Admins must have it (security settings) and this one has not. */
  setupRequired: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

import * as z from 'zod';
import { messages } from './messages.ts';
import { passwordSchema } from './text.ts';
import { twoFactorMessages } from './twoFactorMessages.ts';

/** Two-factor sign-in and sessions (issue 23, DESIGN §11 Accountability). */

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

/** POST /api/auth/login/two-factor. */
export const twoFactorLoginRequestSchema = z.object({
  challenge: z.string().min(1).max(1024),
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

/** POST /api/auth/two-factor/setup: the secret is answered here only, before it is confirmed. */
export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** POST /api/auth/two-factor/enable. */
export const enableTwoFactorRequestSchema = z.object({ code: secondFactorCodeSchema });
export type EnableTwoFactorRequest = z.infer<typeof enableTwoFactorRequestSchema>;

/** The recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/auth/two-factor/disable: the password and a code. */
export const disableTwoFactorRequestSchema = z.object({
  password: passwordSchema(messages.passwordRequired),
  code: secondFactorCodeSchema,
});
export type DisableTwoFactorRequest = z.infer<typeof disableTwoFactorRequestSchema>;

/** GET|PUT /api/auth/security-settings (admins). */
export const securitySettingsSchema = z.object({ requireAdminTwoFactor: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** GET /api/auth/sessions: one of my sign-in sessions. */
export const sessionSummarySchema = z.object({
  id: z.uuid(),
  /** "Firefox on Windows", from the User-Agent; null when it said nothing we know. */
  device: z.string().nullable(),
  address: z.string().nullable(),
  createdUtc: z.iso.datetime(),
  lastUsedUtc: z.iso.datetime(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionListSchema = z.object({ items: z.array(sessionSummarySchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: z.uuid() });

import * as z from 'zod';
import { messages } from './messages.ts';
import { passwordSchema } from './text.ts';
import { secondFactorCodeSchema } from './twoFactor.ts';

/** Two-factor enrolment, security settings and sessions: Settings → Security. */

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

import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { emailSchema, passwordSchema, tokenSchema } from './text.ts';
import { twoFactorChallengeSchema } from './twoFactor.ts';

const email = emailSchema({ required: messages.emailRequired, invalid: messages.emailInvalid });

/** docs/product.md#validation-messages, New password: at least one upper case, one lower case, one digit and one special character. */
const PASSWORD_COMPOSITION = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).*$/;

export const newPasswordSchema = passwordSchema(messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, { error: messages.passwordTooShort })
  .regex(PASSWORD_COMPOSITION, { error: messages.passwordComposition });

/** POST /api/auth/login. The password has no minimum: old accounts must still get in. */
export const loginRequestSchema = z.object({
  email,
  password: passwordSchema(messages.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login and signup answer with an opaque bearer token. */
export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * POST /api/auth/login: a token, or, for an account with two-factor sign-in on, a challenge to
 * send back with the code (POST /api/auth/login/two-factor, contract/twoFactor.ts).
 */
export const loginResponseSchema = z.union([tokenResponseSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /api/auth/logout of a session begun at the OpenID provider that offers a sign-out: the
 * address the browser goes on to, where the provider ends its own session and sends the person
 * back to /login (docs/permissions.md#single-sign-on). Any other sign-out answers 204.
 */
export const logoutResponseSchema = z.object({ signOutUrl: z.url() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** POST /api/auth/forgot-password. */
export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const passwordConfirm = passwordSchema(messages.passwordsDoNotMatch);

/**
 * docs/product.md#validation-messages: the confirmation is at least 8 characters and equal to the password, else one message,
 * Passwords do not match, on passwordConfirm.
 */
const passwordsMustMatch: [
  (value: { password: string; passwordConfirm: string }) => boolean,
  { error: string; path: string[] },
] = [
  (value) => value.passwordConfirm.length >= PASSWORD_MIN_LENGTH && value.password === value.passwordConfirm,
  { error: messages.passwordsDoNotMatch, path: ['passwordConfirm'] },
];

/** The fields a person types on the reset page; the token comes from the address. */
export const resetPasswordFormSchema = z
  .object({ email, password: newPasswordSchema, passwordConfirm })
  .refine(...passwordsMustMatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/auth/reset-password. */
export const resetPasswordRequestSchema = z
  .object({
    email,
    password: newPasswordSchema,
    passwordConfirm,
    resetPasswordToken: tokenSchema(messages.resetTokenRequired).min(1, { error: messages.resetTokenRequired }),
  })
  .refine(...passwordsMustMatch);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

import type { LoginRequest } from './auth.ts';
import { messages } from './messages.ts';
import { controlCharactersMessage, EMAIL_MAX_LENGTH, hasControlCharacters, PASSWORD_MAX_LENGTH, tooLongMessage, trimInvisible } from './textRules.ts';

/**
 * The login form's checks without zod: the rules and messages of `loginRequestSchema` (auth.ts),
 * which the server still validates with. The sign-in page has to stay within its 120 KB budget
 * (docs/decisions.md#browser-side), and zod, classic or mini, adds 20–26 KB there as Parcel bundles it; the framework
 * alone (React, react-router, styled-components, XState) takes about 100 KB. The contract test
 * (tests/contract/loginCheck.test.ts) holds these checks to the schema's verdicts, message for
 * message, so the two cannot drift apart.
 */

/** zod's email pattern (`z.regexes.email`), which `z.email()` checks; the contract test compares them. */
// Written character for character as zod writes it (escapes included), so the sources compare equal.
// eslint-disable-next-line no-useless-escape
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** A form's verdict: the values as the server would read them, or the first message of each bad field. */
export type CheckResult<Values> =
  | { success: true; data: Values }
  | { success: false; errors: Partial<Record<keyof Values & string, string>> };

/** The email of every form: no control characters, trimmed, at most 254 characters, an address. */
function emailError(email: string): string | undefined {
  if (hasControlCharacters(email)) return controlCharactersMessage('Email');
  const trimmed = trimInvisible(email);
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) return messages.emailInvalid;
  return undefined;
}

/** A password as typed: never trimmed, no control characters, capped; login asks no minimum. */
function passwordError(password: string): string | undefined {
  if (hasControlCharacters(password, { allowBidiControls: true })) return controlCharactersMessage('Password');
  if (password.length > PASSWORD_MAX_LENGTH) return tooLongMessage('Password', PASSWORD_MAX_LENGTH);
  return undefined;
}

/** What `loginRequestSchema.safeParse` decides for the values a login form holds. */
export function checkLoginRequest(values: LoginRequest): CheckResult<LoginRequest> {
  const errors: Partial<Record<keyof LoginRequest, string>> = {};
  const email = emailError(values.email);
  const password = passwordError(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  if (email || password) return { success: false, errors };
  return { success: true, data: { email: trimInvisible(values.email), password: values.password } };
}

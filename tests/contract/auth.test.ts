import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
} from '../../contract/auth.ts';
import { messages } from '../../contract/messages.ts';

/** Messages per field, as a form shows them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

const strongPassword = 'Str0ng!pass';

describe('login form (docs/product.md#validation-messages)', () => {
  it('accepts any password, without a minimum', () => {
    expect(loginRequestSchema.safeParse({ email: 'admin@example.com', password: 'x' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: 'admin@example.com', password: '' }).success).toBe(true);
  });

  it('requires a valid email', () => {
    expect(errorsOf(loginRequestSchema, { email: 'not-an-email', password: 'x' })).toEqual({
      email: [messages.emailInvalid],
    });
    expect(errorsOf(loginRequestSchema, { email: '', password: 'x' })).toEqual({ email: [messages.emailInvalid] });
  });

  it('trims the email', () => {
    expect(loginRequestSchema.parse({ email: '  admin@example.com ', password: 'x' }).email).toBe('admin@example.com');
  });

  it('names missing fields', () => {
    expect(errorsOf(loginRequestSchema, {})).toEqual({
      email: [messages.emailRequired],
      password: [messages.passwordRequired],
    });
  });
});

describe('forgot password form (docs/product.md#validation-messages)', () => {
  it('requires a valid email', () => {
    expect(forgotPasswordRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(errorsOf(forgotPasswordRequestSchema, { email: 'a@' })).toEqual({ email: [messages.emailInvalid] });
  });
});

describe('reset password form (docs/product.md#validation-messages, New password)', () => {
  const valid = { email: 'a@b.co', password: strongPassword, passwordConfirm: strongPassword };

  it('accepts a strong, confirmed password', () => {
    expect(resetPasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('requires at least 8 characters', () => {
    expect(errorsOf(resetPasswordFormSchema, { ...valid, password: 'S0!a', passwordConfirm: 'S0!a' })).toMatchObject({
      password: [messages.passwordTooShort],
    });
  });

  it.each([
    ['no upper case', 'str0ng!pass'],
    ['no lower case', 'STR0NG!PASS'],
    ['no digit', 'Strong!pass'],
    ['no special character', 'Str0ngpass'],
  ])('rejects a password with %s', (_, password) => {
    expect(errorsOf(resetPasswordFormSchema, { ...valid, password, passwordConfirm: password })).toEqual({
      password: [
        'Password must contain at least one upper case, one lower case, one number and one special character.',
      ],
    });
  });

  it('reports a mismatch on passwordConfirm', () => {
    expect(errorsOf(resetPasswordFormSchema, { ...valid, passwordConfirm: 'Str0ng!pasS' })).toEqual({
      passwordConfirm: ['Passwords do not match'],
    });
  });

  it('reports a short confirmation as a mismatch', () => {
    expect(errorsOf(resetPasswordFormSchema, { ...valid, passwordConfirm: 'short' })).toEqual({
      passwordConfirm: ['Passwords do not match'],
    });
  });

  it('requires a valid email', () => {
    expect(errorsOf(resetPasswordFormSchema, { ...valid, email: 'nope' })).toEqual({ email: [messages.emailInvalid] });
  });

  it('the request also carries the token from the address', () => {
    expect(resetPasswordRequestSchema.safeParse({ ...valid, resetPasswordToken: 'abc' }).success).toBe(true);
    expect(errorsOf(resetPasswordRequestSchema, { ...valid, resetPasswordToken: '' })).toEqual({
      resetPasswordToken: [messages.resetTokenRequired],
    });
  });
});

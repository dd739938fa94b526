import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { loginRequestSchema, type LoginRequest } from '../../contract/auth.ts';
import { checkLoginRequest, EMAIL_PATTERN, type CheckResult } from '../../contract/loginCheck.ts';

/** The schema's verdict in the form a form shows it: parsed values, or each field's first message. */
function schemaVerdict(values: LoginRequest): CheckResult<LoginRequest> {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { success: false, errors };
}

const emails = [
  'admin@example.com',
  '  admin@example.com ',
  '\u200badmin@example.com\ufeff',
  '',
  ' ',
  'not-an-email',
  'a@b',
  'a@b.c',
  'first.last+tag@sub.example.co.uk',
  '.dot@example.com',
  'two..dots@example.com',
  'o\'brien@example.com',
  'ad\u0000min@example.com',
  'admin@example.com\n',
  'ad\tmin@example.com',
  '\ud800@example.com',
  'émile@example.com',
  `${'a'.repeat(242)}@example.com`,
  `${'a'.repeat(243)}@example.com`,
  `  ${'a'.repeat(242)}@example.com  `,
  `${'a'.repeat(300)}\u0001@example.com`,
];
const passwords = ['', 'x', ' spaced ', 'Str0ng!pass', 'tab\there', 'nul\u0000', 'p'.repeat(256), 'p'.repeat(257), `${'p'.repeat(257)}\u0007`, '\u200b'];

describe('the login form checks without zod (docs/decisions.md#browser-side budget)', () => {
  it('checks email addresses with zod’s own pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('decides every pair of these values as loginRequestSchema does, message for message', () => {
    for (const email of emails) {
      for (const password of passwords) {
        expect(checkLoginRequest({ email, password }), JSON.stringify({ email, password })).toEqual(schemaVerdict({ email, password }));
      }
    }
  });

  it('agrees with the schema on random strings of the characters that matter', () => {
    const alphabet = ['a', 'Z', '0', '.', '@', '-', '_', '+', "'", ' ', '\u200b', '\t', '\u0000', '\u00e9', 'com', 'example'];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const text = () => Array.from({ length: Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    for (let run = 0; run < 2000; run += 1) {
      const values = { email: `${text()}@${text()}.${text()}`, password: text() };
      expect(checkLoginRequest(values), JSON.stringify(values)).toEqual(schemaVerdict(values));
    }
  });

  it('gives the values the server reads: the email trimmed, the password as typed', () => {
    expect(checkLoginRequest({ email: ' admin@example.com\u200b', password: ' secret ' })).toEqual({
      success: true,
      data: { email: 'admin@example.com', password: ' secret ' },
    });
    expect(checkLoginRequest({ email: 'nope', password: '' })).toEqual({ success: false, errors: { email: 'Please enter a valid email.' } });
  });
});

import { describe, expect, it } from 'vitest';
import { emailSchema, hasControlCharacters, passwordSchema, textSchema, trimInvisible } from '../../contract/text.ts';

describe('the shared text schema', () => {
  const name = textSchema({ label: 'Name', required: 'Name is required.', max: 5 }).min(2, { error: 'Too short.' });
  const messagesOf = (value: unknown) => {
    const result = name.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('refuses control characters and lone surrogates with the field’s message', () => {
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\u007fb', 'a\u0085b', 'a\ud800b', 'a\udc00b']) {
      expect(messagesOf(bad), JSON.stringify(bad)).toContain('Name must not contain control characters.');
    }
    expect(messagesOf('ab😀')).toEqual([]);
  });

  it('trims invisible characters at both ends before counting', () => {
    expect(trimInvisible('\u200b\ufeff ab \u200d\u2060')).toBe('ab');
    expect(messagesOf('\u200b\u200b\u200b')).toEqual(['Too short.']);
    expect(name.parse(' \u200bab\u200b ')).toBe('ab');
  });

  it('caps the length with its own message unless the product text words one', () => {
    expect(messagesOf('abcdef')).toEqual(['Name must not be longer than 5 characters.']);
    const worded = textSchema({ label: 'Name', required: 'x', max: 3, tooLong: 'the product text words it.' });
    expect(worded.safeParse('abcd').error?.issues.map((issue) => issue.message)).toEqual(['the product text words it.']);
    expect(messagesOf(42)).toEqual(['Name is required.']);
  });

  it('lets multi-line text keep tabs and line breaks, never NUL', () => {
    expect(hasControlCharacters('a\tb\r\nc', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\u0000b', { multiline: true })).toBe(true);
  });

  it('keeps passwords as typed and caps them; caps emails', () => {
    expect(passwordSchema('Required.').parse(' pass word ')).toBe(' pass word ');
    expect(passwordSchema('Required.').safeParse('p'.repeat(257)).success).toBe(false);
    const email = emailSchema({ required: 'Required.', invalid: 'Invalid.' });
    expect(email.parse(' a@example.com ')).toBe('a@example.com');
    expect(email.safeParse(`${'a'.repeat(250)}@example.com`).error?.issues.map((issue) => issue.message)).toEqual(['Invalid.']);
  });
});

import * as z from 'zod';

/**
 * The one way a text field of a request is read: no control characters (PostgreSQL
 * refuses NUL outright, and the others have no place in a name and can disguise what is shown),
 * no half of a surrogate pair standing alone (not UTF-8), invisible characters trimmed from both
 * ends, and a length cap on every field, so nothing unbounded is stored or hashed.
 */

import {
  controlCharactersMessage,
  EMAIL_MAX_LENGTH,
  hasControlCharacters,
  PASSWORD_MAX_LENGTH,
  tooLongMessage,
  TOKEN_MAX_LENGTH,
  trimInvisible,
} from './textRules.ts';

export {
  controlCharactersMessage,
  EMAIL_MAX_LENGTH,
  FREE_NAME_MAX_LENGTH,
  hasControlCharacters,
  PASSWORD_MAX_LENGTH,
  tooLongMessage,
  TOKEN_MAX_LENGTH,
  trimInvisible,
} from './textRules.ts';

export interface TextOptions {
  /** Names the field in the messages this schema adds ("Client name"). */
  label: string;
  /** The message of a missing or non-text value. */
  required: string;
  /** The cap, with the docs/product.md#validation-messages message when the product text has one (else "<label> must not be longer than …"). */
  max: number;
  tooLong?: string;
  /** Trim whitespace and invisible characters at both ends before the length checks (default true). */
  trim?: boolean;
  /** Allow tab and line breaks (multi-line text). */
  multiline?: boolean;
  /** Allow the bidirectional controls (text never shown: passwords). */
  allowBidiControls?: boolean;
}

/**
 * A text field: chain `.min(…)` for a minimum (it counts after trimming, so three zero-width
 * spaces are as short as nothing).
 */
export function textSchema(options: TextOptions) {
  const base = z
    .string({ error: options.required })
    .refine((value) => !hasControlCharacters(value, options), { error: controlCharactersMessage(options.label) });
  const trimmed = options.trim === false ? base : base.overwrite(trimInvisible);
  return trimmed.max(options.max, { error: options.tooLong ?? tooLongMessage(options.label, options.max) });
}

/** An email field: capped, clean, trimmed, then checked as an email. */
export function emailSchema(messages: { required: string; invalid: string; tooShort?: string; tooLong?: string; max?: number; min?: number }) {
  const max = messages.max ?? EMAIL_MAX_LENGTH;
  return textSchema({ label: 'Email', required: messages.required, max, tooLong: messages.tooLong ?? messages.invalid }).pipe(
    messages.min === undefined
      ? z.email({ error: messages.invalid })
      : z.email({ error: messages.invalid }).min(messages.min, { error: messages.tooShort ?? messages.invalid }),
  );
}

/** A password as typed: never trimmed (spaces may be part of it), capped. */
export function passwordSchema(required: string) {
  return textSchema({ label: 'Password', required, max: PASSWORD_MAX_LENGTH, trim: false, allowBidiControls: true });
}

/** An opaque token (reset, invitation): capped and clean. */
export function tokenSchema(required: string) {
  return textSchema({ label: 'Token', required, max: TOKEN_MAX_LENGTH, trim: false });
}

import * as z from 'zod';

/**
 * The one way a text field of a request is read (issue 9): no control characters (PostgreSQL
 * refuses NUL outright, and the others have no place in a name and can disguise what is shown),
 * no half of a surrogate pair standing alone (not UTF-8), invisible characters trimmed from both
 * ends, and a length cap on every field, so nothing unbounded is stored or hashed.
 */

/** C0 and C1 controls, DEL, and lone surrogates (the `u` flag makes a paired one a single code point). */
const CONTROL_CHARACTERS = /[\p{Cc}\uD800-\uDFFF]/u;
/** Tab and line breaks, which multi-line text may hold. */
const LINE_CHARACTERS = /[\t\n\r]/g;
/** Whitespace and invisible format characters (zero-width spaces, BOM, direction marks) at either end. */
const INVISIBLE_EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/** Longest email anywhere (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest password: enough for any password manager, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 256;
/** Longest opaque token in a request (ours are 43 characters). */
export const TOKEN_MAX_LENGTH = 200;
/** Names that SPEC §5 leaves unbounded (themes, assets, API keys, controllers). */
export const FREE_NAME_MAX_LENGTH = 100;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return CONTROL_CHARACTERS.test(options.multiline ? value.replace(LINE_CHARACTERS, '') : value);
}

/** Trims what `String.prototype.trim` leaves: zero-width spaces and other invisible characters. */
export function trimInvisible(value: string): string {
  return value.replace(INVISIBLE_EDGES, '');
}

/** The field's own message for a control character: "Client name must not contain control characters." */
export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters.`;
}

export function tooLongMessage(label: string, max: number): string {
  return `${label} must not be longer than ${max} characters.`;
}

export interface TextOptions {
  /** Names the field in the messages this schema adds ("Client name"). */
  label: string;
  /** The message of a missing or non-text value. */
  required: string;
  /** The cap, with the SPEC §5 message when SPEC has one (else "<label> must not be longer than …"). */
  max: number;
  tooLong?: string;
  /** Trim whitespace and invisible characters at both ends before the length checks (default true). */
  trim?: boolean;
  /** Allow tab and line breaks (multi-line text). */
  multiline?: boolean;
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
  return textSchema({ label: 'Password', required, max: PASSWORD_MAX_LENGTH, trim: false });
}

/** An opaque token (reset, invitation): capped and clean. */
export function tokenSchema(required: string) {
  return textSchema({ label: 'Token', required, max: TOKEN_MAX_LENGTH, trim: false });
}

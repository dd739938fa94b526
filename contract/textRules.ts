/**
 * The rules of a text field of a request that need no zod: text.ts builds its schemas on
 * them, and the sign-in page, which must not download zod (contract/loginCheck.ts), uses them as is.
 */

/** C0 and C1 controls, DEL, and lone surrogates (the `u` flag makes a paired one a single code point). */
const CONTROL_CHARACTERS = /[\p{Cc}\uD800-\uDFFF]/u;
/**
 * The bidirectional controls (U+202A–U+202E overrides and embeddings, U+2066–U+2069 isolates,
 * U+200E/U+200F/U+061C marks): they make "Evil‮gpj.exe" show as "Evilexe.jpg". Text that
 * is shown (names, GMVs, labels) never needs them, since the browser lays out right-to-left text by
 * itself; only a password, which is never shown, may hold them.
 */
const BIDI_CONTROLS = /\p{Bidi_Control}/u;
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
/** Names that docs/product.md#validation-messages leaves unbounded (themes, assets, API keys, controllers). */
export const FREE_NAME_MAX_LENGTH = 100;

export interface ControlCharacterOptions {
  /** Allow tab and line breaks (multi-line text). */
  multiline?: boolean;
  /** Allow the bidirectional controls: only for text that is never shown (passwords). */
  allowBidiControls?: boolean;
}

/** The one rule of which characters a text field refuses (the same on the server and in the browser). */
export function hasControlCharacters(value: string, options: ControlCharacterOptions = {}): boolean {
  if (!options.allowBidiControls && BIDI_CONTROLS.test(value)) return true;
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

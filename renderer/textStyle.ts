import type { CSSProperties } from 'react';
import { fontWeightOf } from './typefaces.ts';

/**
 * How a TEXT placement's config keys draw. The product’s keys keep their meaning (value,
 * typeface, width, height); every styling key is optional, and a text without them draws as it
 * always has: 48 px, white, normal weight, line height 1.2, no background.
 *
 * Keys: fontSize, color, fontWeight (100–900 or 'bold'), fontStyle ('italic'), textAlign (left,
 * center, right, justify), lineHeight (a number, or a CSS length), letterSpacing (a CSS length),
 * background (a colour), padding (a CSS length), fit ('box': the text shrinks or grows to fill its
 * placement's box; see useFitText).
 */
export const TEXT_STYLE_KEYS = [
  'fontSize',
  'color',
  'fontWeight',
  'fontStyle',
  'textAlign',
  'lineHeight',
  'letterSpacing',
  'background',
  'padding',
  'fit',
] as const;

/** A TEXT placement without its own font size is drawn at this size (layout pixels). */
export const DEFAULT_TEXT_SIZE = '48px';
export const DEFAULT_LINE_HEIGHT = 1.2;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;

/** 'auto' and blanks mean "not set". */
export function lengthOf(value: string | undefined): string | undefined {
  return value && value.trim() !== '' && value !== 'auto' ? value : undefined;
}

/** A unitless number (1.4) stays a multiplier; a length ('60px') is kept; anything else is the default. */
function lineHeightOf(value: string | undefined): number | string {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_LINE_HEIGHT;
  const number = Number(text);
  if (Number.isFinite(number) && number > 0) return number;
  return /^\d+(\.\d+)?(px|em|rem|%)$/.test(text) ? text : DEFAULT_LINE_HEIGHT;
}

/** A colour as typed ('#ffd700', 'gold', 'rgb(…)'): kept when it has no characters CSS would break on. */
export function colourOf(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  return text !== '' && /^[#a-zA-Z0-9(),.%\s-]+$/.test(text) ? text : undefined;
}

/** Whether a text is drawn to fill its box (fit: 'box'); its size is then found by measuring. */
export function fitsToBox(config: Readonly<Record<string, string>>): boolean {
  return config.fit === 'box';
}

/** The CSS a TEXT placement's config gives (its box: it fills its placement). */
export function textStyleOf(config: Readonly<Record<string, string>>): CSSProperties {
  const align = (TEXT_ALIGNMENTS as readonly string[]).includes(config.textAlign ?? '') ? (config.textAlign as CSSProperties['textAlign']) : undefined;
  const weight = config.fontWeight === undefined || config.fontWeight === '' ? undefined : fontWeightOf(config.fontWeight);
  const background = colourOf(config.background);
  return {
    fontFamily: config.typeface ? `'${config.typeface}', sans-serif` : undefined,
    fontSize: lengthOf(config.fontSize) ?? DEFAULT_TEXT_SIZE,
    fontWeight: weight,
    fontStyle: config.fontStyle === 'italic' ? 'italic' : undefined,
    color: colourOf(config.color),
    textAlign: align,
    lineHeight: lineHeightOf(config.lineHeight),
    letterSpacing: lengthOf(config.letterSpacing),
    background,
    padding: lengthOf(config.padding),
    boxSizing: 'border-box',
    whiteSpace: 'pre-wrap',
    width: '100%',
    height: '100%',
  };
}

/**
 * The largest whole font size (layout pixels) from 1 to `max` at which `fits` holds: a binary search,
 * as the text grows monotonically with its size. 1 when nothing fits.
 */
export function fitFontSize(max: number, fits: (size: number) => boolean): number {
  let low = 1;
  let high = Math.max(1, Math.floor(max));
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Live values as a player receives and draws them (docs/live-data.md). Without zod: the player
 * imports this and must stay small. The server's schemas are in contract/dataSources.ts.
 */

export type DataFieldKind = 'number' | 'currency' | 'text' | 'list';

export interface LiveValue {
  key: string;
  value: unknown;
  /** When the server stored it (ISO 8601). */
  updatedUtc: string;
}

export interface LiveSource {
  id: string;
  staleAfterSeconds: number;
  values: LiveValue[];
}

/** GET /api/graphicscontroller/self/data-values: the sources asked for that the device may read. */
export interface LiveValues {
  /** The server's time when it answered (the player corrects its clock with it). */
  serverUtc: string;
  /** Changes whenever a value does: sent back as If-None-Match, the long poll waits for a change. */
  version: string;
  sources: LiveSource[];
}

/** At most this many sources in one request (a layout rarely shows more than a handful). */
export const MAX_LIVE_SOURCES = 50;

/** Whether a value written at `updatedUtc` is past its limit at `nowMs`: the one rule, on the server and the player. */
export function isStale(updatedUtc: string | null, staleAfterSeconds: number, nowMs: number): boolean {
  if (updatedUtc === null) return true;
  return nowMs - Date.parse(updatedUtc) > staleAfterSeconds * 1000;
}

/** What a data widget draws (the liveValue machine decides): the value while within its limit, else the fallback text. */
export type LiveValueView = { kind: 'value'; value: unknown; updatedUtc: string; offline: boolean } | { kind: 'fallback'; reason: 'waiting' | 'stale' };

export type DataValueFormat = 'number' | 'currency' | 'text';

/**
 * A value as text: numbers grouped in the venue's locale, currency with its symbol in the
 * venue's currency (whole units when the amount is whole), anything else as it is.
 */
export function formatDataValue(value: unknown, format: DataValueFormat, locale: string, currency: string): string {
  if (typeof value === 'number' && format === 'currency') {
    const whole = Number.isInteger(value);
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(value);
  }
  if (typeof value === 'number' && format === 'number') return new Intl.NumberFormat(locale).format(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return '';
}

/** "Major jackpot {value}" with the value in place; no template: the value alone. */
export function fillTemplate(template: string | undefined, text: string): string {
  if (!template) return text;
  return template.includes('{value}') ? template.split('{value}').join(text) : `${template} ${text}`;
}

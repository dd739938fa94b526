/** The units the relative time uses; Intl's names. */
export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** The words English gives a unit's nearest values (`numeric: 'auto'`): "yesterday", not "1 day ago". */
const NAMED: Record<RelativeUnit, Record<number, string>> = {
  second: { 0: 'now' },
  minute: { 0: 'this minute' },
  hour: { 0: 'this hour' },
  day: { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' },
  month: { [-1]: 'last month', 0: 'this month', 1: 'next month' },
  year: { [-1]: 'last year', 0: 'this year', 1: 'next year' },
};

/** 1234 → "1,234", as English writes a count (a NumberFormat would cost what this file saves). */
const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * What `new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(value, unit)` says, for a
 * whole `value`, without building that formatter: the first one a page builds loads ICU's data for
 * it, about 17 ms of a phone's main thread (70 ms at Lighthouse's 4× slowdown) in the first render
 * of every page with a relative time. The test holds it to Intl's words for every value.
 */
export function englishRelativeTime(value: number, unit: RelativeUnit): string {
  const named = NAMED[unit][value];
  if (named !== undefined) return named;
  const count = Math.abs(value);
  const words = `${grouped(count)} ${unit}${count === 1 ? '' : 's'}`;
  return value < 0 ? `${words} ago` : `in ${words}`;
}

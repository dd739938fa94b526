import type { ReportRangeFields } from './ReportFiltersCard.tsx';

/** The address parameters every report reads: its dates, and a client and a venue. */
export const REPORT_RANGE_KEYS = ['from', 'to', 'clientId', 'venueId'] as const;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date `daysBefore` days before the instant, on this browser's calendar (YYYY-MM-DD): report
 * dates are venues' local dates, and the person's own today is the nearest one to default to.
 */
export function localDay(ms: number, daysBefore = 0): string {
  const date = new Date(ms);
  date.setDate(date.getDate() - daysBefore);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** A report's range from its address; a date missing or not a date is the report's default, so many days before `now`. */
export function reportRangeOf(
  address: Partial<Record<(typeof REPORT_RANGE_KEYS)[number], string>>,
  now: number,
  defaults: { fromDaysBefore: number; toDaysBefore: number },
): ReportRangeFields {
  return {
    from: CALENDAR_DATE.test(address.from ?? '') ? address.from! : localDay(now, defaults.fromDaysBefore),
    to: CALENDAR_DATE.test(address.to ?? '') ? address.to! : localDay(now, defaults.toDaysBefore),
    clientId: address.clientId,
    venueId: address.venueId,
  };
}

/** The range as the API's query: the dates, and the client and venue only when chosen. */
export function reportRangeQuery({ from, to, clientId, venueId }: ReportRangeFields): { from: string; to: string; clientId?: string; venueId?: string } {
  return { from, to, ...(clientId ? { clientId } : {}), ...(venueId ? { venueId } : {}) };
}

/** What is wrong with the dates, in the report's words (the server's, from contract/), or null. */
export function reportRangeError(
  { from, to }: ReportRangeFields,
  daysOf: (from: string, to: string) => number,
  maxDays: number,
  texts: { invalidRange: string; rangeTooLong: string },
): string | null {
  if (!CALENDAR_DATE.test(from) || !CALENDAR_DATE.test(to)) return texts.invalidRange;
  const days = daysOf(from, to);
  if (!(days >= 1)) return texts.invalidRange;
  if (days > maxDays) return texts.rangeTooLong;
  return null;
}

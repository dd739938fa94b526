import type { ComplianceReportItem, ComplianceStatus } from '../../../../contract/complianceReport.ts';
import type { BadgeVariant } from '../../../../ui-kit/index.ts';
import type { ComplianceRowFilter } from './complianceRows.ts';

/** The /compliance page's words. */
export const complianceReportTexts = {
  title: 'Compliance',
  description: 'For each screen and day, from what the players played: the responsible-gambling share and anything shown where it may not be.',
  filtersTitle: 'Report',
  from: 'From',
  to: 'To',
  venue: 'Venue',
  any: 'Any',
  download: 'Download CSV',
  print: 'Printable view',
  printNow: 'Print',
  backToReport: 'Back to the report',
  chartTitle: (venue: string) => `${venue}: responsible-gambling seconds per day`,
  chartsTitle: 'Responsible-gambling seconds per day',
  chartVenue: 'Chart of',
  chartVenueOption: (venue: string, shortDays: number) =>
    shortDays === 0 ? venue : `${venue} – short on ${shortDays === 1 ? 'one day' : `${shortDays.toLocaleString('en')} days`}`,
  chartLabel: (venue: string, from: string, to: string) => `${venue}: responsible-gambling seconds required and played per day from ${from} to ${to}`,
  required: 'Required',
  played: 'Played',
  tableTitle: 'Per screen and day',
  tableLabel: 'Compliance per screen and day',
  localTimeNote:
    "Days are each venue's local days. Required seconds follow today's zone and rules; a day with no play reported has no data, " +
    'whatever the hours.',
  emptyTitle: 'No screens in this report',
  emptyDescription: 'Screens appear once a controller is linked to a venue. Try another client or venue.',
  errorTitle: 'The report could not be loaded',
  errorDescription: 'Check your connection and try again.',
  retry: 'Try again',
  invalidRange: 'To must be on or after From',
  rangeTooLong: 'Choose at most 93 days',
  downloadFailed: 'The CSV could not be downloaded',
  uncharted: (count: number) =>
    count === 1
      ? 'One venue required and played no responsible-gambling seconds in this period, so it has no chart.'
      : `${count.toLocaleString('en')} venues required and played no responsible-gambling seconds in this period, so they have no chart.`,
  rowsFilter: 'Show',
  rowsOption: (label: string, count: number) => `${label} (${count.toLocaleString('en')})`,
  noMatchingRowsTitle: 'No rows to show',
  noMatchingRowsDescription: 'None of this report’s rows are of this kind. Choose Every row to see them all.',
  forbidden: (count: number) => `${count.toLocaleString('en')} forbidden`,
  none: 'None',
  playedOfRequired: (played: string, required: string) => `${played} of ${required}`,
  printHeading: 'Compliance report',
  printVenues: (names: string[]) => (names.length === 1 ? names[0]! : `${names.length} venues`),
  printPeriod: (from: string, to: string) => `From ${from} to ${to}`,
  printGenerated: (at: string) => `Generated ${at}`,
  summary: (ok: number, short: number, noData: number, forbidden: number) =>
    `${ok} ok, ${short} short, ${noData} with no data; ${forbidden} forbidden plays.`,
  columns: {
    date: 'Day',
    screen: 'Screen',
    zone: 'Zone',
    open: 'Open',
    required: 'Required',
    played: 'Played',
    responsible: 'Responsible gambling played',
    forbidden: 'Forbidden plays',
    status: 'Status',
  },
  /** The long headers' short forms, beside each value when a phone stacks a row (ListTable's `abbr`). */
  abbreviations: {
    responsible: 'Responsible',
    forbidden: 'Forbidden',
  },
} as const;

/** The table's filters in words (complianceRows.ts). */
export const rowFilterLabels: Record<ComplianceRowFilter, string> = {
  all: 'Every row',
  short: 'Short',
  'no-data': 'No data',
  forbidden: 'With forbidden plays',
  ok: 'OK',
};

/** A status in words (never colour alone) and its badge. */
export const statusLabels: Record<ComplianceStatus, string> = { ok: 'OK', short: 'Short', 'no-data': 'No data' };
export const statusVariants: Record<ComplianceStatus, BadgeVariant> = { ok: 'success', short: 'destructive', 'no-data': 'secondary' };

/** "26 Nov 2026" of a local date, as it is (formatted in UTC: the calendar date, whatever the browser's zone). */
export const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Seconds as "12 min 00 s" / "45 s". */
export function secondsLabel(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes.toLocaleString('en')} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

/** Open minutes as "12 h 30 min", "Closed" for none. */
export const openLabel = (minutes: number) => (minutes === 0 ? 'Closed' : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`);

export interface VenueSeries {
  venueId: string;
  venueName: string;
  /** Per local date, every screen of the venue added. */
  days: Array<{ date: string; required: number; played: number }>;
}

/** Per venue (in the report's order), the seconds required and played per day, its screens added: what each chart draws. */
export function seriesPerVenue(items: readonly ComplianceReportItem[]): VenueSeries[] {
  const venues = new Map<string, { venueName: string; days: Map<string, { required: number; played: number }> }>();
  for (const item of items) {
    let venue = venues.get(item.venueId);
    if (!venue) {
      venue = { venueName: item.venueName, days: new Map() };
      venues.set(item.venueId, venue);
    }
    const day = venue.days.get(item.date) ?? { required: 0, played: 0 };
    day.required += item.mandatorySecondsRequired;
    day.played += item.mandatorySecondsPlayed;
    venue.days.set(item.date, day);
  }
  return [...venues.entries()].map(([venueId, venue]) => ({
    venueId,
    venueName: venue.venueName,
    days: [...venue.days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, day]) => ({ date, ...day })),
  }));
}

/** Per venue id, how many of its days had a screen short of its responsible-gambling seconds. */
export function shortDaysPerVenue(items: readonly ComplianceReportItem[]): Map<string, number> {
  const days = new Map<string, Set<string>>();
  for (const item of items) {
    if (item.status !== 'short') continue;
    const venueDays = days.get(item.venueId) ?? new Set<string>();
    venueDays.add(item.date);
    days.set(item.venueId, venueDays);
  }
  return new Map([...days].map(([venueId, dates]) => [venueId, dates.size]));
}

/** Whether a venue's chart would draw anything: some seconds required or played on some day. */
export const hasSeconds = (venue: VenueSeries) => venue.days.some((day) => day.required > 0 || day.played > 0);

/** How many rows of each status, and the forbidden plays: the summary of the page and of its print view. */
export function statusCounts(items: readonly ComplianceReportItem[]) {
  const counts = { ok: 0, short: 0, 'no-data': 0, forbidden: 0 };
  for (const item of items) {
    counts[item.status] += 1;
    counts.forbidden += item.forbiddenPlays;
  }
  return counts;
}

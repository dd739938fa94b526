import type { PlayReportRow, ReportGrouping, ReportInterval } from '../../../contract/fleet/plays.ts';

/** The reports page's words (issue 22; SPEC has none for this page). */
export const reportTexts = {
  title: 'Reports',
  description: 'Proof of play: how often each layout was on screen, and for how long.',
  filtersTitle: 'Report',
  from: 'From',
  to: 'To',
  groupBy: 'Group by',
  interval: 'Per',
  venue: 'Venue',
  any: 'Any',
  download: 'Download CSV',
  chartTitle: 'Plays over time',
  tableTitle: 'Plays',
  tableLabel: 'Plays per group and period',
  utcNote: 'Days and hours are in UTC. Players that were offline add their plays when they reconnect.',
  emptyTitle: 'No plays in this period',
  emptyDescription: 'Plays appear once players upload them. Try a longer period or fewer filters.',
  errorTitle: 'The report could not be loaded',
  errorDescription: 'Check your connection and try again.',
  retry: 'Try again',
  truncated: (rows: number) => `Showing the first ${rows.toLocaleString('en')} rows. Narrow the period or download the CSV for all of them.`,
  invalidRange: 'To must be on or after From',
  rangeTooLong: 'Choose at most 400 days, or 31 days per hour',
  deletedLayout: 'Deleted layout',
  downloadFailed: 'The CSV could not be downloaded',
  columns: { period: 'Period', name: 'Name', plays: 'Plays', time: 'Time on screen' },
} as const;

export const groupingLabels: Record<ReportGrouping, string> = { client: 'Client', venue: 'Venue', display: 'Display', layout: 'Layout' };
export const intervalLabels: Record<ReportInterval, string> = { day: 'Day', hour: 'Hour' };

/** A bucket's start as the table and chart show it: "26 Nov 2026", or "26 Nov 14:00" per hour (UTC). */
export function periodLabel(bucketStartUtc: string, interval: ReportInterval): string {
  const date = new Date(bucketStartUtc);
  return interval === 'day'
    ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    : date.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
}

/** Seconds on screen as "2 h 05 min", "4 min 10 s" or "12 s". */
export function durationLabel(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours.toLocaleString('en')} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return `${minutes} min ${String(rest).padStart(2, '0')} s`;
  return `${rest} s`;
}

export const rowName = (row: PlayReportRow) => row.name ?? reportTexts.deletedLayout;

/** Plays per bucket, all groups added (what the chart draws), in time order. */
export function playsPerBucket(rows: PlayReportRow[]): Array<{ bucketStartUtc: string; plays: number }> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.bucketStartUtc, (totals.get(row.bucketStartUtc) ?? 0) + row.plays);
  return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([bucketStartUtc, plays]) => ({ bucketStartUtc, plays }));
}

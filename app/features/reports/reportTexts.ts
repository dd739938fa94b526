import type { PlayReportRow, ReportGrouping, ReportInterval } from '../../../contract/fleet/plays.ts';
import { RAW_PLAY_RETENTION_DAYS } from '../../../contract/fleet/playRetention.ts';

/** The reports page's words (the product text has none for this page). */
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
  // A player's offline queue keeps about the server's days of raw plays (player/fleet/playQueueCap.ts); the
  // display page counts what it dropped beyond them (fleet/fleetTexts.ts playsDroppedNote).
  localTimeNote:
    "Days and hours are each venue's local time. Players that were offline add their plays when they reconnect; a player " +
    `offline for more than about ${RAW_PLAY_RETENTION_DAYS} days drops its oldest plays, and its screen's page says how many.`,
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
  columns: { period: 'Period', name: 'Name', plays: 'Plays', time: 'Time on screen', staleFallback: 'Stale data' },
  // docs/live-data.md#proof-of-play: the count proves no stale figure was shown, the fallback was.
  staleFallbackNote:
    'Stale data counts the plays during which a live value (a jackpot, a price) was older than its limit, so the screen showed its fallback text instead of the figure.',
} as const;

export const groupingLabels: Record<ReportGrouping, string> = { client: 'Client', venue: 'Venue', display: 'Display', layout: 'Layout' };
export const intervalLabels: Record<ReportInterval, string> = { day: 'Day', hour: 'Hour' };

/**
 * A row's period as one key that sorts in time order: its venue-local date, and per hour the local
 * hour ("2026-11-26", "2026-11-26 14:00"). Rows of venues in several zones share a key when their
 * own clocks read the same day or hour (the report adds them so).
 */
export function periodOf(row: Pick<PlayReportRow, 'localDate' | 'localHour'>): string {
  return row.localHour === null ? row.localDate : `${row.localDate} ${row.localHour}`;
}

/**
 * A period as the table and chart show it: "26 Nov 2026", or "26 Nov, 14:00" per hour. The
 * server's local date and hour are shown as they are, never converted to the browser's zone.
 */
export function periodLabel(period: string): string {
  const [date = '', hour] = period.split(' ');
  // Formatted in UTC: the calendar date itself, whatever the browser's zone.
  const day = new Date(`${date}T00:00:00Z`);
  return hour === undefined
    ? day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    : `${day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })}, ${hour}`;
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

/** Plays per period, all groups added (what the chart draws), in time order. */
export function playsPerPeriod(rows: PlayReportRow[]): Array<{ period: string; plays: number }> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(periodOf(row), (totals.get(periodOf(row)) ?? 0) + row.plays);
  return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([period, plays]) => ({ period, plays }));
}

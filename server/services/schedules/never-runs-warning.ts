import type { OpenHours } from '../../../contract/openHours.ts';
import { scheduleMessages } from '../../../contract/schedules.ts';
import { resolveTimeline } from '../../../contract/schedule/resolveTimeline.ts';
import { toResolverEntry, type EntryRow } from './entry-rows.ts';

/** A venue's clock and hours, as an entry's warning reads them. */
export interface VenueHours {
  timeZone: string;
  openHours: OpenHours;
}

/** Whether the entry, resolved alone over the two weeks from its first date (or now), wins a minute at the venue. */
function runsAt(row: EntryRow, venue: VenueHours, now: Date): boolean {
  const startMs = Math.max(now.getTime(), row.first_date ? Date.parse(`${row.first_date}T00:00:00Z`) - 86_400_000 : 0);
  const segments = resolveTimeline({
    displayId: row.id,
    displayAssetId: null,
    timeZone: venue.timeZone,
    openHours: venue.openHours,
    entries: [toResolverEntry(row)],
    takeovers: [],
    fromMs: startMs,
    toMs: startMs + 15 * 86_400_000,
  });
  return segments.some((segment) => segment.source === 'schedule');
}

/**
 * Why an entry can never run, or null. An entry on a venue (or one display's venue) is read at that
 * venue; a client's entry at each of the client's venues (their distinct zones and hours), and warns
 * only when it runs at none of them. A client without venues reaches nothing yet: no warning.
 */
export function neverRunsWarning(row: EntryRow, venues: readonly VenueHours[], now: Date): string | null {
  if (venues.length === 0 || venues.some((venue) => runsAt(row, venue, now))) return null;
  const clientWide = row.client_id !== null;
  if (row.day_part === 'open') return clientWide ? scheduleMessages.neverRunsClientNoHours : scheduleMessages.neverRuns;
  if (row.day_part === 'closed') return clientWide ? scheduleMessages.neverRunsClientAlwaysOpen : scheduleMessages.neverRunsClosed;
  return scheduleMessages.neverRunsDates;
}

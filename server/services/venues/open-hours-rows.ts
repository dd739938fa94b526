import { sql } from 'drizzle-orm';
import { EMPTY_OPEN_HOURS, weekdays, type OpenHours } from '../../../contract/openHours.ts';

// When a venue is open is a pure rule shared with the schedule resolver: contract/schedule/openHours.ts.
// This file is the one way a raw statement reads a venue's open hours: the column below, then openHoursFromRow.

/** venue_open_hours as `to_jsonb` gives it: snake_case columns, or null when never saved. */
export type OpenHoursRow = Record<string, string | null> | null;

/** A venue's open hours as one JSON column, for the venue aliased `v` in the statement (an OpenHoursRow). */
export const venueOpenHoursJson = sql`(select to_jsonb(h) from venue_open_hours h where h.venue_id = v.id)`;

/** An OpenHoursRow in the contract's shape; a venue never given any is closed every day. */
export function openHoursFromRow(row: OpenHoursRow): OpenHours {
  if (row === null) return EMPTY_OPEN_HOURS;
  const hours: OpenHours = { ...EMPTY_OPEN_HOURS };
  for (const day of weekdays) {
    hours[`${day}Open`] = row[`${day}_open`] ?? null;
    hours[`${day}Close`] = row[`${day}_close`] ?? null;
  }
  return hours;
}

import { EMPTY_OPEN_HOURS, weekdays, type OpenHours } from '../../../contract/openHours.ts';

// When a venue is open is a pure rule shared with the schedule resolver: contract/schedule/openHours.ts.

/** venue_open_hours as `to_jsonb` gives it (snake_case columns, or null when never saved) in the contract's shape. */
export function openHoursFromRow(row: Record<string, string | null> | null): OpenHours {
  if (row === null) return EMPTY_OPEN_HOURS;
  const hours: OpenHours = { ...EMPTY_OPEN_HOURS };
  for (const day of weekdays) {
    hours[`${day}Open`] = row[`${day}_open`] ?? null;
    hours[`${day}Close`] = row[`${day}_close`] ?? null;
  }
  return hours;
}

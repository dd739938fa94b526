import { sql } from 'drizzle-orm';
import { usableTimeZone } from '../../../contract/schedule/openHours.ts';
import type { Db } from '../../db/database.ts';
import { openHoursFromRow, venueOpenHoursJson, type OpenHoursRow } from '../venues/open-hours-rows.ts';
import { queryRows } from '../sql-rows.ts';
import type { EntryRow } from './entry-rows.ts';
import type { VenueHours } from './never-runs-warning.ts';

/**
 * The zones and open hours an entry meets: its venue's (directly or through its display), or for a
 * client's entry each distinct pair among the client's venues (many venues share a few).
 */
export async function entryVenues(db: Db, row: EntryRow): Promise<VenueHours[]> {
  const rows = await queryRows<{ time_zone: string; open_hours: OpenHoursRow }>(
    db,
    row.client_id !== null
      ? sql`select distinct r.time_zone, (select to_jsonb(h) - 'venue_id' - 'updated_utc' from venue_open_hours h where h.venue_id = v.id) as open_hours
            from venues v join regions r on r.id = v.region_id
            where v.client_id = ${row.client_id}::uuid`
      : sql`select r.time_zone, ${venueOpenHoursJson} as open_hours
            from venues v join regions r on r.id = v.region_id
            where v.id = coalesce(${row.venue_id}::uuid,
              (select g.venue_id from displays d join graphics_controllers g on g.id = d.graphics_controller_id where d.id = ${row.display_id}::uuid))`,
  );
  return rows.map((venue) => ({ timeZone: usableTimeZone(venue.time_zone), openHours: openHoursFromRow(venue.open_hours) }));
}

import { sql } from 'drizzle-orm';
import { closingAfter } from '../../../contract/schedule/closing.ts';
import { usableTimeZone } from '../../../contract/schedule/openHours.ts';
import type { Db } from '../../db/database.ts';
import { openHoursFromRow, type OpenHoursRow } from '../venues/open-hours-rows.ts';
import { queryRows } from '../sql-rows.ts';

export interface TakeoverReach {
  all: boolean;
  clientIds: readonly string[];
  venueIds: readonly string[];
}

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * When a takeover "until closing" from `startMs` stops everywhere: the latest closing among the
 * venues it reaches (each ends at its own, which the resolver reads again per venue), a venue that
 * never closes counting as `boundMs`; at most `boundMs`. Null when no venue it reaches is open at
 * `startMs` (none has open hours then): it would take over nothing.
 */
export async function untilClosingEnd(db: Db, reach: TakeoverReach, startMs: number, boundMs: number): Promise<number | null> {
  // Many venues share a few zones and hours: each distinct pair is read once.
  const rows = await queryRows<{ time_zone: string; open_hours: OpenHoursRow }>(
    db,
    sql`select distinct r.time_zone, (select to_jsonb(h) - 'venue_id' - 'updated_utc' from venue_open_hours h where h.venue_id = v.id) as open_hours
        from venues v join regions r on r.id = v.region_id
        where ${reach.all} or v.id = any(${uuidArray(reach.venueIds)}::uuid[]) or v.client_id = any(${uuidArray(reach.clientIds)}::uuid[])`,
  );
  let end: number | null = null;
  for (const row of rows) {
    const closing = closingAfter(openHoursFromRow(row.open_hours), usableTimeZone(row.time_zone), startMs);
    if (closing.kind === 'closedNow') continue;
    end = Math.max(end ?? startMs, closing.kind === 'closes' ? Math.min(closing.atMs, boundMs) : boundMs);
  }
  return end;
}

import { sql } from 'drizzle-orm';
import type { OpenHours } from '../../../contract/openHours.ts';
import { usableTimeZone } from '../../../contract/schedule/openHours.ts';
import type { Jurisdiction, Zone } from '../../../contract/compliance.ts';
import type { Db } from '../../db/database.ts';
import { openHoursFromRow, venueOpenHoursJson, type OpenHoursRow } from '../venues/open-hours-rows.ts';
import { scopeKey, scopeSql, type Scope } from '../../access/scope.ts';
import { isUuid, queryPrepared } from '../sql-rows.ts';

/** A display with what resolving its day needs: its venue and client, zone, open hours and own layout. */
export interface DisplayContext {
  displayId: string;
  venueId: string;
  clientId: string;
  displayAssetId: string | null;
  timeZone: string;
  openHours: OpenHours;
  /** Where the screen hangs and its venue's jurisdiction: what its compliance guard reads (docs/compliance.md). */
  zone: Zone;
  jurisdiction: Jurisdiction | null;
}

/** The context's columns as contextColumns selects them. */
export interface ContextRow {
  display_id: string;
  venue_id: string;
  client_id: string;
  asset_id: string | null;
  time_zone: string;
  open_hours: OpenHoursRow;
  zone: Zone;
  jurisdiction: Jurisdiction | null;
}

/** A display's context as columns, from `displays d`, `venues v` and `regions r` joined as findDisplayContext joins them. */
export const contextColumns = sql`d.id as display_id, v.id as venue_id, v.client_id, d.asset_id, r.time_zone, d.zone, r.jurisdiction, ${venueOpenHoursJson} as open_hours`;

/** The display's context if the scope may see it (a linked controller on a venue of a visible client), else null. */
export async function findDisplayContext(db: Db, scope: Scope, displayId: string): Promise<DisplayContext | null> {
  if (!isUuid(displayId)) return null;
  const [row] = await queryPrepared<ContextRow>(
    db,
    `display_context_${scopeKey(scope)}_zoned`,
    sql`select ${contextColumns}
        from displays d
        join graphics_controllers g on g.id = d.graphics_controller_id
        join venues v on v.id = g.venue_id
        join regions r on r.id = v.region_id
        where d.id = ${displayId}::uuid and ${scopeSql(scope, sql`v.client_id`, sql`v.id`)}`,
  );
  return row ? contextOf(row) : null;
}

/** The context of a row of contextColumns (and the joins of findDisplayContext). */
export function contextOf(row: ContextRow): DisplayContext {
  return {
    displayId: row.display_id,
    venueId: row.venue_id,
    clientId: row.client_id,
    displayAssetId: row.asset_id,
    timeZone: usableTimeZone(row.time_zone),
    openHours: openHoursFromRow(row.open_hours),
    zone: row.zone,
    jurisdiction: row.jurisdiction,
  };
}

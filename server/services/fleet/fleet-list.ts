import { sql, type SQL } from 'drizzle-orm';
import type { FleetDisplay, FleetListQuery } from '../../../contract/fleet.ts';
import { mismatchGraceMs, outOfDateReason } from '../../../contract/fleet/outOfDate.ts';
import type { Db } from '../../db/database.ts';
import { scopeSql } from '../schedules.ts';
import type { Scope } from '../scope.ts';
import { queryRows } from '../sql-rows.ts';
import { statusAt, type SightingCutoffs } from '../sightings.ts';

export interface FleetRow {
  id: string;
  label: string;
  graphics_controller_id: string;
  last_seen_utc: Date | string | null;
  venue_id: string;
  venue_name: string;
  client_id: string;
  client_name: string;
  reported_utc: Date | string | null;
  shown_asset_id: string | null;
  shown_playlist_id: string | null;
  shown_name: string | null;
  shown_version: string | null;
  shown_since_utc: Date | string | null;
  player_version: string | null;
  cache_bytes: string | number | null;
  last_media_error: string | null;
  last_media_error_utc: Date | string | null;
  mismatch_since_utc: Date | string | null;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));
const iso = (value: Date | string | null) => date(value)?.toISOString() ?? null;

export interface FleetClock {
  now: Date;
  heartbeatSeconds: number;
  cutoffs: SightingCutoffs;
}

export function toFleetDisplay(row: FleetRow, clock: FleetClock): FleetDisplay {
  return {
    id: row.id,
    label: row.label,
    clientId: row.client_id,
    clientName: row.client_name,
    venueId: row.venue_id,
    venueName: row.venue_name,
    graphicsControllerId: row.graphics_controller_id,
    status: statusAt(date(row.last_seen_utc), clock.cutoffs),
    lastSeenUtc: iso(row.last_seen_utc),
    shown:
      row.shown_since_utc === null
        ? null
        : {
            assetId: row.shown_asset_id,
            playlistId: row.shown_playlist_id,
            name: row.shown_name,
            version: row.shown_version,
            sinceUtc: iso(row.shown_since_utc)!,
          },
    reportedUtc: iso(row.reported_utc),
    playerVersion: row.player_version,
    outOfDate: outOfDateReason(
      { reportedUtc: date(row.reported_utc), mismatchSinceUtc: date(row.mismatch_since_utc), lastMediaErrorUtc: date(row.last_media_error_utc) },
      clock.now,
      clock.heartbeatSeconds,
    ),
    // Filled for a page of rows by fleet/screenshots.ts withLatestScreenshots (one query by ids).
    latestScreenshot: null,
  };
}

/**
 * contract/fleet/outOfDate.ts's rule in SQL, true when the display is out of date (for the filter
 * and its count; the reason shown is computed by the function itself, and a test holds the two together).
 */
function outOfDateSql(clock: FleetClock): SQL {
  const staleBefore = clock.cutoffs.staleBefore.toISOString();
  const mismatchBefore = new Date(clock.now.getTime() - mismatchGraceMs(clock.heartbeatSeconds)).toISOString();
  return sql`(r.reported_utc is null or r.reported_utc < ${staleBefore}::timestamptz
              or r.mismatch_since_utc < ${mismatchBefore}::timestamptz)`;
}

const fleetFrom = sql`from displays d
  join graphics_controllers g on g.id = d.graphics_controller_id
  join venues v on v.id = g.venue_id
  join clients c on c.id = v.client_id
  left join display_reports r on r.display_id = d.id`;

const fleetColumns = sql`d.id, d.label, d.graphics_controller_id, g.last_seen_utc, v.id as venue_id, v.name as venue_name,
  c.id as client_id, c.name as client_name, r.reported_utc, r.shown_asset_id, r.shown_playlist_id,
  coalesce((select a.name from assets a where a.id = r.shown_asset_id), (select p.name from playlists p where p.id = r.shown_playlist_id)) as shown_name,
  r.shown_version, r.shown_since_utc, r.player_version, r.cache_bytes, r.last_media_error, r.last_media_error_utc, r.mismatch_since_utc`;

function fleetWhere(scope: Scope, query: Pick<FleetListQuery, 'clientId' | 'outOfDate'>, clock: FleetClock): SQL {
  const parts = [scopeSql(scope, sql`v.client_id`)];
  if (query.clientId) parts.push(sql`v.client_id = ${query.clientId}::uuid`);
  if (query.outOfDate === 'true') parts.push(outOfDateSql(clock));
  if (query.outOfDate === 'false') parts.push(sql`not ${outOfDateSql(clock)}`);
  return sql.join(parts, sql` and `);
}

/** One page of the displays the scope may see on linked venues, by client, venue and label. */
export async function listFleet(db: Db, scope: Scope, query: FleetListQuery, clock: FleetClock): Promise<{ items: FleetDisplay[]; total: number }> {
  const where = fleetWhere(scope, query, clock);
  const [rows, [count]] = await Promise.all([
    queryRows<FleetRow>(
      db,
      sql`select ${fleetColumns} ${fleetFrom} where ${where}
          order by c.name, c.id, v.name, v.id, d.label, d.id
          limit ${query.limit} offset ${query.offset}`,
    ),
    queryRows<{ total: number | string }>(db, sql`select count(*) as total ${fleetFrom} where ${where}`),
  ]);
  return { items: rows.map((row) => toFleetDisplay(row, clock)), total: Number(count?.total ?? 0) };
}

/** One display as the scope may see it, or null. */
export async function findFleetDisplay(db: Db, scope: Scope, displayId: string): Promise<FleetRow | null> {
  const [row] = await queryRows<FleetRow>(db, sql`select ${fleetColumns} ${fleetFrom} where d.id = ${displayId}::uuid and ${scopeSql(scope, sql`v.client_id`)}`);
  return row ?? null;
}

import type { Zone } from '../../../contract/compliance.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { FleetDisplay, FleetListQuery } from '../../../contract/fleet.ts';
import { mismatchGraceMs, outOfDateReason } from '../../../contract/fleet/outOfDate.ts';
import type { Db } from '../../db/database.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { escapeLike, queryRows } from '../sql-rows.ts';
import type { StatusThresholds } from '../../../contract/deviceStatus.ts';
import { sightingCutoffs, statusAt, statusSql, type SightingCutoffs } from '../displays/sightings.ts';
import { displayUptimePercent, uptimeColumns } from './display-uptime.ts';
import { displaysAwaitingApproval } from '../approvals/awaiting-approval.ts';

export interface FleetRow {
  id: string;
  label: string;
  zone: Zone;
  graphics_controller_id: string;
  last_seen_utc: Date | string | null;
  display_created_utc: Date | string;
  gap_seconds: number | string | null;
  venue_id: string;
  venue_name: string;
  venue_in_alert: boolean;
  region_id: string;
  region_name: string;
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
  plays_dropped: number | null;
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

/** The fleet's clock at `now`: when a display counts as stale or offline, by the portal's settings. */
export function fleetClockAt(now: Date, thresholds: StatusThresholds): FleetClock {
  return { now, heartbeatSeconds: thresholds.heartbeatSeconds, cutoffs: sightingCutoffs(now, thresholds) };
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
    zone: row.zone,
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
    regionId: row.region_id,
    regionName: row.region_name,
    venueInAlert: row.venue_in_alert,
    uptimePercent: displayUptimePercent(
      {
        createdUtc: new Date(row.display_created_utc),
        lastSeenUtc: date(row.last_seen_utc),
        gapSeconds: Number(row.gap_seconds ?? 0),
      },
      clock,
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

/** The venue is in alert (docs/decisions.md#venues-and-alerts): it has controllers (this display's) and none seen since the cutoff. */
const venueInAlertSql = (clock: FleetClock) =>
  sql`not exists (select 1 from graphics_controllers seen where seen.venue_id = v.id
                  and seen.last_seen_utc >= ${clock.cutoffs.offlineBefore.toISOString()}::timestamptz)`;

interface FleetJoins {
  clients: boolean;
  regions: boolean;
  reports: boolean;
}

/**
 * The rows' tables. A venue always has its client and region (foreign keys, not null), so the
 * count and the page's ids join them only when a filter or the order reads them: on PGlite the
 * count of 10,000 displays took 160 ms with every join, most of it hashing clients and regions.
 */
const fleetFromWith = (joins: FleetJoins) => sql`from displays d
  join graphics_controllers g on g.id = d.graphics_controller_id
  join venues v on v.id = g.venue_id
  ${joins.clients ? sql`join clients c on c.id = v.client_id` : sql``}
  ${joins.regions ? sql`join regions reg on reg.id = v.region_id` : sql``}
  ${joins.reports ? sql`left join display_reports r on r.display_id = d.id` : sql``}`;

const fleetFrom = fleetFromWith({ clients: true, regions: true, reports: true });

const fleetColumns = (clock: FleetClock) => sql`d.id, d.label, d.zone, d.graphics_controller_id, g.last_seen_utc, v.id as venue_id, v.name as venue_name,
  ${venueInAlertSql(clock)} as venue_in_alert, reg.id as region_id, reg.name as region_name,
  c.id as client_id, c.name as client_name, r.reported_utc, r.shown_asset_id, r.shown_playlist_id,
  coalesce((select a.name from assets a where a.id = r.shown_asset_id), (select p.name from playlists p where p.id = r.shown_playlist_id)) as shown_name,
  r.shown_version, r.shown_since_utc, r.player_version, r.cache_bytes, r.plays_dropped, r.last_media_error, r.last_media_error_utc, r.mismatch_since_utc,
  ${uptimeColumns(clock.now)}`;

export type FleetFilter = Omit<FleetListQuery, 'offset' | 'limit' | 'sort' | 'direction'>;

function fleetWhere(scope: Scope, query: FleetFilter, clock: FleetClock): SQL {
  const parts = [scopeSql(scope, sql`v.client_id`, sql`v.id`)];
  if (query.clientId) parts.push(sql`v.client_id = ${query.clientId}::uuid`);
  if (query.venueId) parts.push(sql`v.id = ${query.venueId}::uuid`);
  if (query.regionId) parts.push(sql`v.region_id = ${query.regionId}::uuid`);
  if (query.zone) parts.push(sql`d.zone = ${query.zone}`);
  if (query.status) parts.push(sql`${statusSql(sql`g.last_seen_utc`, clock.cutoffs)} = ${query.status}`);
  if (query.outOfDate === 'true') parts.push(outOfDateSql(clock));
  if (query.outOfDate === 'false') parts.push(sql`not ${outOfDateSql(clock)}`);
  if (query.inAlert === 'true') parts.push(venueInAlertSql(clock));
  if (query.inAlert === 'false') parts.push(sql`not ${venueInAlertSql(clock)}`);
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    parts.push(sql`(d.label ilike ${pattern} or v.name ilike ${pattern} or c.name ilike ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

/** Each whitelisted order as SQL; every one ends on d.id, so pages never overlap or skip. */
function fleetOrder(sort: FleetListQuery['sort'], direction: FleetListQuery['direction']): SQL {
  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  const byClient = sql`lower(c.name), c.id, lower(v.name), v.id, lower(d.label), d.id`;
  switch (sort) {
    case 'display':
      return sql`lower(d.label) ${dir}, d.id`;
    case 'venue':
      return sql`lower(v.name) ${dir}, v.id, lower(d.label), d.id`;
    case 'region':
      return sql`lower(reg.name) ${dir}, ${byClient}`;
    // Never seen is the longest ago: first when ascending, last when descending.
    case 'lastSeen':
      return direction === 'desc' ? sql`g.last_seen_utc desc nulls last, d.id` : sql`g.last_seen_utc asc nulls first, d.id`;
    case 'client':
      return sql`lower(c.name) ${dir}, c.id, lower(v.name), v.id, lower(d.label), d.id`;
  }
}

/**
 * Whether the client or venue a filter names is one the scope may see: a client user asking for
 * another client's displays is answered 404, as the schedules list answers (not an empty page).
 */
export async function fleetFilterVisible(db: Db, scope: Scope, query: Pick<FleetFilter, 'clientId' | 'venueId'>): Promise<boolean> {
  if (!query.clientId && !query.venueId) return true;
  const checks: SQL[] = [];
  if (query.clientId) checks.push(sql`exists (select 1 from clients c where c.id = ${query.clientId}::uuid and ${scopeSql(scope, sql`c.id`, null)})`);
  if (query.venueId) checks.push(sql`exists (select 1 from venues v where v.id = ${query.venueId}::uuid and ${scopeSql(scope, sql`v.client_id`, sql`v.id`)})`);
  const [row] = await queryRows<{ visible: boolean }>(db, sql`select ${sql.join(checks, sql` and `)} as visible`);
  return row?.visible === true;
}

/**
 * One page of the displays the scope may see on linked venues. The page's ids are chosen first
 * (filters and order over narrow columns), then only its rows get the costly columns (names of
 * what they show, the venue's alert, the uptime's gaps).
 */
export async function listFleet(db: Db, scope: Scope, query: FleetListQuery, clock: FleetClock): Promise<{ items: FleetDisplay[]; total: number }> {
  const where = fleetWhere(scope, query, clock);
  const order = fleetOrder(query.sort, query.direction);
  const filterJoins: FleetJoins = { clients: Boolean(query.q), regions: false, reports: query.outOfDate !== undefined };
  const pageJoins: FleetJoins = {
    ...filterJoins,
    clients: filterJoins.clients || query.sort === 'client' || query.sort === 'region',
    regions: query.sort === 'region',
  };
  const [rows, [count]] = await Promise.all([
    queryRows<FleetRow>(
      db,
      sql`with page as (select d.id ${fleetFromWith(pageJoins)} where ${where} order by ${order} limit ${query.limit} offset ${query.offset})
          select ${fleetColumns(clock)} ${fleetFrom} where d.id in (select id from page) order by ${order}`,
    ),
    queryRows<{ total: number | string }>(db, sql`select count(*) as total ${fleetFromWith(filterJoins)} where ${where}`),
  ]);
  const awaiting = await displaysAwaitingApproval(db, rows.map((row) => row.id), clock.now);
  return { items: rows.map((row) => ({ ...toFleetDisplay(row, clock), awaitingApproval: awaiting.has(row.id) })), total: Number(count?.total ?? 0) };
}

/** One display as the scope may see it, or null. */
export async function findFleetDisplay(db: Db, scope: Scope, displayId: string, clock: FleetClock): Promise<FleetRow | null> {
  const [row] = await queryRows<FleetRow>(
    db,
    sql`select ${fleetColumns(clock)} ${fleetFrom} where d.id = ${displayId}::uuid and ${scopeSql(scope, sql`v.client_id`, sql`v.id`)}`,
  );
  return row ?? null;
}

/** How many displays the scope may see are out of date (the home page's "Needs attention"). */
export async function countOutOfDate(db: Db, scope: Scope, clock: FleetClock): Promise<number> {
  const joins: FleetJoins = { clients: false, regions: false, reports: true };
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total ${fleetFromWith(joins)} where ${fleetWhere(scope, { outOfDate: 'true' }, clock)}`,
  );
  return Number(row?.total ?? 0);
}

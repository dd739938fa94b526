import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Page, PagingQuery } from '../../../contract/paging.ts';
import type { Venue, VenueSort } from '../../../contract/venues.ts';
import type { Db } from '../../db/database.ts';
import { venues } from '../../db/schema.ts';
import { notFound } from '../../http/http-problem.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { statusSql, type SightingCutoffs } from '../displays/sightings.ts';
import { epoch, isUuid, queryRows } from '../sql-rows.ts';

interface VenueRow {
  id: string;
  client_id: string;
  client_name: string;
  region_id: string;
  region_name: string;
  name: string;
  gmv: string;
  logo: string | null;
  last_seen_utc: Date | string;
  in_alert: boolean;
  status: Venue['status'];
  total: number;
}

function toVenue(row: VenueRow): Venue {
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    regionId: row.region_id,
    regionName: row.region_name,
    name: row.name,
    gmv: row.gmv,
    logo: row.logo,
    inAlert: row.in_alert,
    lastSeenUtc: new Date(row.last_seen_utc).toISOString(),
    status: row.status,
  };
}

/**
 * A venue's controller summary, for one venue row `v`: how many controllers and when the latest
 * was seen. One probe of graphics_controllers_venue_id_last_seen_utc_idx per venue.
 */
export const controllerSummary = sql`
  left join lateral (
    select count(*)::int as controller_count, max(g.last_seen_utc) as last_seen_utc
    from graphics_controllers g
    where g.venue_id = v.id
  ) gc on true`;

/** In alert: at least one controller and none seen since the cutoff (docs/decisions.md#generation-one). */
export const inAlertExpression = (cutoff: Date) =>
  sql`(gc.controller_count > 0 and coalesce(gc.last_seen_utc < ${cutoff.toISOString()}::timestamptz, true))`;

/**
 * The ids of the venues in alert by the same rule, found from the controllers (one group per
 * linked controller's venue) rather than by probing each venue's controllers: for a count over
 * all of a portal's venues (100,000 venues: 0.7–2 s on PGlite probing each, 0.2–0.5 s this way).
 */
export const venueIdsInAlert = (cutoff: Date) =>
  sql`(select g.venue_id from graphics_controllers g where g.venue_id is not null group by g.venue_id
       having coalesce(max(g.last_seen_utc) < ${cutoff.toISOString()}::timestamptz, true))`;

/** The time before which a controller's sighting no longer counts (now − ALERT_AFTER_MINUTES). */
export function alertCutoff(now: Date, alertAfterMinutes: number): Date {
  return new Date(now.getTime() - alertAfterMinutes * 60_000);
}

/** The list's order and filters beyond the scope (the sort and "in alert"). */
/** The `where` of a client's venues. */
export function venuesOfClient(clientId: string): SQL {
  return sql`v.client_id = ${clientId}`;
}

export interface VenueListOptions {
  scope: Scope;
  /** Conditions on the venue row `v` (a client's venues, one venue by id). */
  where?: SQL;
  /** Only venues in alert. */
  inAlert?: boolean;
  sort?: VenueSort;
  paging: PagingQuery;
  cutoffs: SightingCutoffs;
}

/**
 * The order of each sort, over columns both the page and the final select have: client and venue
 * name, and the controller summary `gc`. Last seen: longest ago first, a linked controller never
 * seen before any seen one, and venues without controllers (nothing to see) last.
 */
function orderBy(sort: VenueSort, clientName: SQL, name: SQL): SQL {
  switch (sort) {
    case 'client':
      return sql`${clientName}, ${name}, v.id`;
    case 'name':
      return sql`${name}, ${clientName}, v.id`;
    case 'lastSeen':
      return sql`(gc.controller_count = 0), gc.last_seen_utc asc nulls first, ${clientName}, ${name}, v.id`;
  }
}

/**
 * The list's total. Without a filter other than the scope it comes from client_venue_counts (kept
 * by triggers): counting 100,000 venues took longer than the whole page. With one (a single venue
 * by id, a client, in alert), it is counted.
 */
function totalExpression(options: VenueListOptions, where: SQL): SQL {
  const { scope } = options;
  const filtered = options.where !== undefined || options.inAlert === true;
  if (!filtered && scope.kind === 'all') {
    return sql`(select coalesce(sum(venue_count), 0)::int from client_venue_counts)`;
  }
  if (!filtered && scope.kind === 'client') {
    return sql`coalesce((select venue_count from client_venue_counts where client_id = ${scope.clientId}), 0)`;
  }
  return sql`(${countStatement(options, where)})`;
}

function countStatement(options: VenueListOptions, where: SQL): SQL {
  return options.inAlert
    ? sql`select count(*)::int as total from venues v ${controllerSummary} where ${where} and ${inAlertExpression(options.cutoffs.offlineBefore)}`
    : sql`select count(*)::int as total from venues v where ${where}`;
}

/**
 * One page of venues in the venue-list shape, in ONE statement: the page is cut first and only
 * its rows get region names (and, in the default order without the alert filter, controller
 * summaries: sorting by last seen or keeping venues in alert needs every venue's summary first).
 */
export async function listVenues(db: Db, options: VenueListOptions): Promise<Page<Venue>> {
  const { paging, cutoffs } = options;
  const sort = options.sort ?? 'client';
  const where = sql`${scopeSql(options.scope, sql`v.client_id`, sql`v.id`)} and ${options.where ?? sql`true`}`;
  const needsSummary = sort === 'lastSeen' || options.inAlert === true;
  const rows = await queryRows<VenueRow>(
    db,
    sql`
      with page as (
        select v.id, v.client_id, c.name as client_name, v.region_id, v.name, v.gmv, v.logo
        from venues v
        join clients c on c.id = v.client_id
        ${needsSummary ? controllerSummary : sql``}
        where ${where} ${options.inAlert ? sql`and ${inAlertExpression(cutoffs.offlineBefore)}` : sql``}
        order by ${orderBy(sort, sql`c.name`, sql`v.name`)}
        limit ${paging.limit} offset ${paging.offset}
      )
      select v.id, v.client_id, v.client_name, v.region_id, r.name as region_name, v.name, v.gmv, v.logo,
             coalesce(gc.last_seen_utc, ${epoch}) as last_seen_utc,
             ${inAlertExpression(cutoffs.offlineBefore)} as in_alert,
             case when gc.controller_count > 0 then ${statusSql(sql`gc.last_seen_utc`, cutoffs)} end as status,
             -- A scalar count rather than count(*) over (): the window would read every row of
             -- the list before the first page could be cut from an index-ordered scan.
             ${totalExpression(options, where)} as total
      from page v
      join regions r on r.id = v.region_id
      ${controllerSummary}
      order by ${orderBy(sort, sql`v.client_name`, sql`v.name`)}`,
  );
  const first = rows[0];
  if (first) return { items: rows.map(toVenue), total: first.total };
  // An offset past the end cuts every row, and the total with them.
  const total = paging.offset === 0 ? 0 : await countVenues(db, options, where);
  return { items: [], total };
}

async function countVenues(db: Db, options: VenueListOptions, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, countStatement(options, where));
  return row?.total ?? 0;
}

/** One venue in the list shape, or null when it does not exist or the scope may not see it. */
export async function findVenue(db: Db, scope: Scope, venueId: string, cutoffs: SightingCutoffs): Promise<Venue | null> {
  const page = await listVenues(db, { scope, where: sql`v.id = ${venueId}`, paging: { offset: 0, limit: 1 }, cutoffs });
  return page.items[0] ?? null;
}

/** The client of a venue the scope may see, or null (not found, or another tenant's). */
export async function visibleVenueClientId(db: Db, scope: Scope, venueId: string): Promise<string | null> {
  const [row] = await db
    .select({ clientId: venues.clientId })
    .from(venues)
    .where(and(eq(venues.id, venueId), scopeSql(scope, venues.clientId, venues.id)))
    .limit(1);
  return row?.clientId ?? null;
}

/** A venue the scope may see and its client (whose players' days the venue shapes), else 404. */
export async function visibleVenue(db: Db, scope: Scope, venueId: string): Promise<{ venueId: string; clientId: string }> {
  const clientId = isUuid(venueId) ? await visibleVenueClientId(db, scope, venueId) : null;
  if (clientId === null) throw notFound();
  return { venueId, clientId };
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Page, PagingQuery } from '../../contract/paging.ts';
import type { Venue } from '../../contract/venues.ts';
import type { Db } from '../db/database.ts';
import { venues } from '../db/schema.ts';
import { clientFilter, type Scope } from './scope.ts';
import { statusSql, type SightingCutoffs } from './sightings.ts';
import { epoch, queryRows } from './sql-rows.ts';

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

/** In alert: at least one controller and none seen since the cutoff (DESIGN §5). */
export const inAlertExpression = (cutoff: Date) =>
  sql`(gc.controller_count > 0 and coalesce(gc.last_seen_utc < ${cutoff.toISOString()}::timestamptz, true))`;

/** The time before which a controller's sighting no longer counts (now − ALERT_AFTER_MINUTES). */
export function alertCutoff(now: Date, alertAfterMinutes: number): Date {
  return new Date(now.getTime() - alertAfterMinutes * 60_000);
}

/**
 * The list's total. Without a filter other than the scope it comes from client_venue_counts (kept
 * by triggers): counting 100,000 venues took longer than the whole page. With one (a single venue
 * by id), the filtered count is small anyway.
 */
function totalExpression(scope: Scope, extraWhere: SQL | undefined, where: SQL): SQL {
  if (extraWhere === undefined && scope.kind === 'all') {
    return sql`(select coalesce(sum(venue_count), 0)::int from client_venue_counts)`;
  }
  if (extraWhere === undefined && scope.kind === 'client') {
    return sql`coalesce((select venue_count from client_venue_counts where client_id = ${scope.clientId}), 0)`;
  }
  return sql`(select count(*)::int from venues v where ${where})`;
}

/**
 * One page of venues in the venue-list shape, in ONE statement: the page is cut first (sorted by
 * client name, then venue name) and only its rows get region names and controller summaries.
 */
export async function listVenues(
  db: Db,
  options: { scope: Scope; where?: SQL; paging: PagingQuery; cutoffs: SightingCutoffs },
): Promise<Page<Venue>> {
  const { scope, paging, cutoffs } = options;
  const where = sql`${clientFilter(scope, sql`v.client_id`)} and ${options.where ?? sql`true`}`;
  const rows = await queryRows<VenueRow>(
    db,
    sql`
      with page as (
        select v.id, v.client_id, c.name as client_name, v.region_id, v.name, v.gmv, v.logo
        from venues v
        join clients c on c.id = v.client_id
        where ${where}
        order by c.name, v.name, v.id
        limit ${paging.limit} offset ${paging.offset}
      )
      select v.id, v.client_id, v.client_name, v.region_id, r.name as region_name, v.name, v.gmv, v.logo,
             coalesce(gc.last_seen_utc, ${epoch}) as last_seen_utc,
             ${inAlertExpression(cutoffs.offlineBefore)} as in_alert,
             case when gc.controller_count > 0 then ${statusSql(sql`gc.last_seen_utc`, cutoffs)} end as status,
             -- A scalar count rather than count(*) over (): the window would read every row of
             -- the list before the first page could be cut from an index-ordered scan.
             ${totalExpression(scope, options.where, where)} as total
      from page v
      join regions r on r.id = v.region_id
      ${controllerSummary}
      order by v.client_name, v.name, v.id`,
  );
  const first = rows[0];
  if (first) return { items: rows.map(toVenue), total: first.total };
  // An offset past the end cuts every row, and the total with them.
  const total = paging.offset === 0 ? 0 : await countVenues(db, where);
  return { items: [], total };
}

async function countVenues(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from venues v where ${where}`);
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
    .where(and(eq(venues.id, venueId), clientFilter(scope, venues.clientId)))
    .limit(1);
  return row?.clientId ?? null;
}

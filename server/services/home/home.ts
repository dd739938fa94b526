import { sql } from 'drizzle-orm';
import { HOME_ALERT_NAMES, type HomeSummary, type HomeVenue } from '../../../contract/home.ts';
import type { Db } from '../../db/database.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { countOutOfDate, type FleetClock } from '../fleet/fleet-list.ts';
import { complianceReport } from '../compliance-report/report.ts';
import { staleDataSourcesOnScreen } from './home-stale-data.ts';
import { queryRows } from '../sql-rows.ts';
import { venueIdsInAlert } from '../venues/venues.ts';

interface VenueRow {
  id: string;
  client_id: string;
  name: string;
  client_name: string;
}

interface DisplayRow {
  client_id: string;
  venue_id: string;
  graphics_controller_id: string;
  display_id: string | null;
}

const toVenue = (row: VenueRow | undefined): HomeVenue | null =>
  row ? { id: row.id, clientId: row.client_id, name: row.name, clientName: row.client_name } : null;

/** The first venue (by client name, then name) that meets `condition`, within the scope. */
async function firstVenue(db: Db, scope: Scope, condition = sql`true`): Promise<HomeVenue | null> {
  const [row] = await queryRows<VenueRow>(
    db,
    sql`select v.id, v.client_id, v.name, c.name as client_name
        from venues v join clients c on c.id = v.client_id
        where ${scopeSql(scope, sql`v.client_id`, sql`v.id`)} and ${condition}
        order by c.name, v.name, v.id limit 1`,
  );
  return toVenue(row);
}

/** The first linked controller's display that meets `condition` (or the controller alone, with none). */
async function firstDisplay(db: Db, scope: Scope, condition: ReturnType<typeof sql>): Promise<DisplayRow | undefined> {
  const [row] = await queryRows<DisplayRow>(
    db,
    sql`select g.client_id, g.venue_id, g.id as graphics_controller_id, d.id as display_id
        from graphics_controllers g
        join displays d on d.graphics_controller_id = g.id
        where g.venue_id is not null and ${scopeSql(scope, sql`g.client_id`, sql`g.venue_id`)} and ${condition}
        order by g.created_utc, d.label, d.id limit 1`,
  );
  return row;
}

/** Open hours saved with at least one day open (all closed is what a venue without any has). */
const hasOpenHours = sql`exists (
  select 1 from venue_open_hours h where h.venue_id = v.id and coalesce(
    h.monday_open, h.tuesday_open, h.wednesday_open, h.thursday_open, h.friday_open, h.saturday_open, h.sunday_open
  ) is not null)`;

/**
 * The display has a designed layout: its own with at least one placement, or (a schedule or a
 * takeover put it there) its player reports a playlist or a layout with placements on screen.
 */
const hasPlacements = sql`(exists (select 1 from asset_placements p where p.parent_asset_id = d.asset_id)
  or exists (select 1 from display_reports r where r.display_id = d.id and (r.shown_playlist_id is not null
    or exists (select 1 from asset_placements p where p.parent_asset_id = r.shown_asset_id))))`;

function toDisplay(row: DisplayRow | undefined) {
  if (!row?.display_id) return null;
  return { clientId: row.client_id, venueId: row.venue_id, graphicsControllerId: row.graphics_controller_id, displayId: row.display_id };
}

/**
 * The home page's summary (contract/home.ts). Each step asks for one row with a limit, so a
 * portal with 100,000 venues answers as fast as a new one; only the alert count reads every venue
 * in alert (a window count before the limit), found from the controllers (venues.ts venueIdsInAlert).
 */
export async function homeSummary(db: Db, scope: Scope, clock: FleetClock): Promise<HomeSummary> {
  const { cutoffs } = clock;
  const [client] = await queryRows<{ id: string; name: string }>(
    db,
    sql`select c.id, c.name from clients c where ${scopeSql(scope, sql`c.id`, null)} order by c.name, c.id limit 1`,
  );
  const [controller] = await queryRows<DisplayRow>(
    db,
    sql`select g.client_id, g.venue_id, g.id as graphics_controller_id, null as display_id
        from graphics_controllers g
        where g.venue_id is not null and ${scopeSql(scope, sql`g.client_id`, sql`g.venue_id`)}
        order by g.created_utc, g.id limit 1`,
  );
  const online = sql`g.last_seen_utc >= ${cutoffs.offlineBefore.toISOString()}::timestamptz`;
  const alertRows = await queryRows<VenueRow & { total: number }>(
    db,
    sql`select v.id, v.client_id, v.name, c.name as client_name, count(*) over ()::int as total
        from venues v join clients c on c.id = v.client_id
        where ${scopeSql(scope, sql`v.client_id`, sql`v.id`)} and v.id in ${venueIdsInAlert(cutoffs.offlineBefore)}
        order by c.name, v.name, v.id
        limit ${HOME_ALERT_NAMES}`,
  );
  return {
    checklist: {
      client: client ? { id: client.id, name: client.name } : null,
      venue: await firstVenue(db, scope),
      venueWithOpenHours: await firstVenue(db, scope, hasOpenHours),
      controller: controller
        ? { clientId: controller.client_id, venueId: controller.venue_id, graphicsControllerId: controller.graphics_controller_id }
        : null,
      designedDisplay: toDisplay(await firstDisplay(db, scope, hasPlacements)),
      playingDisplay: toDisplay(await firstDisplay(db, scope, sql`${hasPlacements} and ${online}`)),
    },
    venuesInAlert: {
      items: alertRows.map((row) => toVenue(row) as HomeVenue),
      total: alertRows[0]?.total ?? 0,
    },
    screensOutOfDate: await countOutOfDate(db, scope, clock),
    screensShort: await screensShortOn(db, scope, yesterdayOf(clock.now)),
    screensUnzoned: await countUnzoned(db, scope),
    staleDataSources: await staleDataSourcesOnScreen(db, scope, clock.now),
  };
}

/**
 * "Yesterday" of the home page: the day before today's UTC date. A whole day for Australian venues
 * (UTC+8 to +11) from their mid-morning, and one the players have uploaded, not a day still running.
 */
export const yesterdayOf = (now: Date) => new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Displays whose compliance report of `date` says short (the report itself, so the two never disagree). */
async function screensShortOn(db: Db, scope: Scope, date: string): Promise<{ date: string; count: number }> {
  const items = await complianceReport(db, scope, { from: date, to: date });
  return { date, count: items.filter((item) => item.status === 'short').length };
}

async function countUnzoned(db: Db, scope: Scope): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from displays d join graphics_controllers g on g.id = d.graphics_controller_id
        where g.venue_id is not null and d.zone = 'unassigned' and ${scopeSql(scope, sql`g.client_id`, sql`g.venue_id`)}`,
  );
  return row?.count ?? 0;
}

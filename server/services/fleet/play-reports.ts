import { sql, type SQL } from 'drizzle-orm';
import type { PlayReportQuery, PlayReportRow, ReportGrouping } from '../../../contract/fleet/plays.ts';
import type { Db } from '../../db/database.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { queryRows } from '../sql-rows.ts';
import { localHourOf, venueTimeZone, venueTimeZoneJoins } from './play-local-hour.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/**
 * The farthest a venue's clock runs ahead of UTC (UTC+14, Kiribati) and behind it (UTC-12): the
 * instants a range of local dates can span, whatever the zones, so the hours are read as a range
 * of their key before being held to the local dates.
 */
const MAX_AHEAD_MS = 14 * HOUR_MS;
const MAX_BEHIND_MS = 12 * HOUR_MS;

/**
 * The id and name each grouping counts by (a display is named with its venue: labels repeat). The
 * en dash is written escaped: one character above U+00FF in the server bundle doubles the memory its
 * source takes (docs/operations.md#memory).
 */
const groupings: Record<ReportGrouping, { key: SQL; name: SQL }> = {
  client: { key: sql`c.id`, name: sql`c.name` },
  venue: { key: sql`v.id`, name: sql`v.name` },
  display: { key: sql`d.id`, name: sql`v.name || ' \u2013 ' || d.label` },
  layout: { key: sql`counted.asset_id`, name: sql`a.name` },
};

/**
 * The report: plays and seconds per group and day or hour of the range, for the displays the scope
 * may see. Days and hours are each venue's own clock: `from` and `to` are local dates,
 * and a play counts in the local date and hour its venue's clock read when it started (play_hours
 * keeps them so, play-local-hour.ts). So a group of venues in several zones adds each venue's own
 * Saturday (or its own 09:00) into one row, which are not the same instants. On the day clocks go
 * forward there is no 02:00 row (23 hours); on the day they go back the 02:00 row counts both
 * 02:00 hours (the day's 25 hours in 24 rows); every play counts once either way.
 * It reads, in one statement (one snapshot), the hourly counts and the plays the rollup has not
 * counted yet (see play-rollup.ts: each play is in exactly one of the two).
 * `limit` rows at most; one more is asked for to tell whether the answer is cut short.
 */
export async function playReport(db: Db, scope: Scope, query: PlayReportQuery, limit: number): Promise<{ rows: PlayReportRow[]; truncated: boolean }> {
  const fromMs = Date.parse(`${query.from}T00:00:00Z`);
  const afterMs = Date.parse(`${query.to}T00:00:00Z`) + DAY_MS;
  // Local wall-clock bounds (timestamps without zone), and the instants that can hold them.
  const fromLocal = `${query.from} 00:00:00`;
  const afterLocal = new Date(afterMs).toISOString().slice(0, 10) + ' 00:00:00';
  const earliestIso = new Date(fromMs - MAX_AHEAD_MS).toISOString();
  const latestIso = new Date(afterMs + MAX_BEHIND_MS).toISOString();
  const rawLocalHour = localHourOf(sql`p.started_utc`, venueTimeZone);
  const { key, name } = groupings[query.groupBy];
  const filters = [scopeSql(scope, sql`v.client_id`, sql`v.id`)];
  if (query.clientId) filters.push(sql`v.client_id = ${query.clientId}::uuid`);
  if (query.venueId) filters.push(sql`v.id = ${query.venueId}::uuid`);
  if (query.displayId) filters.push(sql`d.id = ${query.displayId}::uuid`);
  if (query.assetId) filters.push(sql`counted.asset_id = ${query.assetId}::uuid`);
  const localHour = query.interval === 'hour' ? sql`to_char(counted.local_hour, 'HH24:MI')` : sql`null::text`;
  const rows = await queryRows<{ key: string; name: string | null; local_date: string; local_hour: string | null; plays: number | string; seconds: number | string; stale_fallback_plays: number | string }>(
    db,
    sql`with counted as (
          select display_id, asset_id, local_hour, plays, seconds, stale_fallback_plays from play_hours
          where hour_utc >= ${earliestIso}::timestamptz and hour_utc < ${latestIso}::timestamptz
            and local_hour >= ${fromLocal}::timestamp and local_hour < ${afterLocal}::timestamp
          union all
          select p.display_id, p.asset_id, ${rawLocalHour}, 1, p.seconds, case when p.stale_fallback then 1 else 0 end
          from plays p join displays d on d.id = p.display_id
          ${venueTimeZoneJoins}
          where p.rolled_utc is null and p.started_utc >= ${earliestIso}::timestamptz and p.started_utc < ${latestIso}::timestamptz
            and ${rawLocalHour} >= ${fromLocal}::timestamp and ${rawLocalHour} < ${afterLocal}::timestamp)
        select ${key} as key, ${name} as name, to_char(counted.local_hour, 'YYYY-MM-DD') as local_date, ${localHour} as local_hour,
          sum(counted.plays) as plays, sum(counted.seconds) as seconds, sum(counted.stale_fallback_plays) as stale_fallback_plays
        from counted
        join displays d on d.id = counted.display_id
        join graphics_controllers g on g.id = d.graphics_controller_id
        join venues v on v.id = g.venue_id
        join clients c on c.id = v.client_id
        left join assets a on a.id = counted.asset_id
        where ${sql.join(filters, sql` and `)}
        group by 1, 2, 3, 4
        order by 3, 4, 2, 1
        limit ${limit + 1}`,
  );
  return {
    rows: rows.slice(0, limit).map((row) => ({
      key: row.key,
      name: row.name,
      localDate: row.local_date,
      localHour: row.local_hour,
      plays: Number(row.plays),
      seconds: Number(row.seconds),
      staleFallbackPlays: Number(row.stale_fallback_plays),
    })),
    truncated: rows.length > limit,
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { PlayReportQuery, PlayReportRow, ReportGrouping } from '../../../contract/fleet/plays.ts';
import type { Db } from '../../db/database.ts';
import { scopeSql } from '../schedules.ts';
import type { Scope } from '../scope.ts';
import { queryRows } from '../sql-rows.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The id and name each grouping counts by (a display is named with its venue: labels repeat). */
const groupings: Record<ReportGrouping, { key: SQL; name: SQL }> = {
  client: { key: sql`c.id`, name: sql`c.name` },
  venue: { key: sql`v.id`, name: sql`v.name` },
  display: { key: sql`d.id`, name: sql`v.name || ' – ' || d.label` },
  layout: { key: sql`counted.asset_id`, name: sql`a.name` },
};

/**
 * Whether a client user's filter names something of another client (answered 404, DESIGN §5):
 * a client, venue or display not its own, or a layout that is another client's display's own
 * (DISPLAY) layout. Shared layouts (GROUP assets) play on many clients' screens: filtering by one
 * only counts the user's own displays.
 */
export async function filterOutOfScope(db: Db, scope: Scope, query: PlayReportQuery): Promise<boolean> {
  if (scope.kind === 'all') return false;
  if (scope.kind === 'none') return true;
  const own = scope.clientId;
  if (query.clientId !== undefined && query.clientId !== own) return true;
  const [row] = await queryRows<{ other: boolean }>(
    db,
    sql`select
          (${query.venueId ?? null}::uuid is not null and not exists (
            select 1 from venues where id = ${query.venueId ?? null}::uuid and client_id = ${own}::uuid))
          or (${query.displayId ?? null}::uuid is not null and not exists (
            select 1 from displays d join graphics_controllers g on g.id = d.graphics_controller_id
            join venues v on v.id = g.venue_id
            where d.id = ${query.displayId ?? null}::uuid and v.client_id = ${own}::uuid))
          or exists (
            select 1 from displays d join graphics_controllers g on g.id = d.graphics_controller_id
            left join venues v on v.id = g.venue_id
            where d.asset_id = ${query.assetId ?? null}::uuid and coalesce(v.client_id, g.client_id) is distinct from ${own}::uuid)
          as other`,
  );
  return row?.other === true;
}

/**
 * The report: plays and seconds per group and day or hour (UTC) of the range, for the displays the
 * scope may see. It reads, in one statement (one snapshot), the hourly counts and the plays the
 * rollup has not counted yet (see play-rollup.ts: each play is in exactly one of the two).
 * `limit` rows at most; one more is asked for to tell whether the answer is cut short.
 */
export async function playReport(db: Db, scope: Scope, query: PlayReportQuery, limit: number): Promise<{ rows: PlayReportRow[]; truncated: boolean }> {
  const fromIso = new Date(`${query.from}T00:00:00Z`).toISOString();
  const toIso = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString();
  const { key, name } = groupings[query.groupBy];
  const filters = [scopeSql(scope, sql`v.client_id`)];
  if (query.clientId) filters.push(sql`v.client_id = ${query.clientId}::uuid`);
  if (query.venueId) filters.push(sql`v.id = ${query.venueId}::uuid`);
  if (query.displayId) filters.push(sql`d.id = ${query.displayId}::uuid`);
  if (query.assetId) filters.push(sql`counted.asset_id = ${query.assetId}::uuid`);
  const rows = await queryRows<{ key: string; name: string | null; bucket: Date | string; plays: number | string; seconds: number | string }>(
    db,
    sql`with counted as (
          select display_id, asset_id, hour_utc, plays, seconds from play_hours
          where hour_utc >= ${fromIso}::timestamptz and hour_utc < ${toIso}::timestamptz
          union all
          select display_id, asset_id, date_trunc('hour', started_utc, 'UTC'), 1, seconds from plays
          where rolled_utc is null and started_utc >= ${fromIso}::timestamptz and started_utc < ${toIso}::timestamptz)
        select ${key} as key, ${name} as name, date_trunc(${query.interval}, counted.hour_utc, 'UTC') as bucket,
          sum(counted.plays) as plays, sum(counted.seconds) as seconds
        from counted
        join displays d on d.id = counted.display_id
        join graphics_controllers g on g.id = d.graphics_controller_id
        join venues v on v.id = g.venue_id
        join clients c on c.id = v.client_id
        left join assets a on a.id = counted.asset_id
        where ${sql.join(filters, sql` and `)}
        group by 1, 2, 3
        order by 3, 2, 1
        limit ${limit + 1}`,
  );
  return {
    rows: rows.slice(0, limit).map((row) => ({
      key: row.key,
      name: row.name,
      bucketStartUtc: new Date(row.bucket).toISOString(),
      plays: Number(row.plays),
      seconds: Number(row.seconds),
    })),
    truncated: rows.length > limit,
  };
}

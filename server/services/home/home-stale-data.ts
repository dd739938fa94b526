import { sql } from 'drizzle-orm';
import { MAX_GROUP_DEPTH } from '../../../contract/layout/rules.ts';
import { isOpenAt, usableTimeZone } from '../../../contract/schedule/openHours.ts';
import type { Db } from '../../db/database.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { openHoursFromRow, type OpenHoursRow } from '../venues/open-hours-rows.ts';
import { queryRows } from '../sql-rows.ts';

interface StaleOnScreen {
  source_id: string;
  name: string;
  time_zone: string;
  open_hours: OpenHoursRow;
}

/**
 * The live data sources the home page warns of (docs/live-data.md#the-home-page-alert): stale (a
 * field with no value, or one older than its limit, once the source is older than that limit, as
 * the data-source.stale webhook decides) and on a screen of the person's scope now (the layout its
 * player last reported showing, groups placed in it included) in a venue that is open now. A feed
 * that stops at closing time is no alarm; one that stops while the jackpot screen is on is.
 * Sorted by name.
 */
export async function staleDataSourcesOnScreen(db: Db, scope: Scope, now: Date): Promise<{ id: string; name: string }[]> {
  const at = now.toISOString();
  const rows = await queryRows<StaleOnScreen>(
    db,
    sql`with recursive shown as (
          select r.shown_asset_id as asset_id, g.venue_id, g.client_id, 0 as depth
          from display_reports r
          join displays d on d.id = r.display_id
          join graphics_controllers g on g.id = d.graphics_controller_id
          where r.shown_asset_id is not null and g.venue_id is not null
            and ${scopeSql(scope, sql`g.client_id`, sql`g.venue_id`)}
          union
          select p.asset_id, s.venue_id, s.client_id, s.depth + 1
          from shown s join asset_placements p on p.parent_asset_id = s.asset_id
          where s.depth < ${MAX_GROUP_DEPTH}),
        used as (
          select distinct ds.id, ds.name, s.venue_id
          from shown s
          join asset_placements p on p.parent_asset_id = s.asset_id
          join data_sources ds on ds.id::text = p.config->>'dataSourceId'
          -- What the screen's player may draw: its own client's sources and shared ones (no other client's name leaks).
          where (ds.client_id is null or ds.client_id = s.client_id)
            and ds.created_utc < ${at}::timestamptz - make_interval(secs => ds.stale_after_seconds)
            and exists (
              select 1 from jsonb_to_recordset(ds.fields) as f(key text)
              left join data_source_values v on v.source_id = ds.id and v.key = f.key
              where v.updated_utc is null or v.updated_utc < ${at}::timestamptz - make_interval(secs => ds.stale_after_seconds)))
        select used.id as source_id, used.name, r.time_zone,
          (select to_jsonb(h) from venue_open_hours h where h.venue_id = used.venue_id) as open_hours
        from used join venues v on v.id = used.venue_id join regions r on r.id = v.region_id`,
  );
  const open = new Map<string, string>();
  for (const row of rows) {
    if (isOpenAt(openHoursFromRow(row.open_hours), usableTimeZone(row.time_zone), now)) open.set(row.source_id, row.name);
  }
  return [...open].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

import { sql } from 'drizzle-orm';
import type { ComplianceReportQuery } from '../../../contract/complianceReport.ts';
import type { RuleSetKey } from '../../../contract/compliance.ts';
import type { RuleSet } from '../../../contract/complianceRules.ts';
import type { Scope } from '../../access/scope.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../sql-rows.ts';
import { reportVenueFilter } from './displays-in-report.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The farthest a venue's clock runs ahead of UTC and behind it (as play-reports.ts reads the hours). */
const MAX_AHEAD_MS = 14 * HOUR_MS;
const MAX_BEHIND_MS = 12 * HOUR_MS;

/** What one display played in one local day, as the report judges it. */
export interface DailyPlays {
  displayId: string;
  date: string;
  plays: number;
  mandatorySeconds: number;
  forbiddenPlays: number;
}

const textArray = (values: readonly string[]) => `{${values.join(',')}}`;
const uuidArray = textArray;

/**
 * Every (display, local date) of the report that has plays, in one statement: the hourly counts of
 * the rollup plus the plays it has not counted yet (each play is in exactly one, play-rollup.ts),
 * judged per layout:
 * - a responsible-gambling play: the layout's own category is `responsible-gambling`, or it is the
 *   layout a rule set names for its mandatory slots (plays do not record why they played: the
 *   category at report time says what they were);
 * - a forbidden play: any category of the layout (its own and those of the layouts placed in it, as
 *   the resolver reads them) forbidden in the display's zone under its venue's rule set.
 * The rules go in as two small arrays of keys, so the database decides without a query per display.
 *
 * Shaped for a month of a venue group (about a million hourly rows, bench:compliance): the hours are
 * first summed per display, date and layout, with every `general` layout (nothing in it is anything
 * else, the bulk of the plays) summed as one, so only the few other layouts are judged; the
 * displays in scope filter the hours as a semi-join (hashed, never the hours themselves). Run with
 * enough work memory that both sums stay hashed in memory, and without JIT (its compile takes
 * longer than this statement runs). A layout deleted since has no category: neither kind.
 */
export async function dailyPlays(db: Db, scope: Scope, query: ComplianceReportQuery, rules: ReadonlyMap<RuleSetKey, RuleSet>): Promise<DailyPlays[]> {
  const forbidden: string[] = [];
  const mandatoryLayouts: string[] = [];
  for (const [key, set] of rules) {
    for (const rule of set.forbidden) for (const zone of rule.zones) forbidden.push(`${key}|${zone}|${rule.category}`);
    if (set.mandatory?.assetId) mandatoryLayouts.push(`${key}|${set.mandatory.assetId}`);
  }
  const mandatoryIds = [...new Set([...rules.values()].map((set) => set.mandatory?.assetId).filter((id): id is string => typeof id === 'string'))];
  const fromMs = Date.parse(`${query.from}T00:00:00Z`);
  const afterMs = Date.parse(`${query.to}T00:00:00Z`) + DAY_MS;
  const fromLocal = `${query.from} 00:00:00`;
  const afterLocal = `${new Date(afterMs).toISOString().slice(0, 10)} 00:00:00`;
  const earliestIso = new Date(fromMs - MAX_AHEAD_MS).toISOString();
  const latestIso = new Date(afterMs + MAX_BEHIND_MS).toISOString();
  const statement = sql`with recursive scoped as (
          select d.id, d.zone, coalesce(r.jurisdiction, 'default') as rule_key, coalesce(r.time_zone, 'UTC') as time_zone
          from displays d
          join graphics_controllers g on g.id = d.graphics_controller_id
          join venues v on v.id = g.venue_id
          left join regions r on r.id = v.region_id
          where ${reportVenueFilter(scope, query)}
        ), flagged(id) as (
          -- Layouts that are something other than general, the rules' own mandatory layouts, and
          -- every layout they are placed in: the only ones a play of could count either way.
          select id from assets where category <> 'general' or id = any(${uuidArray(mandatoryIds)}::uuid[])
          union select p.parent_asset_id from asset_placements p join flagged f on p.asset_id = f.id
        ), counted as (
          select h.display_id, h.asset_id, h.local_hour::date as local_date, h.plays, h.seconds
          from play_hours h
          where h.display_id in (select id from scoped)
            and h.hour_utc >= ${earliestIso}::timestamptz and h.hour_utc < ${latestIso}::timestamptz
            and h.local_hour >= ${fromLocal}::timestamp and h.local_hour < ${afterLocal}::timestamp
          union all
          select p.display_id, p.asset_id, (p.started_utc at time zone s.time_zone)::date, 1, p.seconds
          from plays p join scoped s on s.id = p.display_id
          where p.rolled_utc is null and p.started_utc >= ${earliestIso}::timestamptz and p.started_utc < ${latestIso}::timestamptz
            and (p.started_utc at time zone s.time_zone) >= ${fromLocal}::timestamp
            and (p.started_utc at time zone s.time_zone) < ${afterLocal}::timestamp
        ), per_layout as (
          select c.display_id, c.local_date, f.id as asset_id, sum(c.plays) as plays, sum(c.seconds) as seconds
          from counted c left join flagged f on f.id = c.asset_id
          group by 1, 2, 3
        ), tree(root, id) as (
          select id, id from flagged
          union select t.root, p.asset_id from asset_placements p join tree t on p.parent_asset_id = t.id
        ), layout_categories as (
          select t.root as asset_id, array_agg(distinct a.category) as categories,
            bool_or(a.id = t.root and a.category = 'responsible-gambling') as responsible
          from tree t join assets a on a.id = t.id group by t.root
        )
        select l.display_id, to_char(l.local_date, 'YYYY-MM-DD') as local_date, sum(l.plays) as plays,
          coalesce(sum(l.seconds) filter (where c.responsible or s.rule_key || '|' || l.asset_id = any(${textArray(mandatoryLayouts)}::text[])), 0) as mandatory_seconds,
          coalesce(sum(l.plays) filter (where exists (
            select 1 from unnest(c.categories) as category
            where s.rule_key || '|' || s.zone || '|' || category = any(${textArray(forbidden)}::text[]))), 0) as forbidden_plays
        from per_layout l
        join scoped s on s.id = l.display_id
        left join layout_categories c on c.asset_id = l.asset_id
        group by l.display_id, l.local_date`;
  const rows = await db.transaction(async (tx) => {
    // Local to this transaction: the sums hashed in memory (a month of a venue group is ~50,000
    // groups), and no JIT compile, which costs more than the statement on these row counts.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    return queryRows<{ display_id: string; local_date: string; plays: string | number; mandatory_seconds: string | number; forbidden_plays: string | number }>(
      tx,
      statement,
    );
  });
  return rows.map((row) => ({
    displayId: row.display_id,
    date: row.local_date,
    plays: Number(row.plays),
    mandatorySeconds: Number(row.mandatory_seconds),
    forbiddenPlays: Number(row.forbidden_plays),
  }));
}

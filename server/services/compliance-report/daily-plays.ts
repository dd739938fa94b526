import { sql } from 'drizzle-orm';
import type { ComplianceReportQuery } from '../../../contract/complianceReport.ts';
import type { RuleSet } from '../../../contract/complianceRules.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../sql-rows.ts';
import { ruleSetKeyOf, type Category, type RuleSetKey } from '../../../contract/compliance.ts';
import type { ReportDisplay } from './displays-in-report.ts';

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

/** A layout a play of could count either way, with its categories (its own and those placed in it). */
interface FlaggedLayout {
  id: string;
  categories: Category[];
  /** Its own category is `responsible-gambling`. */
  responsible: boolean;
}

/**
 * Layouts that are something other than `general`, the rules' own mandatory layouts, and every
 * layout they are placed in (at any depth), each with its categories as the resolver reads them.
 * Plays of any other layout are neither responsible-gambling nor forbidden. A handful of rows.
 */
async function flaggedLayouts(db: Db, mandatoryIds: readonly string[]): Promise<FlaggedLayout[]> {
  return queryRows<FlaggedLayout>(
    db,
    sql`with recursive flagged(id) as (
          select id from assets where category <> 'general' or id = any(${uuidArray(mandatoryIds)}::uuid[])
          union select p.parent_asset_id from asset_placements p join flagged f on p.asset_id = f.id
        ), tree(root, id) as (
          select id, id from flagged
          union select t.root, p.asset_id from asset_placements p join tree t on p.parent_asset_id = t.id
        )
        select t.root as id, array_agg(distinct a.category) as categories,
          bool_or(a.id = t.root and a.category = 'responsible-gambling') as responsible
        from tree t join assets a on a.id = t.id group by t.root`,
  );
}

/**
 * Every (display, local date) of the report that has plays: the daily counts of the rollup plus
 * the plays it has not counted yet (each play is in exactly one, play-rollup.ts), judged per layout:
 * - a responsible-gambling play: the layout's own category is `responsible-gambling`, or it is the
 *   layout a rule set names for its mandatory slots (plays do not record why they played: the
 *   category at report time says what they were);
 * - a forbidden play: any category of the layout (its own and those of the layouts placed in it, as
 *   the resolver reads them) forbidden in the display's zone under its venue's rule set.
 *
 * Shaped for a month of a venue group (about a million hourly rows, a hundred thousand daily ones,
 * bench:compliance): the few layouts that can count either way are found first, and each (rule set,
 * zone, layout) judged here; then one statement reads the days of the report's displays (their ids
 * as one array parameter: a range of play_days' key per display), sums them per display, date and
 * layout with every other layout summed as one, and applies the judgements, passed as two small
 * arrays of keys. Run with enough work memory that the sums stay hashed in memory, and without JIT
 * (its compile takes longer than this statement runs). A layout deleted since counts as neither.
 */
export async function dailyPlays(db: Db, displays: readonly ReportDisplay[], query: ComplianceReportQuery, rules: ReadonlyMap<RuleSetKey, RuleSet>): Promise<DailyPlays[]> {
  if (displays.length === 0) return [];
  const mandatoryIds = [...new Set([...rules.values()].map((set) => set.mandatory?.assetId).filter((id): id is string => typeof id === 'string'))];
  const flagged = await flaggedLayouts(db, mandatoryIds);
  // Each display's judge: "ruleSet|zone"; the keys that judge a layout responsible or forbidden under it.
  const judgeOf = (display: ReportDisplay) => `${ruleSetKeyOf(display.jurisdiction)}|${display.zone}`;
  const responsible: string[] = [];
  const forbidden: string[] = [];
  for (const judge of new Set(displays.map(judgeOf))) {
    const [key, zone] = judge.split('|') as [RuleSetKey, string];
    const set = rules.get(key);
    if (!set) continue;
    const forbiddenHere = new Set(set.forbidden.filter((rule) => (rule.zones as string[]).includes(zone)).map((rule) => rule.category));
    for (const layout of flagged) {
      if (layout.responsible || set.mandatory?.assetId === layout.id) responsible.push(`${judge}|${layout.id}`);
      if (layout.categories.some((category) => forbiddenHere.has(category))) forbidden.push(`${judge}|${layout.id}`);
    }
  }
  const fromMs = Date.parse(`${query.from}T00:00:00Z`);
  const afterMs = Date.parse(`${query.to}T00:00:00Z`) + DAY_MS;
  const fromLocal = `${query.from} 00:00:00`;
  const afterLocal = `${new Date(afterMs).toISOString().slice(0, 10)} 00:00:00`;
  const earliestIso = new Date(fromMs - MAX_AHEAD_MS).toISOString();
  const latestIso = new Date(afterMs + MAX_BEHIND_MS).toISOString();
  const ids = uuidArray(displays.map((display) => display.displayId));
  const statement = sql`with per_layout as (
          select counted.display_id, counted.local_date,
            case when counted.asset_id = any(${uuidArray(flagged.map((layout) => layout.id))}::uuid[]) then counted.asset_id end as asset_id,
            sum(counted.plays) as plays, sum(counted.seconds) as seconds
          from (
            select d.display_id, d.asset_id, d.local_date, d.plays, d.seconds
            from play_days d
            where d.display_id = any(${ids}::uuid[]) and d.local_date >= ${query.from}::date and d.local_date <= ${query.to}::date
            union all
            select p.display_id, p.asset_id, (p.started_utc at time zone coalesce(r.time_zone, 'UTC'))::date, 1, p.seconds
            from plays p
            join displays d on d.id = p.display_id
            join graphics_controllers g on g.id = d.graphics_controller_id
            join venues v on v.id = g.venue_id
            left join regions r on r.id = v.region_id
            where p.display_id = any(${ids}::uuid[]) and p.rolled_utc is null
              and p.started_utc >= ${earliestIso}::timestamptz and p.started_utc < ${latestIso}::timestamptz
              and (p.started_utc at time zone coalesce(r.time_zone, 'UTC')) >= ${fromLocal}::timestamp
              and (p.started_utc at time zone coalesce(r.time_zone, 'UTC')) < ${afterLocal}::timestamp
          ) counted
          group by 1, 2, 3
        ), judges(display_id, judge) as (
          select * from unnest(${ids}::uuid[], ${textArray(displays.map(judgeOf))}::text[])
        )
        select l.display_id, to_char(l.local_date, 'YYYY-MM-DD') as local_date, sum(l.plays) as plays,
          coalesce(sum(l.seconds) filter (where j.judge || '|' || l.asset_id = any(${textArray(responsible)}::text[])), 0) as mandatory_seconds,
          coalesce(sum(l.plays) filter (where j.judge || '|' || l.asset_id = any(${textArray(forbidden)}::text[])), 0) as forbidden_plays
        from per_layout l join judges j on j.display_id = l.display_id
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

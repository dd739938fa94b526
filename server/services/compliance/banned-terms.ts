import { sql } from 'drizzle-orm';
import { bannedTermsIn, layoutTexts, type BannedTerm } from '../../../contract/bannedTerms.ts';
import { ruleSetKeyOf, ruleSetKeys, type Jurisdiction } from '../../../contract/compliance.ts';
import type { Db } from '../../db/database.ts';
import { ruleSetsByKey } from './compliance-rules.ts';
import { resolveLayout } from '../assets/layout-resolve.ts';
import { queryRows } from '../sql-rows.ts';

/**
 * Banned terms where a layout is scheduled (docs/compliance.md#banned-terms): the jurisdictions of
 * the venues it can reach, the way a change of it wakes players (schedule-change-audience.ts): the
 * layout itself or any layout placing it, at any depth, as a display's own layout, in a schedule
 * entry or an unfinished takeover, directly or in a playlist.
 */
async function jurisdictionsWhereScheduled(db: Db, assetId: string, now: Date): Promise<Set<Jurisdiction | null>> {
  const rows = await queryRows<{ jurisdiction: Jurisdiction | null }>(
    db,
    sql`with recursive containing(id) as (
          select ${assetId}::uuid
          union select p.parent_asset_id from asset_placements p join containing c on p.asset_id = c.id
        ),
        lists as (select i.playlist_id as id from playlist_items i where i.asset_id in (select id from containing)),
        entries as (
          select e.display_id, e.venue_id, e.client_id from schedule_entries e
          where e.asset_id in (select id from containing) or e.playlist_id in (select id from lists)
        ),
        shown as (
          select t.all_targets, t.client_ids, t.venue_ids from takeovers t
          where t.ended_utc is null and t.end_utc > ${now.toISOString()}::timestamptz
            and (t.asset_id in (select id from containing) or t.playlist_id in (select id from lists))
        ),
        reached(id) as (
          select g.venue_id from displays d join graphics_controllers g on g.id = d.graphics_controller_id
            where g.venue_id is not null and (d.asset_id in (select id from containing) or d.id in (select display_id from entries))
          union select venue_id from entries where venue_id is not null
          union select v.id from venues v where v.client_id in (select client_id from entries)
          union select unnest(venue_ids) from shown
          union select v.id from venues v where v.client_id in (select unnest(client_ids) from shown)
          union select v.id from venues v where exists (select 1 from shown where all_targets)
        )
        select distinct r.jurisdiction from venues v left join regions r on r.id = v.region_id where v.id in (select id from reached)`,
  );
  return new Set(rows.map((row) => row.jurisdiction));
}

/** The banned terms of the rule sets where the layout is scheduled, each once with the rule sets banning it. */
export async function bannedTermsWhereScheduled(db: Db, assetId: string, now: Date): Promise<BannedTerm[]> {
  const jurisdictions = await jurisdictionsWhereScheduled(db, assetId, now);
  if (jurisdictions.size === 0) return [];
  const keys = new Set([...jurisdictions].map(ruleSetKeyOf));
  const rulesByKey = await ruleSetsByKey(db);
  const byTerm = new Map<string, BannedTerm>();
  for (const key of ruleSetKeys) {
    if (!keys.has(key)) continue;
    for (const term of rulesByKey.get(key)?.bannedTerms ?? []) {
      const known = term.toLocaleLowerCase('en-AU');
      const entry = byTerm.get(known) ?? { term, jurisdictions: [] };
      entry.jurisdictions.push(key);
      byTerm.set(known, entry);
    }
  }
  return [...byTerm.values()];
}

/** The terms that apply to a layout, and those its saved text (nested layouts' included) contains. */
export async function layoutBannedTerms(db: Db, assetId: string, now: Date): Promise<{ bannedTerms: BannedTerm[]; warnings: BannedTerm[] }> {
  const bannedTerms = await bannedTermsWhereScheduled(db, assetId, now);
  if (bannedTerms.length === 0) return { bannedTerms, warnings: [] };
  const layout = await resolveLayout(db, assetId);
  return { bannedTerms, warnings: layout ? bannedTermsIn(layoutTexts(layout.placements), bannedTerms) : [] };
}

import { sql } from 'drizzle-orm';
import { ruleSetKeyOf, type Category, type Jurisdiction } from '../../../contract/compliance.ts';
import { shippedRuleSet, type RuleSet } from '../../../contract/complianceRules.ts';
import type { Db } from '../../db/database.ts';
import { ruleSetsByKey } from '../compliance/compliance-rules.ts';
import { queryRows } from '../sql-rows.ts';
import { needsApproval } from './approval-need.ts';
import { allLayoutsNeedApproval } from './approval-settings.ts';

/**
 * "Awaiting approval" (docs/compliance.md#approval): a display whose schedule (its own layout, its
 * entries, the takeovers reaching it) can show a layout that needs approval there and has a
 * version waiting for a decision; the display plays the approved version meanwhile.
 */

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Of these displays, those awaiting approval. Reads the (few) pending layouts once, whatever the number of displays. */
export async function displaysAwaitingApproval(db: Db, displayIds: readonly string[], now: Date): Promise<Set<string>> {
  if (displayIds.length === 0) return new Set();
  const rows = await queryRows<{ display_id: string; category: Category; jurisdiction: Jurisdiction | null }>(
    db,
    sql`with recursive pending as (
          select a.id, a.category from layout_approvals la join assets a on a.id = la.asset_id where la.state = 'pending' and a.type = 'GROUP'
        ),
        containing(root, id) as (
          select id, id from pending
          union select c.root, p.parent_asset_id from asset_placements p join containing c on p.asset_id = c.id
        ),
        lists(root, id) as (select c.root, i.playlist_id from playlist_items i join containing c on c.id = i.asset_id),
        shown(root, display_id, venue_id, client_id, venue_ids, client_ids, all_targets) as (
          select c.root, d.id, null::uuid, null::uuid, null::uuid[], null::uuid[], false from displays d join containing c on c.id = d.asset_id
          union all
          select c.root, e.display_id, e.venue_id, e.client_id, null, null, false from schedule_entries e
            join containing c on c.id = e.asset_id
          union all
          select l.root, e.display_id, e.venue_id, e.client_id, null, null, false from schedule_entries e
            join lists l on l.id = e.playlist_id
          union all
          select c.root, null, null, null, t.venue_ids, t.client_ids, t.all_targets from takeovers t
            join containing c on c.id = t.asset_id where least(t.end_utc, coalesce(t.ended_utc, 'infinity')) > ${now.toISOString()}::timestamptz
          union all
          select l.root, null, null, null, t.venue_ids, t.client_ids, t.all_targets from takeovers t
            join lists l on l.id = t.playlist_id where least(t.end_utc, coalesce(t.ended_utc, 'infinity')) > ${now.toISOString()}::timestamptz
        )
        select distinct d.id as display_id, p.category, r.jurisdiction
        from displays d
          join graphics_controllers g on g.id = d.graphics_controller_id
          join venues v on v.id = g.venue_id
          join regions r on r.id = v.region_id
          join shown s on s.display_id = d.id or s.venue_id = v.id or s.client_id = v.client_id
            or s.all_targets or v.id = any(s.venue_ids) or v.client_id = any(s.client_ids)
          join pending p on p.id = s.root
        where d.id = any(${uuidArray([...new Set(displayIds)])}::uuid[])`,
  );
  if (rows.length === 0) return new Set();
  const [rules, allLayouts] = await Promise.all([ruleSetsByKey(db), allLayoutsNeedApproval(db)]);
  const awaiting = rows.filter((row) => {
    const key = ruleSetKeyOf(row.jurisdiction);
    return needsApproval(row.category, rules.get(key) ?? shippedRuleSet(key), allLayouts);
  });
  return new Set(awaiting.map((row) => row.display_id));
}

/** Of these layouts and playlists (a timeline's), those with a layout that needs approval under `rules` and has a version waiting. */
export async function contentAwaitingApproval(
  db: Db,
  rules: RuleSet,
  content: { assetIds: readonly string[]; playlistIds: readonly string[] },
): Promise<Set<string>> {
  if (content.assetIds.length === 0 && content.playlistIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string; category: Category }>(
    db,
    sql`select a.id, a.category from layout_approvals la join assets a on a.id = la.asset_id
          where la.state = 'pending' and a.id = any(${uuidArray(content.assetIds)}::uuid[])
        union
        select i.playlist_id, a.category from playlist_items i join layout_approvals la on la.asset_id = i.asset_id join assets a on a.id = i.asset_id
          where la.state = 'pending' and i.playlist_id = any(${uuidArray(content.playlistIds)}::uuid[])`,
  );
  if (rows.length === 0) return new Set();
  const allLayouts = await allLayoutsNeedApproval(db);
  return new Set(rows.filter((row) => needsApproval(row.category, rules, allLayouts)).map((row) => row.id));
}

/** Of a display's timeline segments (its venue's `jurisdiction`), the layout and playlist ids awaiting approval. */
export async function segmentsAwaitingApproval(
  db: Db,
  jurisdiction: Jurisdiction | null,
  segments: readonly { assetId: string | null; playlistId: string | null }[],
): Promise<Set<string>> {
  const assetIds = [...new Set(segments.map((segment) => segment.assetId).filter((id): id is string => id !== null))];
  const playlistIds = [...new Set(segments.map((segment) => segment.playlistId).filter((id): id is string => id !== null))];
  if (assetIds.length === 0 && playlistIds.length === 0) return new Set();
  const key = ruleSetKeyOf(jurisdiction);
  const rules = (await ruleSetsByKey(db)).get(key) ?? shippedRuleSet(key);
  return contentAwaitingApproval(db, rules, { assetIds, playlistIds });
}

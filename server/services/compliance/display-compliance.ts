import { sql } from 'drizzle-orm';
import { ruleSetKeyOf, type Category, type Jurisdiction, type RuleSetKey, type Zone } from '../../../contract/compliance.ts';
import { shippedRuleSet, type RuleSet } from '../../../contract/complianceRules.ts';
import type { ResolverCompliance } from '../../../contract/schedule/timeline.ts';
import type { Db } from '../../db/database.ts';
import { unapprovedContent } from '../approvals/approval-gate.ts';
import { mandatoryLayoutOf, type MandatoryLayout } from '../approvals/mandatory-layout.ts';
import { queryRows } from '../sql-rows.ts';

/**
 * What the resolver needs to guard one display (docs/compliance.md): its zone, its venue's rule set,
 * the categories of the content it may be given, and the layout of its mandatory slots.
 */

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * The categories of each layout (its own and those of every layout placed in it, at any depth) and
 * of each playlist (its items'), by id.
 */
export async function contentCategories(db: Db, assetIds: readonly string[], playlistIds: readonly string[]): Promise<Record<string, Category[]>> {
  if (assetIds.length === 0 && playlistIds.length === 0) return {};
  const rows = await queryRows<{ id: string; categories: Category[] }>(
    db,
    sql`with recursive roots(root, id) as (
          select id, id from assets where id = any(${uuidArray(assetIds)}::uuid[])
          union select playlist_id, asset_id from playlist_items where playlist_id = any(${uuidArray(playlistIds)}::uuid[])
        ), tree(root, id) as (
          select root, id from roots
          union select t.root, p.asset_id from asset_placements p join tree t on p.parent_asset_id = t.id
        )
        select t.root as id, array_agg(distinct a.category) as categories from tree t join assets a on a.id = t.id group by t.root`,
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.categories]));
}

/** A display's zone and its venue's jurisdiction. */
export async function displayZoneAndJurisdiction(db: Db, displayId: string): Promise<{ zone: Zone; jurisdiction: Jurisdiction | null } | null> {
  const [row] = await queryRows<{ zone: Zone; jurisdiction: Jurisdiction | null }>(
    db,
    sql`select d.zone, r.jurisdiction from displays d
          join graphics_controllers g on g.id = d.graphics_controller_id
          join venues v on v.id = g.venue_id
          left join regions r on r.id = v.region_id
        where d.id = ${displayId}::uuid`,
  );
  return row ?? null;
}

/** The layouts and playlists a display may be given: its own layout, and those of its entries and takeovers. */
export function contentOf(displayAssetId: string | null, items: readonly { assetId: string | null; playlistId: string | null }[]) {
  const assetIds = items.map((item) => item.assetId).filter((id): id is string => id !== null);
  if (displayAssetId !== null) assetIds.push(displayAssetId);
  return { assetIds, playlistIds: items.map((item) => item.playlistId).filter((id): id is string => id !== null) };
}

/**
 * The guard of a display given what it may show; `rulesByKey` from ruleSetsByKey (shipped defaults
 * without it); `allLayouts` the approval setting and `mandatoryByKey` the slots' layouts
 * (mandatoryLayoutsByKey) when the caller holds them (a player's day: device/services/compliance-settings.ts),
 * else they are read here.
 */
export async function displayCompliance(
  db: Db,
  place: { zone: Zone; jurisdiction: Jurisdiction | null },
  content: { assetIds: readonly string[]; playlistIds: readonly string[] },
  rulesByKey: ReadonlyMap<RuleSetKey, RuleSet>,
  allLayouts?: boolean,
  mandatoryByKey?: ReadonlyMap<RuleSetKey, MandatoryLayout | null>,
): Promise<ResolverCompliance> {
  const ruleSetKey = ruleSetKeyOf(place.jurisdiction);
  const rules = rulesByKey.get(ruleSetKey) ?? shippedRuleSet(ruleSetKey);
  const kept = mandatoryByKey?.get(ruleSetKey);
  const mandatory = kept !== undefined ? kept : await mandatoryLayoutOf(db, rules, allLayouts);
  const mandatoryAssetId = mandatory?.assetId ?? null;
  const ids = { assetIds: [...new Set(content.assetIds)], playlistIds: [...new Set(content.playlistIds)] };
  const [categories, unapprovedOfWeek] = await Promise.all([contentCategories(db, ids.assetIds, ids.playlistIds), unapprovedContent(db, rules, ids, allLayouts)]);
  // A mandatory layout nothing approved can replace keeps its slots, empty (contract/schedule/complianceGuard.ts).
  const unapproved = mandatory && mandatoryAssetId !== null && !mandatory.playable ? [...new Set([...unapprovedOfWeek, mandatoryAssetId])].sort() : unapprovedOfWeek;
  return { zone: place.zone, ruleSetKey, rules, contentCategories: categories, mandatoryAssetId, ...(unapproved.length > 0 ? { unapproved } : {}) };
}

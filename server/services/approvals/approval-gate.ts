import { sql } from 'drizzle-orm';
import type { Category } from '../../../contract/compliance.ts';
import type { RuleSet } from '../../../contract/complianceRules.ts';
import type { FrozenLayout } from '../../../contract/approvals.ts';
import type { LayoutNode, LayoutTree } from '../../../contract/layout/tree.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../sql-rows.ts';
import { approvalsOf, type ApprovalRow } from './approval-rows.ts';
import { needsApproval } from './approval-need.ts';
import { allLayoutsNeedApproval } from './approval-settings.ts';
import { frozenVersions } from './layout-versions.ts';

/**
 * What a screen may play of layouts that need approval there (docs/compliance.md#approval): only
 * the last approved version's frozen layout; nothing of one never approved. Layouts that need no
 * approval play as they are, as before approval existed.
 */

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** A layout that needs approval under these rules, with its approval. */
export interface GatedLayout {
  approval: ApprovalRow;
  /** The approved version's frozen layout; undefined when none is approved or (made before versions, never edited since) it plays live. */
  frozen: FrozenLayout | undefined;
}

/**
 * Of these assets, the GROUP layouts that need approval under `rules`, by id, with their approved
 * layouts. `allLayouts`: the portal-wide setting, when the caller holds it already (a player's day
 * keeps it per process: device/services/compliance-settings.ts); read here without.
 */
export async function gatedLayouts(db: Db, rules: RuleSet, assetIds: readonly string[], withFrozen = true, allLayouts?: boolean): Promise<Map<string, GatedLayout>> {
  const unique = [...new Set(assetIds)];
  if (unique.length === 0) return new Map();
  const [assets, allNeedApproval] = await Promise.all([
    queryRows<{ id: string; category: Category }>(db, sql`select id, category from assets where type = 'GROUP' and id = any(${uuidArray(unique)}::uuid[])`),
    allLayouts ?? allLayoutsNeedApproval(db),
  ]);
  const ids = assets.filter((asset) => needsApproval(asset.category, rules, allNeedApproval)).map((asset) => asset.id);
  if (ids.length === 0) return new Map();
  const approvals = await approvalsOf(db, ids);
  const wanted = [...approvals.values()].flatMap((row) => (row.approvedVersion === null ? [] : [{ assetId: row.assetId, version: row.approvedVersion }]));
  const frozen = withFrozen ? await frozenVersions(db, wanted) : new Map<string, FrozenLayout>();
  return new Map(
    [...approvals.values()].map((approval) => [
      approval.assetId,
      { approval, frozen: approval.approvedVersion === null ? undefined : frozen.get(`${approval.assetId}:${approval.approvedVersion}`) },
    ]),
  );
}

/** Layout and playlist ids with nothing approved to play under `rules`: a playlist when every item is such a layout. `allLayouts` as gatedLayouts takes it. */
export async function unapprovedContent(
  db: Db,
  rules: RuleSet,
  content: { assetIds: readonly string[]; playlistIds: readonly string[] },
  allLayouts?: boolean,
): Promise<string[]> {
  const items =
    content.playlistIds.length === 0
      ? []
      : await queryRows<{ playlist_id: string; asset_id: string }>(
          db,
          sql`select playlist_id, asset_id from playlist_items where playlist_id = any(${uuidArray(content.playlistIds)}::uuid[])`,
        );
  const gated = await gatedLayouts(db, rules, [...content.assetIds, ...items.map((item) => item.asset_id)], false, allLayouts);
  const unapproved = new Set([...gated.values()].filter((layout) => layout.approval.approvedVersion === null).map((layout) => layout.approval.assetId));
  const byPlaylist = new Map<string, string[]>();
  for (const item of items) byPlaylist.set(item.playlist_id, [...(byPlaylist.get(item.playlist_id) ?? []), item.asset_id]);
  const playlists = [...byPlaylist].filter(([, assetIds]) => assetIds.every((id) => unapproved.has(id))).map(([id]) => id);
  return [...content.assetIds.filter((id) => unapproved.has(id)), ...playlists].filter((id, index, all) => all.indexOf(id) === index).sort();
}

/** Every GROUP asset id a tree draws, at any depth. */
function groupIdsOf(nodes: readonly LayoutNode[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    if (node.assetType === 'GROUP') into.add(node.assetId);
    if (node.children) groupIdsOf(node.children, into);
  }
  return into;
}

/** A live tree with each gated group inside it drawn as its approved version (empty when none is approved). */
function withApprovedGroups(nodes: readonly LayoutNode[], gated: ReadonlyMap<string, GatedLayout>): LayoutNode[] {
  return nodes.map((node) => {
    if (node.assetType !== 'GROUP' || !node.children) return node;
    const layout = gated.get(node.assetId);
    if (!layout) return { ...node, children: withApprovedGroups(node.children, gated) };
    if (layout.approval.approvedVersion === null) return { ...node, children: [] };
    return { ...node, children: layout.frozen ? layout.frozen.placements : withApprovedGroups(node.children, gated) };
  });
}

/**
 * A display's week's layouts as it may play them: a layout that needs approval there is its
 * approved version's frozen layout, or left out when none is approved; groups inside other layouts
 * likewise. `layouts` are the live trees by asset id, sized to the display; `allLayouts` as
 * gatedLayouts takes it.
 */
export async function approvedLayouts(
  db: Db,
  rules: RuleSet,
  layouts: Readonly<Record<string, LayoutTree>>,
  displayUpdatedUtc: Date,
  allLayouts?: boolean,
): Promise<Record<string, LayoutTree>> {
  const ids = new Set(Object.keys(layouts));
  for (const tree of Object.values(layouts)) groupIdsOf(tree.placements, ids);
  const gated = await gatedLayouts(db, rules, [...ids], true, allLayouts);
  if (gated.size === 0) return { ...layouts };
  const result: Record<string, LayoutTree> = {};
  for (const [assetId, tree] of Object.entries(layouts)) {
    const layout = gated.get(assetId);
    if (!layout) {
      result[assetId] = { ...tree, placements: withApprovedGroups(tree.placements, gated) };
    } else if (layout.approval.approvedVersion !== null) {
      const { frozen } = layout;
      result[assetId] = frozen
        ? {
            ...tree,
            name: frozen.name,
            updatedUtc: new Date(Math.max(displayUpdatedUtc.getTime(), Date.parse(frozen.updatedUtc))).toISOString(),
            placements: frozen.placements,
          }
        : { ...tree, placements: withApprovedGroups(tree.placements, gated) };
    }
  }
  return result;
}

import { eq, inArray } from 'drizzle-orm';
import { isMediaKind, MAX_GROUP_DEPTH, opensGroup, placementPixels, resolveMedia } from '../../../contract/layout/rules.ts';
import type { LayoutNode } from '../../../contract/layout/tree.ts';
import type { Db } from '../../db/database.ts';
import { assetFiles, assets } from '../../db/schema.ts';
import { placementRowsOf, type PlacementRow } from './placement-rows.ts';
import { isUuid } from '../sql-rows.ts';

/** A layout resolved: its placements as a tree, and the latest change of anything drawn in it. */
export interface ResolvedLayout {
  root: { id: string; name: string; updatedUtc: Date };
  placements: LayoutNode[];
  latestMs: number;
}

/**
 * A layout's placements as one tree (contract/layout/tree.ts): nested groups resolved level by
 * level (one query per depth, not per group), media looked up in one query. latestMs is the latest
 * change of anything drawn: the layout, every group in it and every file it shows. Null: no such asset.
 */
export async function resolveLayout(db: Db, assetId: string): Promise<ResolvedLayout | null> {
  const [root] = await db
    .select({ id: assets.id, name: assets.name, updatedUtc: assets.updatedUtc })
    .from(assets)
    .where(eq(assets.id, assetId))
    .limit(1)
    // Named (planned once per connection): a player's day reads one a layout.
    .prepare('layout_tree_root')
    .execute();
  if (!root) return null;

  const placementsByParent = new Map<string, PlacementRow[]>();
  let level = [root.id];
  for (let depth = 0; depth <= MAX_GROUP_DEPTH && level.length > 0; depth += 1) {
    const found = await placementRowsOf(db, level);
    for (const [parent, rows] of found) placementsByParent.set(parent, rows);
    level = [
      ...new Set(
        [...found.values()]
          .flat()
          .filter((row) => row.assetType === 'GROUP' && !placementsByParent.has(row.assetId))
          .map((row) => row.assetId),
      ),
    ];
  }

  const allRows = [...placementsByParent.values()].flat();
  const fileIds = [
    ...new Set(
      allRows
        .filter((row) => isMediaKind(row.assetType))
        .map((row) => row.config.file_id)
        .filter((id): id is string => id !== undefined && isUuid(id)),
    ),
  ];
  const files = new Map(
    fileIds.length === 0
      ? []
      : (
          await db
            .select({
              id: assetFiles.id,
              fileName: assetFiles.fileName,
              fileType: assetFiles.fileType,
              contentType: assetFiles.contentType,
              updatedUtc: assetFiles.updatedUtc,
            })
            .from(assetFiles)
            .where(inArray(assetFiles.id, fileIds))
        ).map((file) => [file.id, file] as const),
  );

  let latest = root.updatedUtc.getTime();
  const nodesOf = (parentId: string, ancestors: readonly string[]): LayoutNode[] =>
    (placementsByParent.get(parentId) ?? []).map((row) => {
      const node: LayoutNode = {
        id: row.id,
        assetId: row.assetId,
        assetType: row.assetType as LayoutNode['assetType'],
        assetName: row.assetName,
        x: placementPixels(row.x),
        y: placementPixels(row.y),
        order: row.order,
        config: row.config,
      };
      if (isMediaKind(row.assetType)) {
        node.media = resolveMedia(row.assetType, row.config.file_id, (fileId) => files.get(fileId));
        const file = row.config.file_id ? files.get(row.config.file_id) : undefined;
        if (file) latest = Math.max(latest, file.updatedUtc.getTime());
      }
      if (row.assetType === 'GROUP') {
        latest = Math.max(latest, row.assetUpdatedUtc.getTime());
        node.children = opensGroup(row.assetId, ancestors) ? nodesOf(row.assetId, [...ancestors, row.assetId]) : [];
      }
      return node;
    });
  const placements = nodesOf(root.id, [root.id]);
  return { root, placements, latestMs: latest };
}

import { inArray, sql } from 'drizzle-orm';
import { isMediaKind, MAX_GROUP_DEPTH, opensGroup, placementPixels, resolveMedia } from '../../../contract/layout/rules.ts';
import type { LayoutNode } from '../../../contract/layout/tree.ts';
import type { Db } from '../../db/database.ts';
import { assetFiles } from '../../db/schema.ts';
import { placementRowsOf, type PlacementRow } from './placement-rows.ts';
import { isUuid, queryPrepared } from '../sql-rows.ts';

/** A layout resolved: its placements as a tree, and the latest change of anything drawn in it. */
export interface ResolvedLayout {
  root: { id: string; name: string; updatedUtc: Date };
  placements: LayoutNode[];
  latestMs: number;
}

/** A layout's placements as one tree (resolveLayouts). Null: no such asset. */
export async function resolveLayout(db: Db, assetId: string): Promise<ResolvedLayout | null> {
  return (await resolveLayouts(db, [assetId])).get(assetId.toLowerCase()) ?? null;
}

/**
 * Layouts' placements as trees (contract/layout/tree.ts), by asset id in lower case (an id with no
 * asset is left out): nested groups resolved level by level for all of them together (one query per depth, not
 * per group nor per layout), media looked up in one query. A player's week carries several layouts,
 * and each more query was a round trip of its day read (bench:fleet). latestMs is the latest change
 * of anything drawn: the layout, every group in it and every file it shows.
 */
export async function resolveLayouts(db: Db, assetIds: readonly string[]): Promise<Map<string, ResolvedLayout>> {
  const wanted = [...new Set(assetIds.map((id) => id.toLowerCase()))].filter(isUuid);
  if (wanted.length === 0) return new Map();
  // Named (planned once per connection), the ids as one array parameter so its text never varies.
  // The time is cut to whole milliseconds, as Drizzle's Date of it is (display-assets.ts does the same).
  const roots = await queryPrepared<{ id: string; name: string; updated_ms: number }>(
    db,
    'layout_tree_roots',
    sql`select id, name, round(extract(epoch from date_trunc('milliseconds', updated_utc)) * 1000)::float8 as updated_ms
        from assets where id = any(${`{${wanted.join(',')}}`}::uuid[])`,
  );
  if (roots.length === 0) return new Map();

  // Every layout's depth d is read at the latest in the d-th query; a group that is shared, or is
  // another of the roots, is read once. What is read deeper than one layout draws is not drawn there (opensGroup).
  const placementsByParent = new Map<string, PlacementRow[]>();
  let level = roots.map((root) => root.id);
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

  const resolved = new Map<string, ResolvedLayout>();
  for (const row of roots) {
    const root = { id: row.id, name: row.name, updatedUtc: new Date(row.updated_ms) };
    let latest = root.updatedUtc.getTime();
    const nodesOf = (parentId: string, ancestors: readonly string[]): LayoutNode[] =>
      (placementsByParent.get(parentId) ?? []).map((placement) => {
        const node: LayoutNode = {
          id: placement.id,
          assetId: placement.assetId,
          assetType: placement.assetType as LayoutNode['assetType'],
          assetName: placement.assetName,
          x: placementPixels(placement.x),
          y: placementPixels(placement.y),
          order: placement.order,
          config: placement.config,
        };
        if (isMediaKind(placement.assetType)) {
          node.media = resolveMedia(placement.assetType, placement.config.file_id, (fileId) => files.get(fileId));
          const file = placement.config.file_id ? files.get(placement.config.file_id) : undefined;
          if (file) latest = Math.max(latest, file.updatedUtc.getTime());
        }
        if (placement.assetType === 'GROUP') {
          latest = Math.max(latest, placement.assetUpdatedUtc.getTime());
          node.children = opensGroup(placement.assetId, ancestors) ? nodesOf(placement.assetId, [...ancestors, placement.assetId]) : [];
        }
        return node;
      });
    const placements = nodesOf(root.id, [root.id]);
    resolved.set(root.id, { root, placements, latestMs: latest });
  }
  return resolved;
}

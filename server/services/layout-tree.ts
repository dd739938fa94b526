import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { usableTimeZone } from '../../contract/schedule/openHours.ts';
import { isMediaKind, MAX_GROUP_DEPTH, opensGroup, placementPixels, resolveMedia } from '../../contract/layout/rules.ts';
import type { LayoutNode, LayoutTree } from '../../contract/layout/tree.ts';
import type { Db } from '../db/database.ts';
import { assetFiles, assets } from '../db/schema.ts';
import { placementRowsOf, type PlacementRow } from './assets.ts';
import type { DisplayRow } from './display-assets.ts';
import { isUuid, queryRows } from './sql-rows.ts';

/**
 * The time zone of the venue a display is in (its region's): what the layout's clocks and
 * countdowns use on the device unless they name their own. Undefined when unknown.
 */
async function venueTimeZoneOf(db: Db, displayId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ time_zone: string }>(
    db,
    sql`select r.time_zone from displays d
        join graphics_controllers g on g.id = d.graphics_controller_id
        join venues v on v.id = g.venue_id
        join regions r on r.id = v.region_id
        where d.id = ${displayId}::uuid`,
  );
  return row ? usableTimeZone(row.time_zone) : undefined;
}


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

/**
 * A display's layout as one tree, sized to the display's reported screen. updatedUtc is the latest
 * change of anything drawn: the display, its layout, every group in it and every file it shows.
 */
export async function displayLayoutTree(db: Db, display: DisplayRow, knownTimeZone?: string): Promise<LayoutTree> {
  // A caller that read the venue's zone already (a week's day, one tree per layout) passes it.
  const timeZone = knownTimeZone ?? (await venueTimeZoneOf(db, display.id));
  const surface = { width: display.width, height: display.height, ...(timeZone ? { timeZone } : {}) };
  const resolved = display.assetId === null ? null : await resolveLayout(db, display.assetId);
  if (!resolved) {
    return { assetId: null, name: display.label, ...surface, updatedUtc: display.updatedUtc.toISOString(), placements: [] };
  }
  const latest = Math.max(display.updatedUtc.getTime(), resolved.latestMs);
  return { assetId: resolved.root.id, name: resolved.root.name, ...surface, updatedUtc: new Date(latest).toISOString(), placements: resolved.placements };
}

/** A strong validator of the whole answer: any change to anything drawn changes it. */
export function layoutEtag(tree: LayoutTree): string {
  return `"${createHash('sha256').update(JSON.stringify(tree)).digest('base64url').slice(0, 32)}"`;
}

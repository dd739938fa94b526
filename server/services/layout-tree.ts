import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { assetFilePath } from '../../contract/assetFiles.ts';
import type { LayoutMedia, LayoutNode, LayoutTree } from '../../contract/layoutTree.ts';
import type { Db } from '../db/database.ts';
import { assetFiles, assetPlacements, assets } from '../db/schema.ts';
import type { DisplayRow } from './display-assets.ts';
import { isUuid } from './sql-rows.ts';

/**
 * Groups nest; saves refuse a group placed inside itself, but a depth bound keeps one answer finite
 * whatever the rows say. Far deeper than anyone nests groups on a screen.
 */
export const MAX_GROUP_DEPTH = 16;

interface PlacementRow {
  id: string;
  parentAssetId: string;
  assetId: string;
  assetType: string;
  assetName: string;
  assetUpdatedUtc: Date;
  config: Record<string, string>;
  x: string;
  y: string;
  order: number;
}

type FileRow = Pick<typeof assetFiles.$inferSelect, 'id' | 'fileName' | 'fileType' | 'contentType' | 'updatedUtc'>;

/** The placements of the given parents, each with its placed asset's type, name and change time. */
async function placementsOf(db: Db, parentIds: string[]): Promise<Map<string, PlacementRow[]>> {
  const byParent = new Map<string, PlacementRow[]>();
  if (parentIds.length === 0) return byParent;
  const rows = await db
    .select({
      id: assetPlacements.id,
      parentAssetId: assetPlacements.parentAssetId,
      assetId: assets.id,
      assetType: assets.type,
      assetName: assets.name,
      assetUpdatedUtc: assets.updatedUtc,
      config: assetPlacements.config,
      x: assetPlacements.x,
      y: assetPlacements.y,
      order: assetPlacements.order,
    })
    .from(assetPlacements)
    .innerJoin(assets, eq(assets.id, assetPlacements.assetId))
    .where(inArray(assetPlacements.parentAssetId, parentIds))
    .orderBy(asc(assetPlacements.parentAssetId), asc(assetPlacements.order), asc(assetPlacements.id));
  for (const row of rows) {
    const list = byParent.get(row.parentAssetId) ?? [];
    list.push(row);
    byParent.set(row.parentAssetId, list);
  }
  return byParent;
}

/** '12px' (as stored) to 12; anything unreadable to 0 rather than a broken drawing. */
function pixels(value: string): number {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}

const MEDIA_FILE_TYPE = { IMAGE: 'Image', VIDEO: 'Video' } as const;

/** SPEC §4 placeholders: no file_id or a file of the other kind is invalid, an unknown one missing. */
function mediaOf(type: 'IMAGE' | 'VIDEO', fileId: string | undefined, files: Map<string, FileRow>): LayoutMedia {
  if (!fileId) return { status: 'invalid' };
  const file = files.get(fileId);
  if (!file) return { status: 'missing' };
  if (file.fileType !== MEDIA_FILE_TYPE[type]) return { status: 'invalid' };
  return { status: 'ok', url: assetFilePath(file.fileName), contentType: file.contentType };
}

/**
 * A display's layout as one tree (contract/layoutTree.ts): nested groups resolved level by level
 * (one query per depth, not per group), media looked up in one query, sized to the display's
 * reported screen. updatedUtc is the latest change of anything drawn: the display, its layout,
 * every group in it and every file it shows.
 */
export async function displayLayoutTree(db: Db, display: DisplayRow): Promise<LayoutTree> {
  const surface = { width: display.width, height: display.height };
  const [root] =
    display.assetId === null
      ? []
      : await db
          .select({ id: assets.id, name: assets.name, updatedUtc: assets.updatedUtc })
          .from(assets)
          .where(eq(assets.id, display.assetId))
          .limit(1);
  if (!root) {
    return { assetId: null, name: display.label, ...surface, updatedUtc: display.updatedUtc.toISOString(), placements: [] };
  }

  const placementsByParent = new Map<string, PlacementRow[]>();
  let level = [root.id];
  for (let depth = 0; depth <= MAX_GROUP_DEPTH && level.length > 0; depth += 1) {
    const found = await placementsOf(db, level);
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
        .filter((row) => row.assetType === 'IMAGE' || row.assetType === 'VIDEO')
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

  let latest = Math.max(display.updatedUtc.getTime(), root.updatedUtc.getTime());
  const nodesOf = (parentId: string, ancestors: Set<string>): LayoutNode[] =>
    (placementsByParent.get(parentId) ?? []).map((row) => {
      const node: LayoutNode = {
        id: row.id,
        assetId: row.assetId,
        assetType: row.assetType as LayoutNode['assetType'],
        assetName: row.assetName,
        x: pixels(row.x),
        y: pixels(row.y),
        order: row.order,
        config: row.config,
      };
      if (row.assetType === 'IMAGE' || row.assetType === 'VIDEO') {
        node.media = mediaOf(row.assetType, row.config.file_id, files);
        const file = row.config.file_id ? files.get(row.config.file_id) : undefined;
        if (file) latest = Math.max(latest, file.updatedUtc.getTime());
      }
      if (row.assetType === 'GROUP') {
        latest = Math.max(latest, row.assetUpdatedUtc.getTime());
        // A group inside itself (never saved so, but rows are rows) is drawn empty, not forever.
        node.children = ancestors.has(row.assetId) ? [] : nodesOf(row.assetId, new Set([...ancestors, row.assetId]));
      }
      return node;
    });
  const placements = nodesOf(root.id, new Set([root.id]));
  return { assetId: root.id, name: root.name, ...surface, updatedUtc: new Date(latest).toISOString(), placements };
}

/** A strong validator of the whole answer: any change to anything drawn changes it. */
export function layoutEtag(tree: LayoutTree): string {
  return `"${createHash('sha256').update(JSON.stringify(tree)).digest('base64url').slice(0, 32)}"`;
}

import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assetPlacements, assets } from '../../db/schema.ts';

/** One saved placement with its placed asset's id, type, name and change time (the layout tree needs that). */
export interface PlacementRow {
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

/**
 * The one placement query: the placements of the given parent assets, by parent, in saved order.
 * The asset answers and a display's layout tree (layout-resolve.ts) both read placements through it.
 */
export async function placementRowsOf(db: Db, parentIds: string[]): Promise<Map<string, PlacementRow[]>> {
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

import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AssetApproval } from '../../../contract/approvals.ts';
import {
  assetMessages,
  baseAssetTypes,
  BASE_ASSET_READ_ONLY_TITLE,
  type Asset,
  type AssetPlacement,
  type AssetSaveData,
  type AssetType,
} from '../../../contract/assets.ts';
import type { Db } from '../../db/database.ts';
import { assetPlacements, assets, themes } from '../../db/schema.ts';
import { conflict, notFound, validationProblem } from '../../http/http-problem.ts';
import { foreignKeyViolation, queryRows } from '../sql-rows.ts';
import { placementRowsOf } from './placement-rows.ts';
import { afterLayoutEdit, beforeLayoutEdit, contentFingerprint, newLayoutDraft } from '../approvals/approval-edits.ts';
import { assetApprovals } from '../approvals/approval-view.ts';

type AssetRow = typeof assets.$inferSelect;

/** The placements of the given parent assets as the API answers them, in order. */
async function placementsOf(db: Db, parentIds: string[]): Promise<Map<string, AssetPlacement[]>> {
  const rows = await placementRowsOf(db, parentIds);
  return new Map(
    [...rows].map(([parent, list]) => [
      parent,
      list.map((row) => ({
        id: row.id,
        asset: { id: row.assetId, type: row.assetType as AssetType, name: row.assetName },
        config: row.config,
        x: row.x,
        y: row.y,
        order: row.order,
      })),
    ]),
  );
}

function toAsset(row: AssetRow, placements: AssetPlacement[], approval: AssetApproval | undefined): Asset {
  return {
    id: row.id,
    name: row.name,
    type: row.type as AssetType,
    themeId: row.themeId,
    configSchema: row.configSchema,
    width: row.width,
    height: row.height,
    category: row.category,
    updatedUtc: row.updatedUtc.toISOString(),
    placements,
    approval: approval ?? null,
  };
}

/** Every asset but display layouts (those belong to their display), sorted by name ignoring case. */
export async function listAssets(db: Db): Promise<Asset[]> {
  const rows = await db
    .select()
    .from(assets)
    .where(ne(assets.type, 'DISPLAY'))
    .orderBy(sql`lower(${assets.name})`, asc(assets.name), asc(assets.id));
  const [placements, approvals] = await Promise.all([placementsOf(db, rows.map((row) => row.id)), assetApprovals(db, rows)]);
  return rows.map((row) => toAsset(row, placements.get(row.id) ?? [], approvals.get(row.id)));
}

export async function findAsset(db: Db, assetId: string): Promise<Asset | null> {
  const [row] = await db.select().from(assets).where(eq(assets.id, assetId)).limit(1);
  if (!row) return null;
  const [placements, approvals] = await Promise.all([placementsOf(db, [row.id]), assetApprovals(db, [row])]);
  return toAsset(row, placements.get(row.id) ?? [], approvals.get(row.id));
}

/**
 * The assets that contain `assetId`, directly or through other groups. Placing any of them (or the
 * asset itself) inside it would make a layout that contains itself. `union` stops on cycles.
 */
async function containersOf(db: Db, assetId: string): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive up(id) as (
          select parent_asset_id from asset_placements where asset_id = ${assetId}
          union
          select p.parent_asset_id from asset_placements p join up on p.asset_id = up.id
        )
        select id from up`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Checks a save against the database: the theme exists, every placed asset exists and is not a
 * display layout nor a container of the saved asset, and (for an existing asset) every placement id
 * and every id to delete belongs to it. All problems at once, keyed like the payload.
 */
async function checkSave(db: Db, save: AssetSaveData, existingId: string | null): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (save.themeId) {
    const [theme] = await db.select({ id: themes.id }).from(themes).where(eq(themes.id, save.themeId)).limit(1);
    if (!theme) errors.themeId = [assetMessages.themeNotFound];
  }
  const placedIds = [...new Set(save.placements.map((placement) => placement.assetId))];
  const placed = new Map(
    (await db.select({ id: assets.id, type: assets.type }).from(assets).where(inArray(assets.id, placedIds))).map(
      (row) => [row.id, row.type],
    ),
  );
  const containers = existingId === null ? new Set<string>() : await containersOf(db, existingId);
  const own =
    existingId === null
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ id: assetPlacements.id })
              .from(assetPlacements)
              .where(eq(assetPlacements.parentAssetId, existingId))
          ).map((row) => row.id),
        );
  save.placements.forEach((placement, index) => {
    const type = placed.get(placement.assetId);
    if (type === undefined) errors[`placements.${index}.assetId`] = [assetMessages.assetNotFound];
    else if (type === 'DISPLAY') errors[`placements.${index}.assetId`] = [assetMessages.displayNotPlaceable];
    else if (placement.assetId === existingId || containers.has(placement.assetId)) {
      errors[`placements.${index}.assetId`] = [assetMessages.placedInsideItself];
    }
    if (existingId !== null && placement.id !== undefined && !own.has(placement.id)) {
      errors[`placements.${index}.id`] = [assetMessages.placementNotFound];
    }
  });
  if (existingId !== null) {
    const kept = new Set(save.placements.flatMap((placement) => (placement.id === undefined ? [] : [placement.id])));
    // A foreign id, or one that is also kept, cannot be deleted here.
    if (save.placementsToDelete.some((id) => !own.has(id) || kept.has(id))) {
      errors.placementsToDelete = [assetMessages.placementNotFound];
    }
  }
  if (Object.keys(errors).length > 0) throw validationProblem(errors);
}

/** A theme or placed asset deleted between the checks and the write is the field's 400, not a 500. */
function writeFailure(error: unknown): never {
  const constraint = foreignKeyViolation(error);
  if (constraint?.includes('theme_id')) throw validationProblem({ themeId: [assetMessages.themeNotFound] });
  if (constraint !== null) throw validationProblem({ placements: [assetMessages.assetNotFound] });
  throw error;
}

/** Writes the placements of a checked save: deletes, updates and inserts; order is list position. */
async function writePlacements(db: Db, parentAssetId: string, save: AssetSaveData, isNew: boolean): Promise<void> {
  if (!isNew && save.placementsToDelete.length > 0) {
    await db
      .delete(assetPlacements)
      .where(and(eq(assetPlacements.parentAssetId, parentAssetId), inArray(assetPlacements.id, save.placementsToDelete)));
  }
  const inserts: (typeof assetPlacements.$inferInsert)[] = [];
  for (const [order, placement] of save.placements.entries()) {
    const values = { assetId: placement.assetId, config: placement.config, x: placement.x, y: placement.y, order };
    if (!isNew && placement.id !== undefined) {
      await db
        .update(assetPlacements)
        .set(values)
        .where(and(eq(assetPlacements.id, placement.id), eq(assetPlacements.parentAssetId, parentAssetId)));
    } else {
      inserts.push({ ...values, parentAssetId });
    }
  }
  if (inserts.length > 0) await db.insert(assetPlacements).values(inserts);
}

/** POST /api/asset: a new GROUP asset with its placements, in one transaction. */
export async function createGroupAsset(db: Db, save: AssetSaveData): Promise<string> {
  return createAsset(db, save, { type: 'GROUP', name: save.name });
}

/** A new GROUP or DISPLAY asset with its placements; `db` may already be a transaction (a display's first save). */
export async function createAsset(db: Db, save: AssetSaveData, asset: { type: 'GROUP' | 'DISPLAY'; name: string }): Promise<string> {
  return db.transaction((tx) => insertAsset(tx, save, asset)).catch(writeFailure);
}

async function insertAsset(tx: Db, save: AssetSaveData, asset: { type: 'GROUP' | 'DISPLAY'; name: string }): Promise<string> {
  await checkSave(tx, save, null);
  const [row] = await tx
    .insert(assets)
    .values({ name: asset.name, type: asset.type, themeId: save.themeId ?? null, width: save.width, height: save.height, category: save.category ?? 'general' })
    .returning({ id: assets.id });
  if (!row) throw new Error('Insert into assets returned no row.');
  await writePlacements(tx, row.id, save, true);
  if (asset.type === 'GROUP') await newLayoutDraft(tx, row.id);
  return row.id;
}

/**
 * PUT /api/asset/{id}: name, theme, size and placements in one transaction. The asset's row is
 * locked first, so two saves of the same asset run one after the other. Base assets are fixed (409).
 */
export async function updateAsset(db: Db, assetId: string, save: AssetSaveData): Promise<void> {
  await db.transaction((tx) => writeAsset(tx, assetId, save)).catch(writeFailure);
}

async function writeAsset(tx: Db, assetId: string, save: AssetSaveData): Promise<void> {
  const [row] = await tx.select({ id: assets.id, type: assets.type }).from(assets).where(eq(assets.id, assetId)).for('update');
  if (!row) throw notFound();
  if (baseAssetTypes.includes(row.type as AssetType)) throw conflict(BASE_ASSET_READ_ONLY_TITLE);
  await checkSave(tx, save, assetId);
  // Edits make drafts (docs/compliance.md#approval): what screens play stays the approved version.
  const before = await contentFingerprint(tx, assetId);
  const layouts = await beforeLayoutEdit(tx, assetId);
  await tx
    .update(assets)
    .set({ name: save.name, themeId: save.themeId ?? null, width: save.width, height: save.height, ...(save.category ? { category: save.category } : {}), updatedUtc: sql`now()` })
    .where(eq(assets.id, assetId));
  await writePlacements(tx, assetId, save, false);
  if ((await contentFingerprint(tx, assetId)) !== before) await afterLayoutEdit(tx, layouts);
}

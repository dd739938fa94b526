import { and, eq, sql } from 'drizzle-orm';
import type { DisplayAsset, DisplayAssetSaveData } from '../../../contract/assets.ts';
import type { Db } from '../../db/database.ts';
import { displays, graphicsControllers } from '../../db/schema.ts';
import { createAsset, findAsset, updateAsset } from './assets.ts';
import { notFound } from '../../http/http-problem.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { queryPrepared } from '../sql-rows.ts';

export interface DisplayRow {
  id: string;
  graphicsControllerId: string;
  label: string;
  width: number;
  height: number;
  assetId: string | null;
  updatedUtc: Date;
}

const displayColumns = {
  id: displays.id,
  graphicsControllerId: displays.graphicsControllerId,
  label: displays.label,
  width: displays.width,
  height: displays.height,
  assetId: displays.assetId,
  updatedUtc: displays.updatedUtc,
};

/**
 * The display when the scope may see its controller's client (an unlinked controller's displays
 * only an Admin sees), else null: another tenant's display is not found (docs/decisions.md#who-may-do-what).
 */
export async function findVisibleDisplay(db: Db, scope: Scope, displayId: string): Promise<DisplayRow | null> {
  const [row] = await db
    .select(displayColumns)
    .from(displays)
    .innerJoin(graphicsControllers, eq(graphicsControllers.id, displays.graphicsControllerId))
    .where(and(eq(displays.id, displayId), scopeSql(scope, graphicsControllers.clientId, graphicsControllers.venueId)))
    .limit(1);
  return row ?? null;
}

/** A display's columns as a device's reads select them (the time in whole milliseconds). */
export interface ControllerDisplayColumns {
  id: string;
  graphics_controller_id: string;
  label: string;
  width: number;
  height: number;
  asset_id: string | null;
  updated_ms: number;
}

/** Those columns as a DisplayRow: findControllerDisplay and a day read's first statement (device/services/day-start.ts). */
export function controllerDisplayRow(row: ControllerDisplayColumns): DisplayRow {
  return {
    id: row.id,
    graphicsControllerId: row.graphics_controller_id,
    label: row.label,
    width: row.width,
    height: row.height,
    assetId: row.asset_id,
    updatedUtc: new Date(row.updated_ms),
  };
}

/** A device reads only the displays of its own controller; any other is not found. */
export async function findControllerDisplay(db: Db, controllerId: string, displayId: string): Promise<DisplayRow | null> {
  // One plain named statement (planned once per connection), not Drizzle's builder: each player's
  // day and layout reads start here, and building the select each time cost more than running it
  // (bench:fleet). The time is cut to whole milliseconds, as Drizzle's Date of it is, before it
  // becomes a number (exact whatever type extract answers in that PostgreSQL).
  const [row] = await queryPrepared<ControllerDisplayColumns>(
    db,
    'controller_display',
    sql`select id, graphics_controller_id, label, width, height, asset_id, round(extract(epoch from date_trunc('milliseconds', updated_utc)) * 1000)::float8 as updated_ms
        from displays where id = ${displayId}::uuid and graphics_controller_id = ${controllerId}::uuid`,
  );
  return row ? controllerDisplayRow(row) : null;
}

/**
 * What the display shows: its DISPLAY asset, or, before its first save, a blank layout with id
 * null named after the display and sized to it (contract/assets.ts displayAssetSchema).
 */
export async function displayAssetOf(db: Db, display: DisplayRow): Promise<DisplayAsset> {
  const asset = display.assetId === null ? null : await findAsset(db, display.assetId);
  if (asset) return asset;
  return {
    id: null,
    name: display.label,
    type: 'DISPLAY',
    themeId: null,
    configSchema: '{}',
    category: 'general',
    width: `${display.width}px`,
    height: `${display.height}px`,
    updatedUtc: display.updatedUtc.toISOString(),
    placements: [],
  };
}

/**
 * Saves a display's layout: the first save creates its DISPLAY asset (named after the display
 * unless a name is given) and links it; later saves update that asset. The display row is locked,
 * so two first saves cannot both create one. Answers the asset's id.
 */
export async function saveDisplayAsset(db: Db, displayId: string, save: DisplayAssetSaveData): Promise<string> {
  return db.transaction(async (tx) => {
    const [display] = await tx
      .select({ assetId: displays.assetId, label: displays.label })
      .from(displays)
      .where(eq(displays.id, displayId))
      .for('update');
    if (!display) throw notFound();
    const named = { ...save, name: save.name ? save.name : display.label };
    if (display.assetId !== null) {
      await updateAsset(tx, display.assetId, named);
      return display.assetId;
    }
    const assetId = await createAsset(tx, named, { type: 'DISPLAY', name: named.name });
    await tx.update(displays).set({ assetId }).where(eq(displays.id, displayId));
    return assetId;
  });
}

import { sql } from 'drizzle-orm';
import type { FrozenLayout } from '../../../contract/approvals.ts';
import type { Category } from '../../../contract/compliance.ts';
import type { Db } from '../../db/database.ts';
import { resolveLayout } from '../assets/layout-resolve.ts';
import { queryRows } from '../sql-rows.ts';

/**
 * Frozen layout versions (docs/compliance.md#approval): a version's placements exactly as screens
 * receive them (nested groups and media resolved), kept when the version is submitted, so the one
 * approved is the one reviewed whatever changes after.
 */

/** The layout as it is now, resolved; null when there is no such asset. */
export async function currentLayout(db: Db, assetId: string): Promise<FrozenLayout | null> {
  const [asset] = await queryRows<{ category: Category; width: string; height: string }>(
    db,
    sql`select category, width, height from assets where id = ${assetId}::uuid`,
  );
  const resolved = asset ? await resolveLayout(db, assetId) : null;
  if (!asset || !resolved) return null;
  return {
    name: resolved.root.name,
    category: asset.category,
    width: asset.width,
    height: asset.height,
    updatedUtc: new Date(resolved.latestMs).toISOString(),
    placements: resolved.placements,
  };
}

/** Freezes the layout as it is now as `version` (kept as it was when that version is frozen already). */
export async function freezeVersion(db: Db, assetId: string, version: number): Promise<void> {
  const layout = await currentLayout(db, assetId);
  if (!layout) return;
  await db.execute(
    sql`insert into layout_versions (asset_id, version, layout) values (${assetId}::uuid, ${version}, ${JSON.stringify(layout)}::jsonb)
        on conflict (asset_id, version) do nothing`,
  );
}

/** One frozen version, or null. */
export async function frozenVersion(db: Db, assetId: string, version: number): Promise<{ layout: FrozenLayout; frozenUtc: Date } | null> {
  const [row] = await queryRows<{ layout: FrozenLayout; frozen_utc: Date | string }>(
    db,
    sql`select layout, frozen_utc from layout_versions where asset_id = ${assetId}::uuid and version = ${version}`,
  );
  return row ? { layout: row.layout, frozenUtc: new Date(row.frozen_utc) } : null;
}

/** The frozen versions asked for, keyed `${assetId}:${version}` (one read for a display's week). */
export async function frozenVersions(db: Db, wanted: readonly { assetId: string; version: number }[]): Promise<Map<string, FrozenLayout>> {
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ asset_id: string; version: number; layout: FrozenLayout }>(
    db,
    sql`select v.asset_id, v.version, v.layout from layout_versions v
        join unnest(${`{${wanted.map((item) => item.assetId).join(',')}}`}::uuid[], ${`{${wanted.map((item) => item.version).join(',')}}`}::int[]) as w(asset_id, version)
          on w.asset_id = v.asset_id and w.version = v.version`,
  );
  return new Map(rows.map((row) => [`${row.asset_id}:${row.version}`, row.layout]));
}

import { eq, sql } from 'drizzle-orm';
import {
  ASSET_IN_USE_TITLE,
  assetMessages,
  BASE_ASSET_READ_ONLY_TITLE,
  baseAssetTypes,
  DISPLAY_LAYOUT_TITLE,
  type AssetType,
  type AssetUse,
} from '../../../contract/assets.ts';
import { FREE_NAME_MAX_LENGTH } from '../../../contract/text.ts';
import type { Db } from '../../db/database.ts';
import { assets } from '../../db/schema.ts';
import { createGroupAsset, findAsset } from './assets.ts';
import { conflict, notFound } from '../../http/http-problem.ts';
import { queryRows } from '../sql-rows.ts';


/**
 * Every layout, display, playlist, schedule entry and takeover that uses the asset, by name, and
 * every rule set that names it for its responsible-gambling slots, by key: deleted, the slots
 * would name a layout no screen can draw (services/approvals/mandatory-layout.ts).
 */
export async function assetUses(db: Db, assetId: string): Promise<AssetUse[]> {
  return queryRows<AssetUse>(
    db,
    sql`select case when a.type = 'DISPLAY' then 'display' else 'layout' end as kind, a.name
          from asset_placements p join assets a on a.id = p.parent_asset_id where p.asset_id = ${assetId}::uuid
        union
        select 'playlist', l.name from playlist_items i join playlists l on l.id = i.playlist_id where i.asset_id = ${assetId}::uuid
        union
        select 'schedule', e.name from schedule_entries e where e.asset_id = ${assetId}::uuid
        union
        select 'takeover', t.name from takeovers t where t.asset_id = ${assetId}::uuid
        union
        select 'rules', r.jurisdiction from compliance_rule_sets r where r.rules -> 'mandatory' ->> 'assetId' = ${assetId}
        order by 1, 2`,
  );
}

/**
 * DELETE /api/asset/{id}: a GROUP asset nothing uses. Base assets are fixed and a display's layout
 * goes with its display (409); one in use is refused with 409 and where it is used, and nothing
 * changes. The row is locked first, so a save that places it meanwhile waits, then fails cleanly.
 */
export async function deleteAsset(db: Db, assetId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: assets.id, type: assets.type }).from(assets).where(eq(assets.id, assetId)).for('update');
    if (!row) throw notFound();
    if (baseAssetTypes.includes(row.type as AssetType)) throw conflict(BASE_ASSET_READ_ONLY_TITLE);
    if (row.type === 'DISPLAY') throw conflict(DISPLAY_LAYOUT_TITLE);
    const uses = await assetUses(tx, assetId);
    if (uses.length > 0) throw conflict(ASSET_IN_USE_TITLE, { usedBy: uses });
    await tx.delete(assets).where(eq(assets.id, assetId));
  });
}

/** 'Copy of Lobby', kept within the name's length limit. */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, FREE_NAME_MAX_LENGTH);
}

/**
 * POST /api/asset/{id}/duplicate: a new GROUP asset with the same theme, size, category and
 * placements; answers its id. The category goes with the content: a copy of a jackpot layout is
 * still jackpot content to the compliance rules and to approval (docs/compliance.md).
 */
export async function duplicateAsset(db: Db, assetId: string): Promise<string> {
  const original = await findAsset(db, assetId);
  if (!original) throw notFound();
  if (baseAssetTypes.includes(original.type)) throw conflict(BASE_ASSET_READ_ONLY_TITLE);
  if (original.type === 'DISPLAY') throw conflict(DISPLAY_LAYOUT_TITLE);
  if (original.placements.length === 0) throw conflict(assetMessages.placementsRequired);
  return createGroupAsset(db, {
    name: copyName(original.name),
    themeId: original.themeId,
    category: original.category,
    width: original.width,
    height: original.height,
    placements: [...original.placements]
      .sort((a, b) => a.order - b.order)
      .map((placement, order) => ({ assetId: placement.asset.id, config: placement.config, x: placement.x, y: placement.y, order })),
    placementsToDelete: [],
  });
}

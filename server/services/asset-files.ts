import { desc, eq, sql } from 'drizzle-orm';
import type { AssetFile, AssetFileType } from '../../contract/assetFiles.ts';
import type { Db } from '../db/database.ts';
import { assetFiles } from '../db/schema.ts';
import { queryRows } from './sql-rows.ts';

type AssetFileRow = typeof assetFiles.$inferSelect;

export function toAssetFile(row: AssetFileRow): AssetFile {
  return {
    id: row.id,
    name: row.name,
    fileName: row.fileName,
    fileType: row.fileType as AssetFileType,
    contentType: row.contentType,
    createdUtc: row.createdUtc.toISOString(),
  };
}

export async function listAssetFiles(db: Db): Promise<AssetFile[]> {
  const rows = await db.select().from(assetFiles).orderBy(desc(assetFiles.createdUtc), desc(assetFiles.id));
  return rows.map(toAssetFile);
}

export async function findAssetFile(db: Db, id: string): Promise<AssetFileRow | null> {
  const [row] = await db.select().from(assetFiles).where(eq(assetFiles.id, id)).limit(1);
  return row ?? null;
}

/** Whether any placement's config names the file (file_id), so deleting it would break a layout. */
export async function isAssetFileInUse(db: Db, id: string): Promise<boolean> {
  const rows = await queryRows<{ used: number }>(
    db,
    sql`select 1 as used from asset_placements where config ->> 'file_id' = ${id} limit 1`,
  );
  return rows.length > 0;
}

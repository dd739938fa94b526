import { desc, eq, sql } from 'drizzle-orm';
import type { AssetFile, AssetFileType, AssetFileUser } from '../../../contract/assetFiles.ts';
import type { StoredFile } from '../../../contract/uploads.ts';
import type { Db } from '../../db/database.ts';
import { assetFiles } from '../../db/schema.ts';
import { queryRows } from '../sql-rows.ts';

type AssetFileRow = typeof assetFiles.$inferSelect;

export function toAssetFile(row: AssetFileRow): AssetFile {
  return {
    id: row.id,
    name: row.name,
    fileName: row.fileName,
    originalFileName: row.originalFileName,
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

/**
 * The assets whose placements name the file in their config (file_id), by name: deleting it would
 * break their layouts. Empty when the file is free to delete.
 */
export async function assetsUsingFile(db: Db, id: string): Promise<AssetFileUser[]> {
  return queryRows<AssetFileUser>(
    db,
    sql`select a.id, a.name, a.type from assets a
        where a.id in (select p.parent_asset_id from asset_placements p where p.config ->> 'file_id' = ${id})
        order by lower(a.name), a.id`,
  );
}

/** Records an uploaded file under its name. */
export async function addAssetFile(db: Db, values: { name: string; fileType: AssetFileType } & StoredFile): Promise<AssetFile> {
  const [row] = await db.transaction((tx) => tx.insert(assetFiles).values(values).returning());
  if (!row) throw new Error('Insert into asset_files returned no row.');
  return toAssetFile(row);
}

/**
 * Renames a file, and with `fileType` and a stored file replaces its bytes too (without them the
 * stored bytes, and so their type, stay as they are). Null when it was deleted meanwhile.
 */
export async function updateAssetFile(
  db: Db,
  id: string,
  values: { name: string } | ({ name: string; fileType: AssetFileType } & StoredFile),
): Promise<AssetFile | null> {
  const [row] = await db.transaction((tx) =>
    tx
      .update(assetFiles)
      .set({ ...values, updatedUtc: sql`now()` })
      .where(eq(assetFiles.id, id))
      .returning());
  return row ? toAssetFile(row) : null;
}

/** Deletes the record; answers its stored file name (to delete next), or null when there was none. */
export async function deleteAssetFile(db: Db, id: string): Promise<string | null> {
  const [row] = await db.transaction((tx) => tx.delete(assetFiles).where(eq(assetFiles.id, id)).returning({ fileName: assetFiles.fileName }));
  return row?.fileName ?? null;
}

import { sql } from 'drizzle-orm';
import { categories } from '../../../contract/compliance.ts';
import type { PagingQuery } from '../../../contract/paging.ts';
import type { Playlist, PlaylistRequest } from '../../../contract/schedules.ts';
import type { Db } from '../../db/database.ts';
import { playlistItems, playlists } from '../../db/schema.ts';
import { contentCategories } from '../compliance/display-compliance.ts';
import { queryRows } from '../sql-rows.ts';

/** One page (or one playlist, by id) in name order; the list is paged like every growing list (docs/decisions.md#lists). */
export async function selectPlaylists(db: Db, playlistId: string | null, paging: PagingQuery = { offset: 0, limit: 1 }): Promise<Playlist[]> {
  const rows = await queryRows<{ id: string; name: string; updated_utc: string | Date; items: Playlist['items'] | null }>(
    db,
    sql`select p.id, p.name, p.updated_utc,
          (select jsonb_agg(jsonb_build_object('assetId', i.asset_id, 'assetName', a.name, 'durationSeconds', i.duration_seconds) order by i.position)
             from playlist_items i join assets a on a.id = i.asset_id where i.playlist_id = p.id) as items
        from playlists p
        where ${playlistId === null ? sql`true` : sql`p.id = ${playlistId}::uuid`}
        order by lower(p.name), p.id
        limit ${paging.limit} offset ${paging.offset}`,
  );
  // The categories by the resolver's own read (contentCategories): one more query for the page.
  const categoriesById = await contentCategories(db, [], rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    items: row.items ?? [],
    categories: categories.filter((category) => categoriesById[row.id]?.includes(category)),
    updatedUtc: new Date(row.updated_utc).toISOString(),
  }));
}

export async function countPlaylists(db: Db): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(db, sql`select count(*) as total from playlists`);
  return Number(row?.total ?? 0);
}

/** A new playlist with its items in order, in one transaction; its id. */
export function insertPlaylist(db: Db, request: PlaylistRequest): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(playlists).values({ name: request.name }).returning({ id: playlists.id });
    if (!row) throw new Error('Insert into playlists returned no row.');
    await tx.insert(playlistItems).values(request.items.map((item, position) => ({ playlistId: row.id, position, ...item })));
    return row.id;
  });
}

/** Renames the playlist and replaces its items, in one transaction; false when there is none. */
export function updatePlaylist(db: Db, playlistId: string, request: PlaylistRequest): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(playlists)
      .set({ name: request.name, updatedUtc: sql`now()` })
      .where(sql`${playlists.id} = ${playlistId}::uuid`)
      .returning({ id: playlists.id });
    if (rows.length === 0) return false;
    // Items are written in place by position (the audit trigger pairs them so): an item saved
    // unchanged leaves no record, a changed one a record of what changed, not a delete and a create.
    await tx
      .insert(playlistItems)
      .values(request.items.map((item, position) => ({ playlistId, position, ...item })))
      .onConflictDoUpdate({
        target: [playlistItems.playlistId, playlistItems.position],
        set: { assetId: sql`excluded.asset_id`, durationSeconds: sql`excluded.duration_seconds` },
      });
    await tx.delete(playlistItems).where(sql`${playlistItems.playlistId} = ${playlistId}::uuid and ${playlistItems.position} >= ${request.items.length}`);
    return true;
  });
}

/** Whether a schedule entry or a takeover (even an ended one) shows the playlist: it may not be deleted then. */
export async function playlistInUse(db: Db, playlistId: string): Promise<boolean> {
  const [use] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from schedule_entries where playlist_id = ${playlistId}::uuid)
        or exists (select 1 from takeovers where playlist_id = ${playlistId}::uuid) as used`,
  );
  return use?.used ?? false;
}

/** Deletes the playlist (its items go with it); whether there was one. */
export async function deletePlaylist(db: Db, playlistId: string): Promise<boolean> {
  const deleted = await db.delete(playlists).where(sql`${playlists.id} = ${playlistId}::uuid`).returning({ id: playlists.id });
  return deleted.length > 0;
}

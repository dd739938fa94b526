import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../services/sql-rows.ts';
import type { WakeAudience } from './wake-payload.ts';

/**
 * Whom a change of a schedule entry, takeover or playlist can affect: the clients whose displays'
 * days can differ after it (docs/player.md#playing-the-week), so only their waiting players are woken.
 */

interface Targets {
  displayIds?: readonly (string | null)[];
  venueIds?: readonly (string | null)[];
  clientIds?: readonly (string | null)[];
}

const uuidArray = (ids: readonly (string | null)[] | undefined) => `{${(ids ?? []).filter((id) => id !== null).join(',')}}`;

/** The clients of these displays (through their venue, as a display's day reads it), venues and clients. */
export async function clientsOfTargets(db: Db, targets: Targets): Promise<string[]> {
  const rows = await queryRows<{ client_id: string }>(
    db,
    sql`select v.client_id from displays d
          join graphics_controllers g on g.id = d.graphics_controller_id
          join venues v on v.id = g.venue_id
        where d.id = any(${uuidArray(targets.displayIds)}::uuid[])
        union select client_id from venues where id = any(${uuidArray(targets.venueIds)}::uuid[])
        union select unnest(${uuidArray(targets.clientIds)}::uuid[])`,
  );
  return rows.map((row) => row.client_id);
}

/** Schedule entries' targets (one of display, venue, client each), before and after a change. */
export function entriesAudience(db: Db, entries: readonly { display_id: string | null; venue_id: string | null; client_id: string | null }[]): Promise<string[]> {
  return clientsOfTargets(db, {
    displayIds: entries.map((entry) => entry.display_id),
    venueIds: entries.map((entry) => entry.venue_id),
    clientIds: entries.map((entry) => entry.client_id),
  });
}

/** A takeover on all targets reaches everyone; else its clients and its venues' clients. */
export async function takeoverAudience(db: Db, takeover: { all_targets: boolean; client_ids: string[]; venue_ids: string[] }): Promise<WakeAudience> {
  if (takeover.all_targets) return 'all';
  return clientsOfTargets(db, { clientIds: takeover.client_ids, venueIds: takeover.venue_ids });
}

/**
 * Whom a change of content can reach: the clients whose displays' days can carry these layouts or
 * playlists. A layout is carried by every layout that places it, at any depth (a group inside a
 * group), so those are found first; then the displays whose own layout one is, and the entries and
 * takeovers that show one of them or a playlist with one in it. A takeover of all targets reaches
 * everyone. Layouts are global (docs/decisions.md#assets): without this, an edited layout reached its screens only
 * when their kept days were read again (services/known-days.ts).
 */
export async function contentAudience(db: Db, content: { assetIds?: readonly string[]; playlistIds?: readonly string[] }): Promise<WakeAudience> {
  const rows = await queryRows<{ everyone: boolean; client_id: string | null }>(
    db,
    sql`with recursive containing(id) as (
          select unnest(${uuidArray(content.assetIds)}::uuid[])
          union
          select p.parent_asset_id from asset_placements p join containing c on p.asset_id = c.id
        ),
        lists as (
          select unnest(${uuidArray(content.playlistIds)}::uuid[]) as id
          union select i.playlist_id from playlist_items i join containing c on c.id = i.asset_id
        ),
        entries as (
          select e.display_id, e.venue_id, e.client_id from schedule_entries e
          where e.asset_id in (select id from containing) or e.playlist_id in (select id from lists)
        ),
        shown_by_takeovers as (
          select t.all_targets, t.client_ids, t.venue_ids from takeovers t
          where t.asset_id in (select id from containing) or t.playlist_id in (select id from lists)
        ),
        target_displays as (
          select id from displays where asset_id in (select id from containing)
          union select display_id from entries where display_id is not null
        ),
        target_venues as (
          select venue_id as id from entries where venue_id is not null
          union select unnest(venue_ids) from shown_by_takeovers
        )
        select true as everyone, null::uuid as client_id from shown_by_takeovers where all_targets
        union
        select false, v.client_id from target_displays t
          join displays d on d.id = t.id
          join graphics_controllers g on g.id = d.graphics_controller_id
          join venues v on v.id = g.venue_id
        union select false, v.client_id from venues v where v.id in (select id from target_venues)
        union select false, client_id from entries where client_id is not null
        union select false, unnest(client_ids) from shown_by_takeovers`,
  );
  if (rows.some((row) => row.everyone)) return 'all';
  return rows.map((row) => row.client_id).filter((id): id is string => id !== null);
}

/** A playlist has no client of its own: it reaches the clients of the entries and takeovers that show it. */
export function playlistAudience(db: Db, playlistId: string): Promise<WakeAudience> {
  return contentAudience(db, { playlistIds: [playlistId] });
}

/** Layouts are global: an edit reaches the clients whose days can carry them (contentAudience). */
export function layoutAudience(db: Db, assetIds: readonly string[]): Promise<WakeAudience> {
  return contentAudience(db, { assetIds });
}

/** A file is drawn by the layouts that place it (its bytes or type replaced changes their media). */
export async function fileAudience(db: Db, fileId: string): Promise<WakeAudience> {
  const users = await queryRows<{ id: string }>(
    db,
    sql`select distinct p.parent_asset_id as id from asset_placements p where p.config ->> 'file_id' = ${fileId}`,
  );
  return users.length === 0 ? [] : layoutAudience(db, users.map((user) => user.id));
}

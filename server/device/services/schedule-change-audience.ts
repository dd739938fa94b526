import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../services/sql-rows.ts';
import { encodeWakePayload, type WakeAudience } from './wake-payload.ts';

/**
 * Whom a change of a schedule entry, takeover or playlist can affect, as wake keys: a client's id
 * wakes every player of the client, a venue's only the players of that venue, a display's only
 * that display's (each long poll waits under its client, venue and display: routes/
 * display-day.ts). A change bound to one venue wakes that venue's players, not the whole
 * client's (docs/device-protocol.md#wake).
 */

interface Targets {
  displayIds?: readonly (string | null)[];
  venueIds?: readonly (string | null)[];
  clientIds?: readonly (string | null)[];
}

const uuidArray = (ids: readonly (string | null)[] | undefined) => `{${(ids ?? []).filter((id) => id !== null).join(',')}}`;

/** The keys if they fit in one wake payload (services/wake-payload.ts), else the clients they belong to (fewer). */
async function keysOrTheirClients(keys: readonly string[], clients: () => Promise<string[]>): Promise<WakeAudience> {
  return encodeWakePayload(keys) === '*' ? clients() : keys;
}

/** These displays, venues and clients themselves: each is a key its own players wait under. */
export function targetsAudience(db: Db, targets: Targets): Promise<WakeAudience> {
  const keys = [...(targets.displayIds ?? []), ...(targets.venueIds ?? []), ...(targets.clientIds ?? [])].filter((id): id is string => id !== null);
  return keysOrTheirClients(keys, () => clientsOfTargets(db, targets));
}

/** The clients of these displays (through their venue, as a display's day reads it), venues and clients. */
async function clientsOfTargets(db: Db, targets: Targets): Promise<string[]> {
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
export function entriesAudience(db: Db, entries: readonly { display_id: string | null; venue_id: string | null; client_id: string | null }[]): Promise<WakeAudience> {
  return targetsAudience(db, {
    displayIds: entries.map((entry) => entry.display_id),
    venueIds: entries.map((entry) => entry.venue_id),
    clientIds: entries.map((entry) => entry.client_id),
  });
}

/** A takeover on all targets reaches everyone; else its clients' players and its venues' players. */
export async function takeoverAudience(db: Db, takeover: { all_targets: boolean; client_ids: string[]; venue_ids: string[] }): Promise<WakeAudience> {
  if (takeover.all_targets) return 'all';
  return targetsAudience(db, { clientIds: takeover.client_ids, venueIds: takeover.venue_ids });
}

/**
 * Whom a change of content can reach: the displays, venues and clients whose days can carry these
 * layouts or playlists. A layout is carried by every layout that places it, at any depth (a group
 * inside a group), so those are found first; then the displays whose own layout one is, and the
 * targets of the entries and takeovers that show one of them or a playlist with one in it. A
 * takeover of all targets reaches everyone, and so does a responsible-gambling layout or one a rule
 * set names for its slots: no entry names the slots' layout, every gaming area's day may carry it
 * (services/approvals/mandatory-layout.ts), and without this an edit reached those screens only
 * when their kept days aged out, up to 5 minutes later. Layouts are global (docs/decisions.md#assets): without this, an edited layout reached its screens only
 * when their kept days were read again (services/known-days.ts).
 */
export async function contentAudience(db: Db, content: { assetIds?: readonly string[]; playlistIds?: readonly string[] }): Promise<WakeAudience> {
  const rows = await queryRows<{ everyone: boolean; key: string | null; client_id: string | null }>(
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
        select true as everyone, null::uuid as key, null::uuid as client_id from shown_by_takeovers where all_targets
        union select true, null, null from assets a
          where a.id in (select id from containing)
            and (a.category = 'responsible-gambling'
                 or a.id::text in (select r.rules -> 'mandatory' ->> 'assetId' from compliance_rule_sets r))
        union select false, d.id, v.client_id from target_displays t
          join displays d on d.id = t.id
          join graphics_controllers g on g.id = d.graphics_controller_id
          join venues v on v.id = g.venue_id
        union select false, v.id, v.client_id from venues v where v.id in (select id from target_venues)
        union select false, client_id, client_id from entries where client_id is not null
        union select false, id, id from (select unnest(client_ids) as id from shown_by_takeovers) c`,
  );
  if (rows.some((row) => row.everyone)) return 'all';
  const keys = rows.map((row) => row.key).filter((id): id is string => id !== null);
  return keysOrTheirClients(keys, async () => [...new Set(rows.map((row) => row.client_id).filter((id): id is string => id !== null))]);
}

/** A playlist has no client of its own: it reaches the targets of the entries and takeovers that show it. */
export function playlistAudience(db: Db, playlistId: string): Promise<WakeAudience> {
  return contentAudience(db, { playlistIds: [playlistId] });
}

/** Layouts are global: an edit reaches the players whose days can carry them (contentAudience). */
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

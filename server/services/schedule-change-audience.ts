import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from './sql-rows.ts';
import type { WakeAudience } from './wake-payload.ts';

/**
 * Whom a change of a schedule entry, takeover or playlist can affect: the clients whose displays'
 * days can differ after it (DESIGN §11), so only their waiting players are woken.
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

/** A playlist has no client of its own: it reaches the clients of the entries and takeovers that show it. */
export async function playlistAudience(db: Db, playlistId: string): Promise<WakeAudience> {
  const [everyone] = await queryRows<{ id: string }>(
    db,
    sql`select id from takeovers where playlist_id = ${playlistId}::uuid and all_targets limit 1`,
  );
  if (everyone) return 'all';
  const [entries, takeovers] = await Promise.all([
    queryRows<{ display_id: string | null; venue_id: string | null; client_id: string | null }>(
      db,
      sql`select distinct display_id, venue_id, client_id from schedule_entries where playlist_id = ${playlistId}::uuid`,
    ),
    queryRows<{ client_ids: string[]; venue_ids: string[] }>(
      db,
      sql`select client_ids, venue_ids from takeovers where playlist_id = ${playlistId}::uuid`,
    ),
  ]);
  return clientsOfTargets(db, {
    displayIds: entries.map((entry) => entry.display_id),
    venueIds: [...entries.map((entry) => entry.venue_id), ...takeovers.flatMap((takeover) => takeover.venue_ids)],
    clientIds: [...entries.map((entry) => entry.client_id), ...takeovers.flatMap((takeover) => takeover.client_ids)],
  });
}

import { sql } from 'drizzle-orm';
import type { Play, PlayUploadAnswer } from '../../../contract/fleet/plays.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../sql-rows.ts';

/**
 * Stores a device's uploaded plays (issue 22). Idempotent by the player's play id: a play stored
 * before is counted as a duplicate and left as it was (never overwritten, so a device cannot
 * alter another's play by guessing its id). A play whose display is not this device's (or is gone)
 * is refused on its own: one display unlinked while its plays waited in the queue must not hold up
 * the plays of the device's other displays.
 */
export async function storePlays(db: Db, controllerId: string, plays: Play[], now: Date): Promise<PlayUploadAnswer> {
  if (plays.length === 0) return { accepted: 0, duplicates: 0, refused: [] };
  const displayIds = [...new Set(plays.map((play) => play.displayId))];
  // The same id twice in one batch is one play; the second counts as a duplicate below.
  const unique = [...new Map(plays.map((play) => [play.id, play])).values()];
  const values = sql.join(
    unique.map(
      (play) =>
        sql`(${play.id}::uuid, ${play.displayId}::uuid, ${play.assetId}::uuid, ${play.playlistId ?? null}::uuid,
             ${play.startedUtc}::timestamptz, ${play.seconds}::int, ${now.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  // One statement (a batch comes from every display each heartbeat): which of the displays are
  // the device's, and the plays of those stored.
  const [row] = await queryRows<{ owned: string[]; inserted: number }>(
    db,
    sql`with owned as (
          select id from displays where graphics_controller_id = ${controllerId}::uuid and id = any(${`{${displayIds.join(',')}}`}::uuid[])
        ), stored as (
          insert into plays (id, display_id, asset_id, playlist_id, started_utc, seconds, received_utc)
          select * from (values ${values}) as sent (id, display_id, asset_id, playlist_id, started_utc, seconds, received_utc)
          where sent.display_id in (select id from owned)
          on conflict (id) do nothing
          returning id
        )
        select coalesce((select array_agg(id) from owned), '{}') as owned, (select count(*) from stored)::int as inserted`,
  );
  const owned = new Set(row?.owned ?? []);
  const refused = plays.filter((play) => !owned.has(play.displayId)).map((play) => play.id);
  const inserted = row?.inserted ?? 0;
  return { accepted: inserted, duplicates: plays.length - refused.length - inserted, refused };
}

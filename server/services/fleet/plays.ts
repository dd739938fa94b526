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
  const displayIds = [...new Set(plays.map((play) => play.displayId))];
  const owned = await queryRows<{ id: string }>(
    db,
    sql`select id from displays where graphics_controller_id = ${controllerId}::uuid
        and id = any(${`{${displayIds.join(',')}}`}::uuid[])`,
  );
  const ownedIds = new Set(owned.map((row) => row.id));
  const refused: string[] = [];
  const seen = new Set<string>();
  const accepted: Play[] = [];
  for (const play of plays) {
    if (!ownedIds.has(play.displayId)) refused.push(play.id);
    // The same id twice in one batch is one play; the second counts as a duplicate below.
    else if (!seen.has(play.id)) {
      seen.add(play.id);
      accepted.push(play);
    }
  }
  if (accepted.length === 0) return { accepted: 0, duplicates: plays.length - refused.length, refused };

  const values = sql.join(
    accepted.map(
      (play) =>
        sql`(${play.id}::uuid, ${play.displayId}::uuid, ${play.assetId}::uuid, ${play.playlistId ?? null}::uuid,
             ${play.startedUtc}::timestamptz, ${play.seconds}::int, ${now.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`insert into plays (id, display_id, asset_id, playlist_id, started_utc, seconds, received_utc)
        values ${values}
        on conflict (id) do nothing
        returning id`,
  );
  return { accepted: inserted.length, duplicates: plays.length - refused.length - inserted.length, refused };
}

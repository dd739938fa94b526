import { sql } from 'drizzle-orm';
import type { Play, PlayUploadAnswer } from '../../../contract/fleet/plays.ts';
import type { Db } from '../../db/database.ts';
import { queryPrepared } from '../sql-rows.ts';

/**
 * Stores a device's uploaded plays. Idempotent by the player's play id: a play stored
 * before is counted as a duplicate and left as it was (never overwritten, so a device cannot
 * alter another's play by guessing its id). A play whose display is not this device's (or is gone)
 * is refused on its own: one display unlinked while its plays waited in the queue must not hold up
 * the plays of the device's other displays.
 */
export async function storePlays(db: Db, controllerId: string, plays: Play[], now: Date): Promise<PlayUploadAnswer> {
  if (plays.length === 0) return { accepted: 0, duplicates: 0, refused: [] };
  const displayIds = [...new Set(plays.map((play) => play.displayId))];
  // The same id twice in one batch is one play; the second counts as a duplicate below.
  const unique = [...new Map(plays.map((play) => [play.id, play])).values()].map((play) => ({ ...play, playlistId: play.playlistId ?? null, staleFallback: play.staleFallback ?? false }));
  // One statement (a batch comes from every display every few minutes): which of the displays are
  // the device's, and the plays of those stored. The batch goes as one JSON parameter: building a
  // statement of seven parameters a play cost more than running it. Named: planned once per connection.
  const [row] = await queryPrepared<{ owned: string[]; inserted: number }>(
    db,
    'store_plays',
    sql`with owned as (
          select id from displays where graphics_controller_id = ${controllerId}::uuid and id = any(${`{${displayIds.join(',')}}`}::uuid[])
        ), stored as (
          insert into plays (id, display_id, asset_id, playlist_id, started_utc, seconds, stale_fallback, received_utc)
          select sent.id, sent."displayId", sent."assetId", sent."playlistId", sent."startedUtc", sent.seconds, sent."staleFallback", ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(unique)}::jsonb)
            as sent (id uuid, "displayId" uuid, "assetId" uuid, "playlistId" uuid, "startedUtc" timestamptz, seconds int, "staleFallback" boolean)
          where sent."displayId" in (select id from owned)
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

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { PLAY_HOUR_RETENTION_DAYS, RAW_PLAY_RETENTION_DAYS } from '../../../contract/fleet/playRetention.ts';
import { queryRows } from '../sql-rows.ts';
import { localHourOf, localHourStartOf, venueTimeZone, venueTimeZoneJoins } from './play-local-hour.ts';

/**
 * The proof-of-play rollup (docs/device-protocol.md#plays): raw plays are added into hourly counts per
 * display and layout (`play_hours`, by the hour of the venue's clock each play started in, in the
 * venue's time zone at the time of the rollup: see play-local-hour.ts and schema.ts) and, in the same
 * statement, into daily ones (`play_days`, by that hour's local date), and the rows past their
 * retention go.
 *
 * Why each play counts exactly once, rolled or not:
 * - One statement claims a batch of plays not rolled yet (`FOR UPDATE SKIP LOCKED`, as the jobs
 *   of server/jobs/queue.ts claim theirs), marks them rolled and adds them to their hours.
 *   It commits or fails whole, so a play is never both rolled and missing from its hour, nor
 *   added twice; several API processes (or two rounds in one) claim disjoint plays, and the hour
 *   rows take concurrent additions (`plays = plays + excluded.plays`) under their row lock.
 * - A report (play-reports.ts) adds, in one statement and so one snapshot, the hours and the plays
 *   not rolled yet: before a rollup commits it sees the play raw, after it in its hour.
 * - A play that arrives late (a player offline for days) is simply rolled at the next round into
 *   its own past hour: there is no "hours done" mark that a late play could fall behind.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Plays claimed per statement: a round of a busy fleet is several short statements, not one long one. */
export const ROLLUP_BATCH = 5000;

/** One claimed batch rolled into its hours; the number of plays rolled (0: none were waiting). */
export async function rollUpBatch(db: Db, now: Date, batch = ROLLUP_BATCH): Promise<number> {
  const [row] = await queryRows<{ rolled: number | string }>(
    db,
    sql`with claimed as (
          select id from plays where rolled_utc is null
          order by started_utc limit ${batch}
          for update skip locked),
        marked as (
          update plays p set rolled_utc = ${now.toISOString()}::timestamptz
          from claimed where p.id = claimed.id
          returning p.display_id, p.asset_id, p.started_utc, p.seconds, p.stale_fallback),
        zoned as (
          select m.display_id, m.asset_id, m.started_utc, m.seconds, m.stale_fallback, ${venueTimeZone} as time_zone
          from marked m join displays d on d.id = m.display_id
          ${venueTimeZoneJoins}),
        added as (
          insert into play_hours as h (hour_utc, local_hour, display_id, asset_id, plays, seconds, stale_fallback_plays)
          select ${localHourStartOf(sql`started_utc`, sql`time_zone`)}, ${localHourOf(sql`started_utc`, sql`time_zone`)},
            display_id, asset_id, count(*), sum(seconds), count(*) filter (where stale_fallback)
          from zoned group by 1, 2, 3, 4
          on conflict (hour_utc, display_id, asset_id, local_hour) do update
            set plays = h.plays + excluded.plays, seconds = h.seconds + excluded.seconds,
              stale_fallback_plays = h.stale_fallback_plays + excluded.stale_fallback_plays
          returning 1),
        added_days as (
          insert into play_days as d (display_id, local_date, asset_id, plays, seconds, stale_fallback_plays)
          select display_id, (${localHourOf(sql`started_utc`, sql`time_zone`)})::date, asset_id,
            count(*), sum(seconds), count(*) filter (where stale_fallback)
          from zoned group by 1, 2, 3
          on conflict (display_id, local_date, asset_id) do update
            set plays = d.plays + excluded.plays, seconds = d.seconds + excluded.seconds,
              stale_fallback_plays = d.stale_fallback_plays + excluded.stale_fallback_plays
          returning 1)
        select count(*) as rolled from marked`,
  );
  return Number(row?.rolled ?? 0);
}

export interface RollupRound {
  rolled: number;
  purgedPlays: number;
  purgedHours: number;
}

/**
 * A round: rolls every waiting play (batch after batch) and deletes raw plays older than 35 days
 * (only rolled ones: their count lives on in the hours) and hours older than 400 days.
 */
export async function rollUpPlays(db: Db, now: Date, batch = ROLLUP_BATCH): Promise<RollupRound> {
  let rolled = 0;
  for (;;) {
    const count = await rollUpBatch(db, now, batch);
    rolled += count;
    if (count < batch) break;
  }
  const rawBefore = new Date(now.getTime() - RAW_PLAY_RETENTION_DAYS * DAY_MS).toISOString();
  const hoursBefore = new Date(now.getTime() - PLAY_HOUR_RETENTION_DAYS * DAY_MS).toISOString();
  const [plays] = await queryRows<{ purged: number | string }>(
    db,
    sql`with gone as (delete from plays where started_utc < ${rawBefore}::timestamptz and rolled_utc is not null returning 1)
        select count(*) as purged from gone`,
  );
  const [hours] = await queryRows<{ purged: number | string }>(
    db,
    sql`with gone as (delete from play_hours where hour_utc < ${hoursBefore}::timestamptz returning 1)
        select count(*) as purged from gone`,
  );
  // The days go with their hours (a day a few hours past the line waits for the next round's).
  await db.execute(sql`delete from play_days where local_date < (${hoursBefore}::timestamptz at time zone 'UTC')::date - 1`);
  return { rolled, purgedPlays: Number(plays?.purged ?? 0), purgedHours: Number(hours?.purged ?? 0) };
}

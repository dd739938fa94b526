import { sql } from 'drizzle-orm';
import type { DisplayReportRequest } from '../../../contract/fleet.ts';
import { showsExpected, type ShownContent } from '../../../contract/fleet/outOfDate.ts';
import { resolveTimeline } from '../../../contract/schedule/resolveTimeline.ts';
import type { Db } from '../../db/database.ts';
import type { KnownSchedule } from './known-days.ts';
import { findDisplayContext } from '../../services/schedules/display-context.ts';
import { displayTimeline } from '../../services/schedules/display-timeline.ts';
import { queryPrepared } from '../../services/sql-rows.ts';

/**
 * What the timeline says the display shows at `now` (the one resolver, contract/schedule/), or
 * null when its controller is not on a venue (nothing to compare with).
 */
export async function expectedContent(db: Db, displayId: string, now: Date): Promise<ShownContent | null> {
  const context = await findDisplayContext(db, { kind: 'all' }, displayId);
  if (!context) return null;
  const [segment] = await displayTimeline(db, context, now.getTime(), now.getTime() + 1);
  return { assetId: segment?.assetId ?? null, playlistId: segment?.playlistId ?? null };
}

/** The same, from the schedule a display's day was made of (kept by services/known-days.ts): no read. */
export function expectedFromSchedule(schedule: KnownSchedule, now: Date): ShownContent {
  const [segment] = resolveTimeline({ ...schedule, fromMs: now.getTime(), toMs: now.getTime() + 1 });
  return { assetId: segment?.assetId ?? null, playlistId: segment?.playlistId ?? null };
}

/**
 * Keeps the display's latest report (one row per display, replaced each heartbeat), if the display
 * is the controller's: then its client's screenshot interval, else null (nothing written). A
 * mismatch with what the timeline says (`expected`) keeps the time it began across reports; a
 * match clears it. One statement: the report of a display is most of a fleet's traffic.
 *
 * The plays dropped are the player's running total, so the row keeps the greatest it was told: a
 * report repeated after a lost answer changes nothing, and one that arrives after a newer one (a
 * slow request the player gave up on) cannot lower it. A player without one (an older build) keeps
 * the count. The price: a player whose storage was wiped (or a new PC for the display) counts from
 * 0 again, and its new drops show only once they pass the old total; the plays the old one lost
 * stay counted, as they stay missing from the reports.
 */
export async function saveReport(
  db: Db,
  controllerId: string,
  displayId: string,
  report: DisplayReportRequest,
  expected: ShownContent | null,
  now: Date,
): Promise<{ intervalMinutes: number | null } | null> {
  const mismatch = expected !== null && !showsExpected(report.shown, expected);
  const nowIso = now.toISOString();
  const [own] = await queryPrepared<{ minutes: number | null }>(
    db,
    'save_display_report',
    sql`with own as (
          select d.id, c.screenshot_interval_minutes as minutes from displays d
          join graphics_controllers g on g.id = d.graphics_controller_id
          left join venues v on v.id = g.venue_id left join clients c on c.id = v.client_id
          where d.id = ${displayId}::uuid and d.graphics_controller_id = ${controllerId}::uuid
        ), saved as (
        insert into display_reports as r (display_id, reported_utc, shown_asset_id, shown_playlist_id, shown_version, shown_since_utc,
          player_version, cache_bytes, last_media_error, last_media_error_utc, expected_asset_id, expected_playlist_id, mismatch_since_utc,
          plays_dropped)
        select own.id, ${nowIso}::timestamptz, ${report.shown.assetId}::uuid, ${report.shown.playlistId}::uuid,
          ${report.shown.version}, ${report.shown.sinceUtc}::timestamptz, ${report.playerVersion}, ${report.cacheBytes},
          ${report.lastMediaError?.message ?? null}, ${report.lastMediaError?.atUtc ?? null}::timestamptz,
          ${expected?.assetId ?? null}::uuid, ${expected?.playlistId ?? null}::uuid,
          ${mismatch ? nowIso : null}::timestamptz, ${report.playsDropped ?? 0}::integer
        from own
        on conflict (display_id) do update set
          reported_utc = excluded.reported_utc,
          shown_asset_id = excluded.shown_asset_id,
          shown_playlist_id = excluded.shown_playlist_id,
          shown_version = excluded.shown_version,
          shown_since_utc = excluded.shown_since_utc,
          player_version = excluded.player_version,
          cache_bytes = excluded.cache_bytes,
          last_media_error = excluded.last_media_error,
          last_media_error_utc = excluded.last_media_error_utc,
          expected_asset_id = excluded.expected_asset_id,
          expected_playlist_id = excluded.expected_playlist_id,
          mismatch_since_utc = case when excluded.mismatch_since_utc is null then null
                                    else coalesce(r.mismatch_since_utc, excluded.mismatch_since_utc) end,
          plays_dropped = greatest(r.plays_dropped, excluded.plays_dropped)
        returning display_id)
        select minutes from own`,
  );
  return own ? { intervalMinutes: own.minutes } : null;
}

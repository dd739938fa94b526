import { sql, type SQL } from 'drizzle-orm';
import { UPTIME_WINDOW_DAYS } from '../../../contract/venueUptime.ts';
import type { SightingCutoffs } from '../displays/sightings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The uptime window's start: 7 days back, or when the display first reported, when later. */
const windowStartSql = (now: Date) => sql`greatest(d.created_utc, ${new Date(now.getTime() - UPTIME_WINDOW_DAYS * DAY_MS).toISOString()}::timestamptz)`;

/**
 * The fleet row's uptime inputs, for a row with displays `d` and its controller `g`: when the
 * display began, and the seconds of its controller's ended silences inside the window (one probe
 * of controller_offline_gaps_controller_id_ended_utc_idx; a controller has a handful a week).
 */
export function uptimeColumns(now: Date): SQL {
  const start = windowStartSql(now);
  return sql`d.created_utc as display_created_utc,
    (select sum(extract(epoch from least(gap.ended_utc, ${now.toISOString()}::timestamptz) - greatest(gap.started_utc, ${start})))
     from controller_offline_gaps gap
     where gap.graphics_controller_id = g.id and gap.ended_utc > ${start}) as gap_seconds`;
}

export interface UptimeFacts {
  createdUtc: Date;
  lastSeenUtc: Date | null;
  /** Ended silences of the controller inside the window, in seconds. */
  gapSeconds: number;
}

/**
 * The share of the window the display's controller was seen, in percent with one decimal: the
 * ended silences and the current one (from the last sighting, once it is longer than
 * ALERT_AFTER_MINUTES, as a venue's outage counts from its last sighting) are down, the rest up.
 */
export function displayUptimePercent(facts: UptimeFacts, clock: { now: Date; cutoffs: SightingCutoffs }): number | null {
  const now = clock.now.getTime();
  const start = Math.max(facts.createdUtc.getTime(), now - UPTIME_WINDOW_DAYS * DAY_MS);
  const windowMs = now - start;
  if (windowMs < 60_000) return null;
  let downMs = facts.gapSeconds * 1000;
  const silentSince = facts.lastSeenUtc;
  if (silentSince === null || silentSince < clock.cutoffs.offlineBefore) {
    downMs += now - Math.max(silentSince?.getTime() ?? start, start);
  }
  const up = Math.min(1, Math.max(0, 1 - downMs / windowMs));
  return Math.round(up * 1000) / 10;
}

/** Silences that ended before this are outside every window: housekeeping deletes them. */
export function gapsEndedBefore(now: Date): Date {
  return new Date(now.getTime() - UPTIME_WINDOW_DAYS * DAY_MS);
}

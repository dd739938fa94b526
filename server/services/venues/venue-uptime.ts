import { sql } from 'drizzle-orm';
import { UPTIME_WINDOW_DAYS, type VenueUptime } from '../../../contract/venueUptime.ts';
import type { Db } from '../../db/database.ts';
import { isOpenAt, usableTimeZone } from '../../../contract/schedule/openHours.ts';
import { openHoursFromRow, venueOpenHoursJson, type OpenHoursRow } from './open-hours-rows.ts';
import { queryRows } from '../sql-rows.ts';

/**
 * Open hours are sampled every 5 minutes (2,016 samples a week): exact to a few minutes, which an
 * outage of at least ALERT_AFTER_MINUTES dwarfs, and cheap enough for every venue page load.
 */
export const UPTIME_SAMPLE_MINUTES = 5;

const DAY_MS = 24 * 60 * 60 * 1000;
const SAMPLE_MS = UPTIME_SAMPLE_MINUTES * 60_000;

interface VenueFacts {
  time_zone: string;
  open_hours: OpenHoursRow;
  first_controller_utc: Date | string | null;
}


/** A venue's uptime over the last 7 days from its outage rows (contract/venueUptime.ts). */
export async function venueUptime(db: Db, venueId: string, now: Date): Promise<VenueUptime> {
  const windowStart = new Date(now.getTime() - UPTIME_WINDOW_DAYS * DAY_MS);
  const [facts] = await queryRows<VenueFacts>(
    db,
    sql`select r.time_zone,
               ${venueOpenHoursJson} as open_hours,
               (select min(g.created_utc) from graphics_controllers g where g.venue_id = v.id) as first_controller_utc
        from venues v join regions r on r.id = v.region_id
        where v.id = ${venueId}`,
  );
  const outageRows = await queryRows<{ started_utc: Date | string; ended_utc: Date | string | null; outage_notified_utc: unknown }>(
    db,
    sql`select started_utc, ended_utc, outage_notified_utc from venue_outages
        where venue_id = ${venueId} and (ended_utc is null or ended_utc > ${windowStart.toISOString()}::timestamptz)
        order by started_utc desc`,
  );
  const outages = outageRows.map((row) => ({
    start: new Date(row.started_utc).getTime(),
    end: row.ended_utc === null ? now.getTime() : new Date(row.ended_utc).getTime(),
    startedUtc: new Date(row.started_utc).toISOString(),
    endedUtc: row.ended_utc === null ? null : new Date(row.ended_utc).toISOString(),
    notified: row.outage_notified_utc !== null,
  }));
  const listed = outages.map(({ startedUtc, endedUtc, notified }) => ({ startedUtc, endedUtc, notified }));
  const base = { toUtc: now.toISOString(), outages: listed };
  if (!facts || facts.first_controller_utc === null) {
    return { ...base, fromUtc: windowStart.toISOString(), uptimePercent: null, openMinutes: 0, offlineMinutes: 0 };
  }
  // Before its first controller a venue had no screens to be down.
  const from = Math.max(windowStart.getTime(), new Date(facts.first_controller_utc).getTime());
  const hours = openHoursFromRow(facts.open_hours);
  const timeZone = usableTimeZone(facts.time_zone);
  let openSamples = 0;
  let offlineSamples = 0;
  for (let at = from; at < now.getTime(); at += SAMPLE_MS) {
    if (!isOpenAt(hours, timeZone, new Date(at))) continue;
    openSamples += 1;
    if (outages.some((outage) => at >= outage.start && at < outage.end)) offlineSamples += 1;
  }
  const uptimePercent = openSamples === 0 ? null : Math.round((1000 * (openSamples - offlineSamples)) / openSamples) / 10;
  return {
    ...base,
    fromUtc: new Date(from).toISOString(),
    uptimePercent,
    openMinutes: openSamples * UPTIME_SAMPLE_MINUTES,
    offlineMinutes: offlineSamples * UPTIME_SAMPLE_MINUTES,
  };
}

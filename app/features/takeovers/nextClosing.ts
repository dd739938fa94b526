import type { OpenHours } from '../../../contract/openHours.ts';
import { isOpenAt } from '../../../contract/schedule/openHours.ts';
import { TAKEOVER_MAX_MS } from '../../../contract/schedules.ts';

const MINUTE_MS = 60_000;

/** When "until closing" ends for one venue, read on its own clock (open hours in its time zone). */
export type Closing =
  | { kind: 'closes'; atUtc: string }
  /** Closed now: there is no closing to run until. */
  | { kind: 'closedNow' }
  /** Open at every minute of the longest takeover (7 days): it would never end by closing. */
  | { kind: 'neverCloses' };

/**
 * The first minute the venue is closed after `now`, found minute by minute on the shared rule
 * (contract/schedule/openHours: LATE runs to 04:00, windows past midnight, daylight saving through
 * Intl), so "until closing" ends when the venue's screens would see it closed.
 */
export function nextClosing(hours: OpenHours, timeZone: string, now: Date): Closing {
  if (!isOpenAt(hours, timeZone, now)) return { kind: 'closedNow' };
  const limit = now.getTime() + TAKEOVER_MAX_MS;
  for (let at = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS; at <= limit; at += MINUTE_MS) {
    if (!isOpenAt(hours, timeZone, new Date(at))) return { kind: 'closes', atUtc: new Date(at).toISOString() };
  }
  return { kind: 'neverCloses' };
}

import type { OpenHours } from '../openHours.ts';
import { weekdays } from '../weekdays.ts';
import { openWindow } from './openHours.ts';
import { DAY_MINUTES, weekdayIndexOf, zoneClock } from './zoneClock.ts';

/** The longest takeover (contract/schedules.ts TAKEOVER_MAX_MS): a venue open all that time never closes for one. */
const LONGEST_MS = 7 * DAY_MINUTES * 60_000;
/** Windows read: yesterday's (it may run into today) to a day past the longest takeover. */
const HORIZON_DAYS = 8;

/** When "until closing" ends at one venue, read on its own clock (open hours in its time zone). */
export type Closing =
  | { kind: 'closes'; atMs: number }
  /** Closed at that moment (no open hours that day, or outside them): there is no closing to run until. */
  | { kind: 'closedNow' }
  /** Open without a break for longer than any takeover lasts: it never ends by closing. */
  | { kind: 'neverCloses' };

/**
 * When the venue next closes after `atMs`: the end of the open stretch that holds `atMs` (each day's
 * window as the resolver reads its `open` day part: LATE to 04:00, past midnight, daylight saving
 * through the zone's clock; windows that meet or overlap join). The one rule for "until closing":
 * the portal's form, the server and the resolver (so the player) all call it.
 */
export function closingAfter(hours: OpenHours, timeZone: string, atMs: number): Closing {
  const clock = zoneClock(timeZone);
  const today = clock.dateOf(atMs);
  const spans: Array<[number, number]> = [];
  for (let date = today - 1; date <= today + HORIZON_DAYS; date += 1) {
    const window = openWindow(hours, weekdays[weekdayIndexOf(date)]!);
    if (!window) continue;
    const start = clock.instantOf(date * DAY_MINUTES + window.open);
    const end = clock.instantOf(date * DAY_MINUTES + window.close);
    if (end > start) spans.push([start, end]);
  }
  let end: number | null = null;
  for (const [start, stop] of spans) {
    if (end === null) {
      if (start <= atMs && atMs < stop) end = stop;
    } else if (start <= end) end = Math.max(end, stop);
    else break;
  }
  if (end === null) return { kind: 'closedNow' };
  return end - atMs > LONGEST_MS ? { kind: 'neverCloses' } : { kind: 'closes', atMs: end };
}

/** When a takeover "until closing" ends at a venue: its closing, at once if closed at the start, else its own end. */
export function closingEndOf(hours: OpenHours, timeZone: string, startMs: number, endMs: number): number {
  const closing = closingAfter(hours, timeZone, startMs);
  if (closing.kind === 'closedNow') return startMs;
  return closing.kind === 'closes' ? Math.min(endMs, closing.atMs) : endMs;
}

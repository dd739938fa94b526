import type { OpenHours } from '../openHours.ts';
import { weekdays, type Weekday } from '../weekdays.ts';
import { DAY_MINUTES, MINUTE_MS, offsetAt, weekdayIndexOf } from './zoneClock.ts';

/**
 * When a venue is open (docs/product.md#entities open hours, read in its region's time zone):
 * - no open time on a day: closed that day;
 * - a close time after the open time: open until then; a close time at or before the open time:
 *   open past midnight until that time the next morning (10:00–02:00);
 * - no close time ("LATE"): open until OPEN_LATE_UNTIL the next morning. The product text gives no end to
 *   "late"; 04:00 is when late venues have closed, so a screen dark at breakfast is not an alert.
 * A window that runs into the next day adds to that day's own hours.
 */
export const OPEN_LATE_UNTIL = '04:00';

/** "HH:mm" as minutes from midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The day's open window in minutes from its midnight (the end may pass into the next day), or null. */
export function openWindow(hours: OpenHours, day: Weekday): { open: number; close: number } | null {
  const open = hours[`${day}Open`];
  if (open === null) return null;
  const close = hours[`${day}Close`];
  const start = minutesOf(open);
  if (close === null) return { open: start, close: DAY_MINUTES + minutesOf(OPEN_LATE_UNTIL) };
  const end = minutesOf(close);
  return { open: start, close: end > start ? end : end + DAY_MINUTES };
}

/** The weekday and minute of the day at `instant` on the wall clocks of `timeZone`. */
export function localTimeOf(instant: Date, timeZone: string): { day: Weekday; minutes: number } {
  const wallMs = instant.getTime() + offsetAt(timeZone, instant.getTime());
  const wallMinute = Math.floor(wallMs / MINUTE_MS);
  const date = Math.floor(wallMinute / DAY_MINUTES);
  return { day: weekdays[weekdayIndexOf(date)] as Weekday, minutes: wallMinute - date * DAY_MINUTES };
}

/** Whether the venue is open at `instant`: inside today's window, or yesterday's running past midnight. */
export function isOpenAt(hours: OpenHours, timeZone: string, instant: Date): boolean {
  const { day, minutes } = localTimeOf(instant, timeZone);
  const index = weekdays.indexOf(day);
  const today = openWindow(hours, day);
  if (today && minutes >= today.open && minutes < today.close) return true;
  const yesterday = openWindow(hours, weekdays[(index + 6) % 7] as Weekday);
  return yesterday !== null && minutes + DAY_MINUTES >= yesterday.open && minutes + DAY_MINUTES < yesterday.close;
}

/** What usableTimeZone answered for each zone name: Intl's zones do not change while a process runs. */
const usableZones = new Map<string, string>();

/**
 * A zone Intl knows, else UTC: a bad value in the table must not stop every alert. Asked once per
 * name: every player's day read asks it, and an Intl call each time was a share of that read.
 */
export function usableTimeZone(timeZone: string): string {
  const known = usableZones.get(timeZone);
  if (known !== undefined) return known;
  let usable = timeZone;
  try {
    offsetAt(timeZone, 0);
  } catch {
    usable = 'UTC';
  }
  // Names come from the venues' table: a handful, but never let them grow without end.
  if (usableZones.size >= 1000) usableZones.clear();
  usableZones.set(timeZone, usable);
  return usable;
}

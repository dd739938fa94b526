/**
 * Wall-clock time in a venue's time zone, through Intl (no hand-made offsets).
 *
 * A "wall minute" counts minutes from 1970-01-01 00:00 on the zone's clocks, so a local date is
 * `Math.floor(wall / 1440)` and its time of day `wall % 1440`. `instantOf(wall)` answers the moment
 * the zone's clock first reaches that wall time:
 * - clocks go forward (02:00 → 03:00): a time in the skipped hour is reached when the gap ends, so a
 *   02:00–03:00 window that day is empty;
 * - clocks go back (03:00 → 02:00): when they go back the clock has already reached 03:00, so a
 *   02:00–03:00 window runs once, the first time, and a window from 03:00 starts at that moment.
 */

export const MINUTE_MS = 60_000;
export const DAY_MINUTES = 24 * 60;
const DAY_MS = DAY_MINUTES * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's UTC offset in milliseconds at `instantMs` (after any change at that very instant). */
export function offsetAt(timeZone: string, instantMs: number): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(whole)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = Date.UTC(fields.year ?? 1970, (fields.month ?? 1) - 1, fields.day ?? 1, fields.hour ?? 0, fields.minute ?? 0, fields.second ?? 0);
  return wall - whole;
}

/** What happens to a local day's clocks: the offsets either side of at most one change, and its instant. */
interface DayOffsets {
  before: number;
  after: number;
  changeMs: number;
}

/** A zone's clock; one per zone is kept, with what it learnt of each local day. */
export class ZoneClock {
  private readonly days = new Map<number, DayOffsets>();
  readonly timeZone: string;

  constructor(timeZone: string) {
    this.timeZone = timeZone;
  }

  /**
   * Local date (days from 1970-01-01) of an instant on the zone's clock. From the learnt offsets
   * (offsetOf), not an Intl call each time: every resolve asks it twice, and a heartbeat report
   * resolves its display's timeline (bench:fleet: Intl's formatToParts was a tenth of the API's
   * own work).
   */
  dateOf(instantMs: number): number {
    return Math.floor((instantMs + this.offsetOf(instantMs)) / DAY_MS);
  }

  /** The zone's UTC offset at an instant, from what the clock learnt of that UTC day (no Intl call once known). */
  offsetOf(instantMs: number): number {
    const { before, after, changeMs } = this.offsetsOfDay(Math.floor(instantMs / DAY_MS));
    return instantMs >= changeMs ? after : before;
  }

  /** The instant the zone's clock first reaches `wallMinute` (see the file comment). */
  instantOf(wallMinute: number): number {
    const naiveMs = wallMinute * MINUTE_MS;
    const { before, after, changeMs } = this.offsetsOfDay(Math.floor(wallMinute / DAY_MINUTES));
    const early = naiveMs - before;
    if (before === after) return early;
    if (after > before) return early < changeMs ? early : Math.max(changeMs, naiveMs - after);
    return early <= changeMs ? early : naiveMs - after;
  }

  private offsetsOfDay(date: number): DayOffsets {
    let known = this.days.get(date);
    if (known) return known;
    // Every instant whose wall time falls on `date` lies within these bounds (offsets span −12 h to +14 h).
    let low = date * DAY_MS - 15 * HOUR_MS;
    let high = (date + 1) * DAY_MS + 13 * HOUR_MS;
    const before = offsetAt(this.timeZone, low);
    const after = offsetAt(this.timeZone, high);
    if (before !== after) {
      // Zones change on whole minutes: search the minute at which the new offset starts.
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetAt(this.timeZone, middle) === before) low = middle;
        else high = middle;
      }
    }
    known = { before, after, changeMs: high };
    if (this.days.size > 4000) this.days.clear();
    this.days.set(date, known);
    return known;
  }
}

const clocks = new Map<string, ZoneClock>();

/** The shared clock of a zone (what it learns of each day is reused by every resolve). */
export function zoneClock(timeZone: string): ZoneClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new ZoneClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** "YYYY-MM-DD" as days from 1970-01-01. */
export const dateNumberOf = (date: string) =>
  Math.floor(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS);

/** Weekday index of a local date, Monday 0 (1970-01-01 was a Thursday). */
export const weekdayIndexOf = (date: number) => (((date + 3) % 7) + 7) % 7;

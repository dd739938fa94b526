import { weekdays } from '../../../../contract/openHours.ts';
import { resolveTimeline } from '../../../../contract/schedule/resolveTimeline.ts';
import { DAY_MINUTES, zoneClock } from '../../../../contract/schedule/zoneClock.ts';
import type { Timeline } from '../../../../contract/schedules.ts';

const DAY_MS = DAY_MINUTES * 60_000;
const HOUR_MS = 3_600_000;

/** One stretch of a local day with one thing on screen. */
export interface DayPiece {
  startMs: number;
  endMs: number;
  /** Local "HH:mm" at its start ("HH:mm:ss" off the minute); its end, "24:00" when it runs to midnight. */
  startText: string;
  endText: string;
  /** Share of the day, 0 to 1, for drawing it to scale. */
  offset: number;
  length: number;
  source: Timeline['items'][number]['source'];
  id: string;
  assetId: string | null;
  playlistId: string | null;
  /** Plays the approved version while a newer one waits for approval (docs/permissions.md#approvals). */
  awaitingApproval: boolean;
}

export interface TimelineDay {
  /** Local date, "YYYY-MM-DD". */
  date: string;
  /** "Monday 30 November". */
  title: string;
  /** 24, or 23 and 25 on the days the clocks change. */
  hours: number;
  pieces: DayPiece[];
  /** When the venue is open that day (shaded on the calendar), to scale like the pieces. */
  open: OpenSpan[];
}

/** A stretch of a local day when the venue is open. */
export interface OpenSpan {
  startText: string;
  endText: string;
  offset: number;
  length: number;
}

/**
 * When the venue is open between two instants, from the one resolver itself: an entry on every day
 * for the open day part wins exactly the open minutes (LATE closes, windows past midnight and the
 * daylight-saving days included), so the shading can never disagree with what plays.
 */
export function openIntervals(timeline: Timeline, fromMs: number, toMs: number): Array<{ startMs: number; endMs: number }> {
  const segments = resolveTimeline({
    displayId: 'calendar',
    displayAssetId: null,
    timeZone: timeline.timeZone,
    openHours: timeline.openHours,
    entries: [
      { id: 'open', targetLevel: 'display', assetId: 'open', playlistId: null, days: weekdays, from: null, to: null, dayPart: 'open', firstDate: null, lastDate: null, priority: 0, createdMs: 0 },
    ],
    takeovers: [],
    fromMs,
    toMs,
  });
  return segments.filter((segment) => segment.source === 'schedule').map((segment) => ({ startMs: segment.start, endMs: segment.end }));
}

/** "19:00", or "19:00:15" for an instant off the minute (a responsible-gambling slot's end). */
function timeTextOf(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  // Made on first need: a formatter costs milliseconds to make, and most weeks have no slot.
  let withSeconds: Intl.DateTimeFormat | null = null;
  return (instantMs: number) => {
    if (instantMs % 60_000 === 0) return format.format(instantMs);
    withSeconds ??= new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    return withSeconds.format(instantMs);
  };
}

const isoDate = (date: number) => new Date(date * DAY_MS).toISOString().slice(0, 10);

/** The local date (days from 1970-01-01) in the zone at an instant. */
export const localDateOf = (timeZone: string, instantMs: number) => zoneClock(timeZone).dateOf(instantMs);

/** The instants a run of local days covers: from the first day's midnight to the day after the last. */
export function localDaysSpan(timeZone: string, firstDate: number, days: number): { fromMs: number; toMs: number } {
  const clock = zoneClock(timeZone);
  return { fromMs: clock.instantOf(firstDate * DAY_MINUTES), toMs: clock.instantOf((firstDate + days) * DAY_MINUTES) };
}

/**
 * The timeline cut into `days` local days from `firstDate` in its zone: each day runs from its own
 * midnight to the next (so 23 or 25 hours when the clocks change), times read on the zone's clock.
 */
export function timelineDays(timeline: Timeline, firstDate: number, days = 7): TimelineDay[] {
  const clock = zoneClock(timeline.timeZone);
  const timeText = timeTextOf(timeline.timeZone);
  const titleFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const segments = timeline.items.map((item) => ({ ...item, startMs: Date.parse(item.start), endMs: Date.parse(item.end) }));
  const opens = openIntervals(timeline, clock.instantOf(firstDate * DAY_MINUTES), clock.instantOf((firstDate + days) * DAY_MINUTES));
  const result: TimelineDay[] = [];
  for (let date = firstDate; date < firstDate + days; date += 1) {
    const dayStart = clock.instantOf(date * DAY_MINUTES);
    const dayEnd = clock.instantOf((date + 1) * DAY_MINUTES);
    const span = dayEnd - dayStart;
    const pieces: DayPiece[] = [];
    for (const segment of segments) {
      const startMs = Math.max(segment.startMs, dayStart);
      const endMs = Math.min(segment.endMs, dayEnd);
      if (endMs <= startMs) continue;
      pieces.push({
        startMs,
        endMs,
        startText: timeText(startMs),
        endText: endMs === dayEnd ? '24:00' : timeText(endMs),
        offset: (startMs - dayStart) / span,
        length: (endMs - startMs) / span,
        source: segment.source,
        id: segment.id,
        assetId: segment.assetId,
        playlistId: segment.playlistId,
        awaitingApproval: segment.awaitingApproval ?? false,
      });
    }
    const open: OpenSpan[] = [];
    for (const interval of opens) {
      const startMs = Math.max(interval.startMs, dayStart);
      const endMs = Math.min(interval.endMs, dayEnd);
      if (endMs <= startMs) continue;
      open.push({
        startText: timeText(startMs),
        endText: endMs === dayEnd ? '24:00' : timeText(endMs),
        offset: (startMs - dayStart) / span,
        length: (endMs - startMs) / span,
      });
    }
    result.push({ date: isoDate(date), title: titleFormat.format(date * DAY_MS), hours: Math.round(span / HOUR_MS), pieces, open });
  }
  return result;
}

export type SegmentOf = Timeline['items'][number];

/** "30 November – 6 December 2026" for a run of local dates. */
export function weekText(firstDate: number, days = 7): string {
  const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const year = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'UTC' });
  const last = (firstDate + days - 1) * DAY_MS;
  return `${format.format(firstDate * DAY_MS)} – ${format.format(last)} ${year.format(last)}`;
}

/** "19:00" on the same local day as `nowMs`, else "Thu 19:00". */
function momentText(timeZone: string, nowMs: number, instantMs: number): string {
  const time = timeTextOf(timeZone)(instantMs);
  if (localDateOf(timeZone, instantMs) === localDateOf(timeZone, nowMs)) return time;
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(instantMs);
  return `${weekday} ${time}`;
}

/**
 * What plays at `nowMs` and until when, and what plays after it (the next segment that shows
 * something else), or nulls when the timeline does not hold the present. Responsible-gambling
 * slots are passed over (the week says them once a day): an entry plays until it really stops, not
 * until the next quarter hour's 15 s.
 */
export function nowAndNext(
  timeline: Timeline,
  nowMs: number,
  labelOf: (segment: SegmentOf) => string,
): { now: { label: string; until: string | null } | null; next: { label: string; at: string } | null } {
  const index = timeline.items.findIndex((item) => Date.parse(item.start) <= nowMs && nowMs < Date.parse(item.end));
  if (index < 0) return { now: null, next: null };
  const current = timeline.items[index]!;
  const label = labelOf(current);
  // Where the same thing carries on in the next segment, "until" is when it really stops; with
  // nothing else in the timeline asked for, it is not known (the end of the answer is no end).
  let stopsMs = Date.parse(current.end);
  for (const item of timeline.items.slice(index + 1)) {
    if (item.source === 'mandatory' && current.source !== 'mandatory') continue;
    if (labelOf(item) === label) {
      stopsMs = Date.parse(item.end);
      continue;
    }
    const at = momentText(timeline.timeZone, nowMs, stopsMs);
    return { now: { label, until: at }, next: { label: labelOf(item), at } };
  }
  return { now: { label, until: null }, next: null };
}

const WEEK_MS = 7 * 24 * HOUR_MS;

/**
 * The span asked of the server for the week `week` weeks from now: it must hold the venue's local
 * days, whose zone is known only from the answer, so it starts 26 hours early (today's local
 * midnight in any zone, a clock change included) and lasts 9 days and 4 hours (under the 14 allowed).
 */
export function weekRequestSpan(nowMs: number, week: number): { fromIso: string; toIso: string } {
  const base = nowMs + week * WEEK_MS;
  return { fromIso: new Date(base - 26 * HOUR_MS).toISOString(), toIso: new Date(base + 8 * 24 * HOUR_MS + 2 * HOUR_MS).toISOString() };
}

/** A piece of a day with what it shows, named for people. */
export interface LabelledPiece extends DayPiece {
  /** "Happy hour", "Takeover: Jackpot", "Own layout" or "Idle screen". */
  label: string;
}

/**
 * A day's responsible-gambling slots, said once: dozens of 15 s slots listed one by one, each
 * cutting what plays around it in two, would bury the day's entries (docs/compliance.md).
 */
export interface RequiredSlots {
  count: number;
  /** The slots' length in seconds (the longest, should the rules' last slot of an hour be cut short). */
  seconds: number;
  /** The first slot's start and the last one's end. */
  startText: string;
  endText: string;
}

export interface LabelledDay extends Omit<TimelineDay, 'pieces'> {
  pieces: LabelledPiece[];
  /** The day's responsible-gambling slots (none: null); not among `pieces`. */
  required: RequiredSlots | null;
  /** A venue's day: one lane per display (then `pieces` is empty and `required` null). */
  lanes?: Array<{ key: string; label: string; pieces: LabelledPiece[]; required: RequiredSlots | null }> | undefined;
}

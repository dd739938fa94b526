import type { OpenHours } from '../openHours.ts';
import { weekdays } from '../weekdays.ts';
import { closingEndOf } from './closing.ts';
import { isAllowedOn, mandatoryOf } from './complianceGuard.ts';
import { mandatorySlots, openSpans } from './mandatorySlots.ts';
import { minutesOf, openWindow } from './openHours.ts';
import type { ResolveInput, ResolverEntry, TimelineSegment } from './timeline.ts';
import { DAY_MINUTES, MINUTE_MS, dateNumberOf, weekdayIndexOf, zoneClock, type ZoneClock } from './zoneClock.ts';

/**
 * The one resolver of docs/scheduling.md: entries, takeovers, open hours, the time zone and an interval → a
 * timeline of contiguous segments. At any instant the latest started running takeover wins; else the
 * schedule entry with the highest priority, then the most specific target (display, venue, client),
 * then the most recently created; else the display's own layout (or the idle screen). A takeover
 * "until closing" ends at this venue's own next closing (contract/schedule/closing.ts).
 *
 * Each run of an entry on one local date (an "occurrence") is its own segment, and a playlist's
 * rotation counts from its segment's start. So that the start is the same whatever interval is
 * asked for, the first segment keeps its true start (at most LOOKBACK before `fromMs`, or a running
 * takeover's start); a display segment is cut at `fromMs`.
 *
 * The last guard of compliance (docs/compliance.md): content whose category the display's zone
 * forbids is passed over as if it did not run (a forbidden display layout gives the idle screen),
 * and in a mandatory zone the responsible-gambling slots win over everything, takeovers included.
 *
 * Pure: no React, no Node-only code; the server, the portal and the player all call it.
 */

/** Longer than any occurrence (a LATE day part runs 28 h, 29 h across a daylight-saving change). */
const LOOKBACK_MS = 2 * DAY_MINUTES * MINUTE_MS;
const SPECIFICITY = { display: 3, venue: 2, client: 1 } as const;

interface Occurrence {
  start: number;
  end: number;
  /** Higher wins: mandatory slots above takeovers above every entry; among one entry's occurrences the later date. */
  rank: number;
  source: 'takeover' | 'schedule' | 'mandatory';
  id: string;
  assetId: string | null;
  playlistId: string | null;
}

/**
 * Entries and takeovers in winning order, weakest first, as ranks (see `Occurrence.rank`). Each entry
 * owns `datesPerEntry` consecutive ranks, one per local date of the resolve, so that its later date
 * outranks its earlier one and no date of it reaches the next entry's ranks, however long the
 * resolve (a takeover running for years pulls its start back). A fixed room of 1,024 ranks was
 * right only because occurrences that overlap are at most two dates apart; this needs no such
 * argument.
 */
function ranksOf(input: ResolveInput, datesPerEntry: number): { entryRank: Map<ResolverEntry, number>; takeoverBase: number } {
  const sorted = [...input.entries].sort(
    (a, b) =>
      a.priority - b.priority ||
      SPECIFICITY[a.targetLevel] - SPECIFICITY[b.targetLevel] ||
      a.createdMs - b.createdMs ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const takeoverBase = (sorted.length + 1) * datesPerEntry;
  // Every rank must stay an exact integer, or two ranks could compare equal.
  if (!Number.isSafeInteger(takeoverBase + input.takeovers.length + 1)) {
    throw new RangeError(`resolveTimeline: ${sorted.length} entries over ${datesPerEntry} dates exceed the ranks it can tell apart`);
  }
  const entryRank = new Map<ResolverEntry, number>();
  sorted.forEach((entry, index) => entryRank.set(entry, index * datesPerEntry));
  return { entryRank, takeoverBase };
}

/** Spans [start, end) in minutes from a day's midnight, per weekday (Monday 0). */
type WeekSpans = [number, number][][];

/**
 * The spans of each day part on each weekday, read once per resolve from the open hours: open is
 * the day's own window (past midnight when it closes late); closed is the rest of that day once
 * yesterday's late hours and today's are taken out.
 */
function dayPartWeeks(openHours: OpenHours): { open: WeekSpans; closed: WeekSpans } {
  const windows = weekdays.map((day) => openWindow(openHours, day));
  const open: WeekSpans = windows.map((window) => (window ? [[window.open, window.close]] : []));
  const closed: WeekSpans = windows.map((today, index) => {
    const yesterday = windows[(index + 6) % 7] ?? null;
    const taken: [number, number][] = [];
    if (yesterday) taken.push([yesterday.open - DAY_MINUTES, yesterday.close - DAY_MINUTES]);
    if (today) taken.push([today.open, today.close]);
    let spans: [number, number][] = [[0, DAY_MINUTES]];
    for (const [takenStart, takenEnd] of taken) {
      spans = spans.flatMap(([start, end]): [number, number][] =>
        takenEnd <= start || takenStart >= end
          ? [[start, end]]
          : ([
              [start, Math.min(end, takenStart)],
              [Math.max(start, takenEnd), end],
            ] as [number, number][]).filter(([from, to]) => to > from),
      );
    }
    return spans;
  });
  return { open, closed };
}

function entryOccurrences(
  input: ResolveInput,
  clock: ZoneClock,
  entryRank: Map<ResolverEntry, number>,
  evalStart: number,
  firstDate: number,
  lastDate: number,
): Occurrence[] {
  // Read from the open hours at the first entry that runs by day part: none does on most displays
  // (and a heartbeat report resolves one for every display each minute).
  let dayParts: ReturnType<typeof dayPartWeeks> | null = null;
  const occurrences: Occurrence[] = [];
  const addAt = (entry: ResolverEntry, rank: number, start: number, end: number) => {
    if (end <= start || end <= evalStart || start >= input.toMs) return;
    occurrences.push({ start, end, rank, source: 'schedule', id: entry.id, assetId: entry.assetId, playlistId: entry.playlistId });
  };
  const add = (entry: ResolverEntry, rank: number, wallStart: number, wallEnd: number) => addAt(entry, rank, clock.instantOf(wallStart), clock.instantOf(wallEnd));
  // A day part's spans of one day, apart on the wall clock, can touch in time: an open window
  // inside the hour the clocks skip (02:15–03:00 the night they go forward) never happens, so the
  // closed hours either side are one run, not two (its playlist does not start again at the jump).
  const addDayPart = (entry: ResolverEntry, rank: number, midnight: number, spans: readonly [number, number][]) => {
    let run: [number, number] | null = null;
    for (const [wallStart, wallEnd] of spans) {
      const start = clock.instantOf(midnight + wallStart);
      const end = clock.instantOf(midnight + wallEnd);
      if (end <= start) continue;
      if (run !== null && start <= run[1]) run[1] = Math.max(run[1], end);
      else {
        if (run !== null) addAt(entry, rank, run[0], run[1]);
        run = [start, end];
      }
    }
    if (run !== null) addAt(entry, rank, run[0], run[1]);
  };
  for (const entry of input.entries) {
    if (!isAllowedOn(input.compliance, entry.assetId, entry.playlistId)) continue;
    let dayMask = 0;
    for (const day of entry.days) dayMask |= 1 << weekdays.indexOf(day);
    const first = Math.max(firstDate, entry.firstDate === null ? -Infinity : dateNumberOf(entry.firstDate));
    const last = Math.min(lastDate, entry.lastDate === null ? Infinity : dateNumberOf(entry.lastDate));
    const rank = entryRank.get(entry)!;
    const window = entry.from !== null && entry.to !== null ? { from: minutesOf(entry.from), to: minutesOf(entry.to) } : null;
    for (let date = first; date <= last; date += 1) {
      if ((dayMask & (1 << weekdayIndexOf(date))) === 0) continue;
      const dateRank = rank + (date - firstDate);
      const midnight = date * DAY_MINUTES;
      if (window) add(entry, dateRank, midnight + window.from, midnight + window.to + (window.to <= window.from ? DAY_MINUTES : 0));
      else if (entry.dayPart !== null) addDayPart(entry, dateRank, midnight, (dayParts ??= dayPartWeeks(input.openHours))[entry.dayPart][weekdayIndexOf(date)]!);
    }
  }
  return occurrences;
}

/** A max-heap of occurrences by rank. */
class RankHeap {
  private readonly items: Occurrence[] = [];
  get top(): Occurrence | undefined {
    return this.items[0];
  }
  push(item: Occurrence) {
    const items = this.items;
    items.push(item);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (items[parent]!.rank >= item.rank) break;
      items[index] = items[parent]!;
      index = parent;
    }
    items[index] = item;
  }
  pop() {
    const items = this.items;
    const last = items.pop()!;
    if (items.length === 0) return;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && items[right]!.rank > items[left]!.rank ? right : left;
      if (items[child]!.rank <= last.rank) break;
      items[index] = items[child]!;
      index = child;
    }
    items[index] = last;
  }
}

export function resolveTimeline(input: ResolveInput): TimelineSegment[] {
  const { fromMs, toMs } = input;
  if (toMs <= fromMs) return [];
  const clock = zoneClock(input.timeZone);
  let evalStart = fromMs - LOOKBACK_MS;
  for (const takeover of input.takeovers) {
    if (takeover.startMs < fromMs && takeover.endMs > fromMs) evalStart = Math.min(evalStart, takeover.startMs);
  }
  const firstDate = clock.dateOf(evalStart) - 2;
  const lastDate = clock.dateOf(toMs) + 1;
  const { entryRank, takeoverBase } = ranksOf(input, lastDate - firstDate + 1);
  const occurrences = entryOccurrences(input, clock, entryRank, evalStart, firstDate, lastDate);
  const takeovers = [...input.takeovers].sort(
    (a, b) => a.startMs - b.startMs || a.createdMs - b.createdMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  takeovers.forEach((takeover, index) => {
    if (!isAllowedOn(input.compliance, takeover.assetId, takeover.playlistId)) return;
    if (takeover.endMs <= Math.max(takeover.startMs, evalStart) || takeover.startMs >= toMs) return;
    const end = takeover.untilClosing ? closingEndOf(input.openHours, input.timeZone, takeover.startMs, takeover.endMs) : takeover.endMs;
    if (end <= Math.max(takeover.startMs, evalStart)) return;
    const { id, assetId, playlistId } = takeover;
    occurrences.push({ id, assetId, playlistId, start: takeover.startMs, end, rank: takeoverBase + index, source: 'takeover' });
  });
  const mandatory = mandatoryOf(input.compliance);
  if (mandatory) {
    const spans = openSpans(input.openHours, clock, firstDate, lastDate);
    const rank = takeoverBase + takeovers.length;
    for (const [start, end] of mandatorySlots(mandatory.rule, spans, clock, evalStart, toMs)) {
      occurrences.push({ start, end, rank, source: 'mandatory', id: mandatory.id, assetId: mandatory.assetId, playlistId: null });
    }
  }
  occurrences.sort((a, b) => a.start - b.start);
  const displayAssetId = isAllowedOn(input.compliance, input.displayAssetId, null) ? input.displayAssetId : null;

  const segments: TimelineSegment[] = [];
  const heap = new RankHeap();
  let winnerOfLast: Occurrence | null | undefined;
  let next = 0;
  for (let time = evalStart; time < toMs; ) {
    while (next < occurrences.length && occurrences[next]!.start <= time) heap.push(occurrences[next++]!);
    while (heap.top && heap.top.end <= time) heap.pop();
    const winner = heap.top ?? null;
    const until = Math.min(toMs, next < occurrences.length ? occurrences[next]!.start : Infinity, winner ? winner.end : Infinity);
    const last = segments[segments.length - 1];
    if (last && winner === winnerOfLast) last.end = until;
    else if (winner) {
      const { source, id, assetId, playlistId } = winner;
      // A run starts when its occurrence wins, again after an interruption; the first keeps its true start.
      segments.push({ start: segments.length === 0 ? winner.start : time, end: until, source, id, assetId, playlistId });
    } else {
      segments.push({ start: time, end: until, source: 'display', id: input.displayId, assetId: displayAssetId, playlistId: null });
    }
    winnerOfLast = winner;
    time = until;
  }
  const visible = segments.filter((segment) => segment.end > fromMs);
  const first = visible[0];
  if (first && first.source === 'display') first.start = Math.max(first.start, fromMs);
  return visible;
}

import { isForbidden } from '../../../contract/schedule/complianceGuard.ts';
import { weekdays } from '../../../contract/openHours.ts';
import { minutesOf, openWindow } from '../../../contract/schedule/openHours.ts';
import { playlistSlotAt, type RotationItem } from '../../../contract/schedule/playlistRotation.ts';
import type { ResolveInput, ResolverEntry } from '../../../contract/schedule/timeline.ts';
import { offsetAt } from '../../../contract/schedule/zoneClock.ts';

/**
 * The scheduling rules (docs/scheduling.md) and the compliance guard (docs/compliance.md) read
 * literally, one minute at a time, as the resolver's reference: slow and simple.
 * The wall clock at a minute is the furthest the zone's clock has reached (when clocks go back, the
 * repeated hour does not reach a time again), so windows are plain comparisons of wall minutes.
 */
const MINUTE = 60_000;
const DAY = 1440;
const SPECIFICITY = { display: 3, venue: 2, client: 1 } as const;

export interface MinuteAnswer {
  source: string;
  id: string;
  assetId: string | null;
  playlistId: string | null;
  /** The playlist item on screen, counted from the start of the run. */
  item: string | null;
}

const dateNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
const weekdayOf = (date: number) => weekdays[(((date + 3) % 7) + 7) % 7]!;

function isOpenAtWall(input: ResolveInput, wall: number): boolean {
  const date = Math.floor(wall / DAY);
  for (const day of [date - 1, date]) {
    const window = openWindow(input.openHours, weekdayOf(day));
    if (window && wall >= day * DAY + window.open && wall < day * DAY + window.close) return true;
  }
  return false;
}

/** The local date whose occurrence of `entry` covers wall minute `wall`, or null. */
function coveringDate(input: ResolveInput, entry: ResolverEntry, wall: number): number | null {
  const today = Math.floor(wall / DAY);
  for (const date of [today, today - 1]) {
    if (!entry.days.includes(weekdayOf(date))) continue;
    if (entry.firstDate !== null && date < dateNumber(entry.firstDate)) continue;
    if (entry.lastDate !== null && date > dateNumber(entry.lastDate)) continue;
    const midnight = date * DAY;
    if (entry.from !== null && entry.to !== null) {
      const from = minutesOf(entry.from);
      const to = minutesOf(entry.to);
      if (wall >= midnight + from && wall < midnight + to + (to <= from ? DAY : 0)) return date;
    } else if (entry.dayPart === 'open') {
      const window = openWindow(input.openHours, weekdayOf(date));
      if (window && wall >= midnight + window.open && wall < midnight + window.close) return date;
    } else if (entry.dayPart === 'closed' && date === today && !isOpenAtWall(input, wall)) return date;
  }
  return null;
}

/**
 * Offsets by minute, kept across runs: the scenarios walk the same days again and again. One map a
 * zone, keyed by the instant's number: a string key made per lookup was half of the property tests'
 * time.
 */
const offsetsByZone = new Map<string, Map<number, number>>();
function cachedOffset(timeZone: string, at: number): number {
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    offsetsByZone.set(timeZone, offsets);
  }
  let offset = offsets.get(at);
  if (offset === undefined) {
    offset = offsetAt(timeZone, at);
    offsets.set(at, offset);
  }
  return offset;
}

/** The wall minute the zone's clock has reached at each minute from `fromMs` to `toMs` (see the file comment). */
function* wallMinutes(timeZone: string, fromMs: number, toMs: number): Generator<[number, number]> {
  let reached = -Infinity;
  for (let at = fromMs; at < toMs; at += MINUTE) {
    const offset = Math.max(cachedOffset(timeZone, at), cachedOffset(timeZone, at - 1));
    reached = Math.max(reached, Math.floor((at + offset) / MINUTE));
    yield [at, reached];
  }
}

/** "Until closing", literally: the first minute from its start at which the venue is not open (at once if closed then). */
function takeoverEnd(input: ResolveInput, takeover: ResolveInput['takeovers'][number]): number {
  if (!takeover.untilClosing) return takeover.endMs;
  // From a few hours before, so the clock has reached what it reaches when the hour is repeated.
  for (const [at, wall] of wallMinutes(input.timeZone, takeover.startMs - 3 * 60 * MINUTE, takeover.endMs)) {
    if (at >= takeover.startMs && !isOpenAtWall(input, wall)) return at;
  }
  return takeover.endMs;
}

/** Whether content may be shown on the display: no category of it is forbidden in its zone. */
function allowed(input: ResolveInput, content: { assetId: string | null; playlistId: string | null }): boolean {
  const compliance = input.compliance;
  const id = content.assetId ?? content.playlistId;
  if (!compliance || id === null) return true;
  const categories = compliance.contentCategories[id] ?? ['general'];
  return !categories.some((category) => isForbidden(compliance.rules, compliance.zone, category));
}

/**
 * Whether a mandatory slot covers instant `at`: the zone needs them, the venue is open at wall minute
 * `wall`, and `at` lies in one of the k slots of its local clock hour (at 60·j/k minutes, slotSeconds long, never past the next).
 */
function inMandatorySlot(input: ResolveInput, at: number, wall: number): boolean {
  const compliance = input.compliance;
  const rule = compliance?.rules.mandatory;
  if (!compliance || !rule || compliance.mandatoryAssetId === null || !rule.zones.includes(compliance.zone)) return false;
  if (!isOpenAtWall(input, wall)) return false;
  const hourMs = 60 * MINUTE;
  const intoHour = (((at + cachedOffset(input.timeZone, at)) % hourMs) + hourMs) % hourMs;
  const count = Math.ceil(rule.secondsPerHour / rule.slotSeconds);
  for (let index = 0; index < count; index += 1) {
    const start = Math.floor((index * hourMs) / count);
    const next = Math.floor(((index + 1) * hourMs) / count);
    if (intoHour >= start && intoHour < Math.min(start + rule.slotSeconds * 1000, next)) return true;
  }
  return false;
}

/**
 * The end of a mandatory slot that lies inside the minute (from, to], or null: slots need not start
 * on whole minutes (100 s in 15 s slots is 7 slots, 8 min 34 s apart), so a slot can begin and end
 * between two samples; the run it interrupted starts again at its end. `wall` is the minute's wall
 * clock as the reference reads open hours.
 */
function mandatoryEndWithin(input: ResolveInput, from: number, to: number, wall: number): number | null {
  const compliance = input.compliance;
  const rule = compliance?.rules.mandatory;
  if (!compliance || !rule || compliance.mandatoryAssetId === null || !rule.zones.includes(compliance.zone)) return null;
  if (!Number.isFinite(wall) || !isOpenAtWall(input, wall)) return null;
  const hourMs = 60 * MINUTE;
  const hourStart = from - ((((from + cachedOffset(input.timeZone, from)) % hourMs) + hourMs) % hourMs);
  const count = Math.ceil(rule.secondsPerHour / rule.slotSeconds);
  let latest: number | null = null;
  for (let index = 0; index < count; index += 1) {
    const start = hourStart + Math.floor((index * hourMs) / count);
    const end = Math.min(start + rule.slotSeconds * 1000, hourStart + Math.floor(((index + 1) * hourMs) / count));
    if (end > from && end <= to && start >= from) latest = end;
  }
  return latest;
}

/** Whether the venue is open at minute `at`, as the reference reads open hours (the furthest wall minute reached). */
export function isOpenAtMinute(input: ResolveInput, at: number): boolean {
  let reached = -Infinity;
  for (const [, wall] of wallMinutes(input.timeZone, at - 3 * 60 * MINUTE, at + MINUTE)) reached = wall;
  return isOpenAtWall(input, reached);
}

export function bruteForce(input: ResolveInput, playlists: Record<string, RotationItem[]>, scanFromMs: number): Map<number, MinuteAnswer> {
  const answers = new Map<number, MinuteAnswer>();
  const takeovers = input.takeovers.filter((takeover) => allowed(input, takeover)).map((takeover) => ({ ...takeover, endMs: takeoverEnd(input, takeover) }));
  const entries = input.entries.filter((entry) => allowed(input, entry));
  const displayAssetId = allowed(input, { assetId: input.displayAssetId, playlistId: null }) ? input.displayAssetId : null;
  let reached = -Infinity;
  let runKey = '';
  let runStart = scanFromMs;
  let previousWall = -Infinity;
  for (let at = scanFromMs; at < input.toMs; at += MINUTE) {
    const offset = Math.max(cachedOffset(input.timeZone, at), cachedOffset(input.timeZone, at - 1));
    reached = Math.max(reached, Math.floor((at + offset) / MINUTE));
    const takeover = takeovers
      .filter((candidate) => candidate.startMs <= at && at < candidate.endMs)
      .sort((a, b) => b.startMs - a.startMs || b.createdMs - a.createdMs || (a.id < b.id ? 1 : -1))[0];
    let winner: { key: string; source: string; id: string; assetId: string | null; playlistId: string | null };
    if (inMandatorySlot(input, at, reached)) {
      const id = input.compliance!.ruleSetKey;
      winner = { key: `m:${Math.floor(at / 1000)}`, source: 'mandatory', id, assetId: input.compliance!.mandatoryAssetId, playlistId: null };
    } else if (takeover) winner = { key: `t:${takeover.id}`, source: 'takeover', ...takeover };
    else {
      const running = entries
        .map((entry) => ({ entry, date: coveringDate(input, entry, reached) }))
        .filter((candidate): candidate is { entry: ResolverEntry; date: number } => candidate.date !== null)
        .sort(
          (a, b) =>
            b.entry.priority - a.entry.priority ||
            SPECIFICITY[b.entry.targetLevel] - SPECIFICITY[a.entry.targetLevel] ||
            b.entry.createdMs - a.entry.createdMs ||
            (a.entry.id < b.entry.id ? 1 : a.entry.id > b.entry.id ? -1 : 0) ||
            b.date - a.date,
        )[0];
      winner = running
        ? { key: `s:${running.entry.id}:${running.date}`, source: 'schedule', ...running.entry }
        : { key: 'display', source: 'display', id: input.displayId, assetId: displayAssetId, playlistId: null };
    }
    const restart = winner.source === 'mandatory' ? null : mandatoryEndWithin(input, at - MINUTE, at, previousWall);
    if (winner.key !== runKey) {
      runKey = winner.key;
      runStart = restart ?? at;
    } else if (restart !== null) runStart = restart;
    previousWall = reached;
    if (at >= input.fromMs) {
      const items = winner.playlistId === null ? null : (playlists[winner.playlistId] ?? []);
      answers.set(at, {
        source: winner.source,
        id: winner.id,
        assetId: winner.assetId,
        playlistId: winner.playlistId,
        item: items ? (playlistSlotAt(items, runStart, at)?.assetId ?? null) : null,
      });
    }
  }
  return answers;
}

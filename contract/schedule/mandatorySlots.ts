import type { MandatoryRule } from '../complianceRules.ts';
import type { OpenHours } from '../openHours.ts';
import { weekdays } from '../weekdays.ts';
import { openWindow } from './openHours.ts';
import { DAY_MINUTES, MINUTE_MS, weekdayIndexOf, type ZoneClock } from './zoneClock.ts';

const HOUR_MS = 60 * MINUTE_MS;

/**
 * The responsible-gambling slots of a mandatory zone (docs/compliance.md): k = ceil(secondsPerHour /
 * slotSeconds) slots in each local clock hour, starting at minute 60·j/k, each slotSeconds long
 * (never running into the next slot), during the venue's open hours only.
 *
 * Hours are those of the local clock: on the night the clocks go back the repeated hour is a real
 * hour on screen, so it has its slots too; the hour skipped when they go forward has none.
 */

/** Where slot `index` of `count` starts, in ms from the hour's start: the one formula the reference model shares. */
export const slotOffsetMs = (index: number, count: number) => Math.floor((index * HOUR_MS) / count);

/** The number of slots an hour has under `rule`. */
export const slotsPerHour = (rule: Pick<MandatoryRule, 'secondsPerHour' | 'slotSeconds'>) => Math.ceil(rule.secondsPerHour / rule.slotSeconds);

/** The open stretches of local dates `firstDate`…`lastDate` as instants, joined where they meet. */
export function openSpans(openHours: OpenHours, clock: ZoneClock, firstDate: number, lastDate: number): [number, number][] {
  const spans: [number, number][] = [];
  for (let date = firstDate; date <= lastDate; date += 1) {
    const window = openWindow(openHours, weekdays[weekdayIndexOf(date)]!);
    if (!window) continue;
    const start = clock.instantOf(date * DAY_MINUTES + window.open);
    const end = clock.instantOf(date * DAY_MINUTES + window.close);
    if (end <= start) continue;
    const last = spans[spans.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else spans.push([start, end]);
  }
  return spans;
}

/** The slots as [start, end) instants within `fromMs`–`toMs`, in time order. */
export function mandatorySlots(rule: MandatoryRule, spans: readonly [number, number][], clock: ZoneClock, fromMs: number, toMs: number): [number, number][] {
  const count = slotsPerHour(rule);
  const slots: [number, number][] = [];
  const hourStartAtOrBefore = (instant: number) => instant - ((((instant + clock.offsetOf(instant)) % HOUR_MS) + HOUR_MS) % HOUR_MS);
  for (const [spanStart, spanEnd] of spans) {
    const from = Math.max(spanStart, fromMs);
    const to = Math.min(spanEnd, toMs);
    if (to <= from) continue;
    for (let hour = hourStartAtOrBefore(from); hour < to; hour = hourStartAtOrBefore(hour + HOUR_MS)) {
      for (let index = 0; index < count; index += 1) {
        const start = hour + slotOffsetMs(index, count);
        const end = Math.min(start + rule.slotSeconds * 1000, hour + slotOffsetMs(index + 1, count));
        const clippedStart = Math.max(start, from);
        const clippedEnd = Math.min(end, to);
        if (clippedEnd > clippedStart) slots.push([clippedStart, clippedEnd]);
      }
    }
  }
  return slots;
}

import type { MandatoryRule } from '../../../contract/complianceRules.ts';
import type { OpenHours } from '../../../contract/openHours.ts';
import { mandatorySlots, openSpans } from '../../../contract/schedule/mandatorySlots.ts';
import { usableTimeZone } from '../../../contract/schedule/openHours.ts';
import { DAY_MINUTES, zoneClock } from '../../../contract/schedule/zoneClock.ts';

const MINUTE_MS = 60_000;

/** What one venue-local day asks of a display (docs/compliance.md#the-compliance-report). */
export interface VenueDay {
  openMinutes: number;
  /** The responsible-gambling seconds of the day in a mandatory zone (0 elsewhere is the caller's). */
  mandatorySeconds: number;
}

/**
 * Each local date `firstDate`…`lastDate` (days from 1970-01-01) of a venue: the real minutes it was
 * open within that day (a window past midnight counts in the day its minutes fall in, as a play
 * started then does), and the seconds of the mandatory slots the resolver lays in them
 * (contract/schedule/mandatorySlots.ts, the same function: a player that played every slot it was
 * given is never short). On the day clocks go forward the skipped hour is neither open nor
 * required; on the day they go back the repeated hour is both, twice.
 */
export function venueDays(openHours: OpenHours, timeZone: string, rule: MandatoryRule | null, firstDate: number, lastDate: number): VenueDay[] {
  const clock = zoneClock(usableTimeZone(timeZone));
  // From the day before: its window may run past midnight into the first date.
  const spans = openSpans(openHours, clock, firstDate - 1, lastDate);
  const days: VenueDay[] = [];
  for (let date = firstDate; date <= lastDate; date += 1) {
    const dayStart = clock.instantOf(date * DAY_MINUTES);
    const dayEnd = clock.instantOf((date + 1) * DAY_MINUTES);
    let openMs = 0;
    for (const [start, end] of spans) openMs += Math.max(0, Math.min(end, dayEnd) - Math.max(start, dayStart));
    let mandatoryMs = 0;
    if (rule && openMs > 0) {
      for (const [start, end] of mandatorySlots(rule, spans, clock, dayStart, dayEnd)) mandatoryMs += end - start;
    }
    days.push({ openMinutes: Math.round(openMs / MINUTE_MS), mandatorySeconds: Math.round(mandatoryMs / 1000) });
  }
  return days;
}

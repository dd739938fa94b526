import type { Timeline, VenueTimeline } from '../../../../contract/schedules.ts';
import { labelDays } from './timelineLabels.ts';
import type { LabelledDay } from './weekTimeline.ts';
import type { LaneNowNext } from './WeekTimelineCard.tsx';
import { nowAndNext, timelineDays, type SegmentOf } from './weekTimeline.ts';

/** One display's timeline out of the venue's answer: the same zone and open hours. */
const displayTimeline = (venue: VenueTimeline, items: Timeline['items']): Timeline => ({ timeZone: venue.timeZone, openHours: venue.openHours, items });

/** Labels that people would read as the same ("Bar", "bar ") count as one. */
const sameLabelKey = (label: string) => label.trim().toLocaleLowerCase('en');

/** How many of the names read the same (sameLabelKey). */
function sameNameCounts(names: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(sameLabelKey(name), (counts.get(sameLabelKey(name)) ?? 0) + 1);
  return counts;
}

/**
 * Each display's lane name: its label, or "Bar · Back bar rack" when another display of the venue
 * (on another controller) has the same label, so the two lanes can be told apart; and when two
 * controllers have the same name too, "Bar · Controller (2)" for the second, in the server's order.
 */
export function venueLaneLabels(displays: VenueTimeline['displays']): string[] {
  const labelCounts = sameNameCounts(displays.map((display) => display.label));
  const named = displays.map((display) => ((labelCounts.get(sameLabelKey(display.label)) ?? 0) > 1 ? `${display.label} · ${display.controllerName}` : display.label));
  const namedCounts = sameNameCounts(named);
  const seen = new Map<string, number>();
  return named.map((name) => {
    if ((namedCounts.get(sameLabelKey(name)) ?? 0) < 2) return name;
    const nth = (seen.get(sameLabelKey(name)) ?? 0) + 1;
    seen.set(sameLabelKey(name), nth);
    return nth === 1 ? name : `${name} (${nth})`;
  });
}

/**
 * The venue's week: each local day (titles, clock changes and open hours read once, for the venue)
 * with one lane per display, its pieces cut and named as a display page's week cuts them.
 */
export function venueDays(venue: VenueTimeline, firstDate: number, labelOf: (segment: Pick<SegmentOf, 'source' | 'id' | 'assetId'>) => string): LabelledDay[] {
  const days = timelineDays(displayTimeline(venue, []), firstDate);
  const laneLabels = venueLaneLabels(venue.displays);
  const lanes = venue.displays.map((display, index) => ({
    display,
    label: laneLabels[index]!,
    days: labelDays(timelineDays(displayTimeline(venue, display.items), firstDate), labelOf),
  }));
  return days.map((day, index) => ({
    ...day,
    pieces: [],
    required: null,
    lanes: lanes.map(({ display, label, days: displayDays }) => ({
      key: display.displayId,
      label,
      pieces: displayDays[index]!.pieces,
      required: displayDays[index]!.required,
    })),
  }));
}

/** What each display plays now and next (when the week holds the present). */
export function venueNowAndNext(venue: VenueTimeline, nowMs: number, labelOf: (segment: Pick<SegmentOf, 'source' | 'id' | 'assetId'>) => string): LaneNowNext[] {
  const laneLabels = venueLaneLabels(venue.displays);
  return venue.displays
    .map((display, index) => ({ key: display.displayId, lane: laneLabels[index]!, ...nowAndNext(displayTimeline(venue, display.items), nowMs, labelOf) }))
    .filter((lane) => lane.now !== null || lane.next !== null);
}

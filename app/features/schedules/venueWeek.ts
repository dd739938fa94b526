import type { Timeline, VenueTimeline } from '../../../contract/schedules.ts';
import { labelDays } from './timelineLabels.ts';
import type { LabelledDay, LaneNowNext } from './WeekTimelineCard.tsx';
import { nowAndNext, timelineDays, type SegmentOf } from './weekTimeline.ts';

/** One display's timeline out of the venue's answer: the same zone and open hours. */
const displayTimeline = (venue: VenueTimeline, items: Timeline['items']): Timeline => ({ timeZone: venue.timeZone, openHours: venue.openHours, items });

/** Labels that people would read as the same ("Bar", "bar ") count as one. */
const sameLabelKey = (label: string) => label.trim().toLocaleLowerCase('en');

/**
 * Each display's lane name: its label, or "Bar · Back bar rack" when another display of the venue
 * (on another controller) has the same label, so the two lanes can be told apart.
 */
export function venueLaneLabels(displays: VenueTimeline['displays']): string[] {
  const counts = new Map<string, number>();
  for (const display of displays) counts.set(sameLabelKey(display.label), (counts.get(sameLabelKey(display.label)) ?? 0) + 1);
  return displays.map((display) => ((counts.get(sameLabelKey(display.label)) ?? 0) > 1 ? `${display.label} · ${display.controllerName}` : display.label));
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
    lanes: lanes.map(({ display, label, days: displayDays }) => ({ key: display.displayId, label, pieces: displayDays[index]!.pieces })),
  }));
}

/** What each display plays now and next (when the week holds the present). */
export function venueNowAndNext(venue: VenueTimeline, nowMs: number, labelOf: (segment: Pick<SegmentOf, 'source' | 'id' | 'assetId'>) => string): LaneNowNext[] {
  const laneLabels = venueLaneLabels(venue.displays);
  return venue.displays
    .map((display, index) => ({ key: display.displayId, lane: laneLabels[index]!, ...nowAndNext(displayTimeline(venue, display.items), nowMs, labelOf) }))
    .filter((lane) => lane.now !== null || lane.next !== null);
}

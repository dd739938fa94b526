import type { Timeline, VenueTimeline } from '../../../contract/schedules.ts';
import { labelDays } from './timelineLabels.ts';
import type { LabelledDay, LaneNowNext } from './WeekTimelineCard.tsx';
import { nowAndNext, timelineDays, type SegmentOf } from './weekTimeline.ts';

/** One display's timeline out of the venue's answer: the same zone and open hours. */
const displayTimeline = (venue: VenueTimeline, items: Timeline['items']): Timeline => ({ timeZone: venue.timeZone, openHours: venue.openHours, items });

/**
 * The venue's week: each local day (titles, clock changes and open hours read once, for the venue)
 * with one lane per display, its pieces cut and named as a display page's week cuts them.
 */
export function venueDays(venue: VenueTimeline, firstDate: number, labelOf: (segment: Pick<SegmentOf, 'source' | 'id' | 'assetId'>) => string): LabelledDay[] {
  const days = timelineDays(displayTimeline(venue, []), firstDate);
  const lanes = venue.displays.map((display) => ({ display, days: labelDays(timelineDays(displayTimeline(venue, display.items), firstDate), labelOf) }));
  return days.map((day, index) => ({
    ...day,
    pieces: [],
    lanes: lanes.map(({ display, days: displayDays }) => ({ key: display.displayId, label: display.label, pieces: displayDays[index]!.pieces })),
  }));
}

/** What each display plays now and next (when the week holds the present). */
export function venueNowAndNext(venue: VenueTimeline, nowMs: number, labelOf: (segment: Pick<SegmentOf, 'source' | 'id' | 'assetId'>) => string): LaneNowNext[] {
  return venue.displays
    .map((display) => ({ lane: display.label, ...nowAndNext(displayTimeline(venue, display.items), nowMs, labelOf) }))
    .filter((lane) => lane.now !== null || lane.next !== null);
}

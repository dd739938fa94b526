import { useQueries } from '@tanstack/react-query';
import type { ScheduleEntry, ScheduleTarget } from '../../../../contract/schedules.ts';
import { fleetDisplayQuery } from '../../../api/fleet.ts';
import { venueQuery } from '../../../api/venues.ts';
import { isOwnEntry, levelOf, originText } from './entryTexts.ts';

/** Where an entry not set on this page comes from, and where it can be edited when that is below this page. */
export interface EntryOrigin {
  text: string;
  /** The display's or venue's page, for an entry set below this page; absent for those from above. */
  href?: string;
}

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * The origin of each entry of a venue's or client's page that is set on one of its displays or
 * venues, named and linked ("Set on Bar Left at Harbour Bar"): "Set on a display" alone did not say
 * which, nor where to change it. Until the names arrive (or when they cannot be read) it reads as
 * originText says.
 */
export function useEntryOrigins(entries: readonly ScheduleEntry[], pageTarget: ScheduleTarget): (entry: ScheduleEntry) => EntryOrigin | null {
  const below = entries.filter((entry) => !isOwnEntry(entry, pageTarget));
  const displayIds = unique(below.flatMap((entry) => ('displayId' in entry.target ? [entry.target.displayId] : [])));
  const venueIds = 'clientId' in pageTarget ? unique(below.flatMap((entry) => ('venueId' in entry.target ? [entry.target.venueId] : []))) : [];
  const displays = useQueries({ queries: displayIds.map((displayId) => fleetDisplayQuery(displayId)) });
  const venues = useQueries({ queries: venueIds.map((venueId) => venueQuery(venueId)) });

  return (entry) => {
    const text = originText(entry, pageTarget);
    if (text === null) return null;
    const { target } = entry;
    if ('displayId' in target) {
      const display = displays[displayIds.indexOf(target.displayId)]?.data;
      if (!display) return { text };
      return {
        text: `Set on ${display.label} at ${display.venueName}`,
        href: `/clients/${display.clientId}/${display.venueId}/${display.graphicsControllerId}/${display.id}`,
      };
    }
    if ('venueId' in target && levelOf(pageTarget) === 'client') {
      const venue = venues[venueIds.indexOf(target.venueId)]?.data;
      if (!venue) return { text };
      return { text: `Set on ${venue.name}`, href: `/clients/${venue.clientId}/${venue.id}` };
    }
    return { text };
  };
}

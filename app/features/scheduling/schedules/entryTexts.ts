import { weekdays, type Weekday } from '../../../../contract/openHours.ts';
import type { ScheduleEntry, ScheduleTarget, SkippedScreens } from '../../../../contract/schedules.ts';
import { zoneLabels } from '../../../shared/compliance/complianceTexts.ts';
import { DAY_NAMES } from '../../../shared/dayNames.ts';

const SHORT = (day: Weekday) => DAY_NAMES[day].slice(0, 3);

/** "Every day", "Weekdays", "Weekends", "Mon–Thu" for a run of three or more, else "Mon, Wed, Fri". */
export function daysText(days: readonly Weekday[]): string {
  const chosen = weekdays.filter((day) => days.includes(day));
  if (chosen.length === 7) return 'Every day';
  if (chosen.join() === 'monday,tuesday,wednesday,thursday,friday') return 'Weekdays';
  if (chosen.join() === 'saturday,sunday') return 'Weekends';
  const indexes = chosen.map((day) => weekdays.indexOf(day));
  const isRun = indexes.length >= 3 && indexes.every((index, position) => position === 0 || index === indexes[position - 1]! + 1);
  if (isRun) return `${SHORT(chosen[0]!)}–${SHORT(chosen[chosen.length - 1]!)}`;
  return chosen.map(SHORT).join(', ');
}

/** "17:00–19:00", "22:00–02:00 (next day)", "During open hours" or "Outside open hours". */
export function hoursText(entry: Pick<ScheduleEntry, 'from' | 'to' | 'dayPart'>): string {
  if (entry.dayPart === 'open') return 'During open hours';
  if (entry.dayPart === 'closed') return 'Outside open hours';
  const from = entry.from ?? '';
  const to = entry.to ?? '';
  return to <= from ? `${from}–${to} (next day)` : `${from}–${to}`;
}

/** "From 1 Dec 2026", "Until 24 Dec 2026", "1 Dec 2026 to 24 Dec 2026", or null without dates. */
export function datesText(entry: Pick<ScheduleEntry, 'firstDate' | 'lastDate'>): string | null {
  const format = (date: string) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  if (entry.firstDate && entry.lastDate) return `${format(entry.firstDate)} to ${format(entry.lastDate)}`;
  if (entry.firstDate) return `From ${format(entry.firstDate)}`;
  if (entry.lastDate) return `Until ${format(entry.lastDate)}`;
  return null;
}

export type TargetLevel = 'display' | 'venue' | 'client';

export const levelOf = (target: ScheduleTarget | ScheduleEntry['target']): TargetLevel =>
  'displayId' in target ? 'display' : 'venueId' in target ? 'venue' : 'client';

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether the entry is set on this very page's display, venue or client (else it is inherited). */
export function isOwnEntry(entry: ScheduleEntry, target: ScheduleTarget): boolean {
  if ('displayId' in target) return 'displayId' in entry.target && sameId(entry.target.displayId, target.displayId);
  if ('venueId' in target) return 'venueId' in entry.target && sameId(entry.target.venueId, target.venueId);
  return 'clientId' in entry.target && sameId(entry.target.clientId, target.clientId);
}

/**
 * Where an entry not set on this page's own target comes from: "From the venue" or "From the
 * client" above it, "Set on a venue" or "Set on a display" below it (the venue and client pages
 * list those too, read-only); null for the page's own entries.
 */
export function originText(entry: ScheduleEntry, pageTarget: ScheduleTarget): string | null {
  if (isOwnEntry(entry, pageTarget)) return null;
  const level = levelOf(entry.target);
  if (level === 'client') return 'From the client';
  if (level === 'venue') return 'displayId' in pageTarget ? 'From the venue' : 'Set on a venue';
  return 'Set on a display';
}

/**
 * Where the compliance rules skip a saved entry (docs/compliance.md#how-the-portal-applies-them):
 * "Skipped on 2 screens: not allowed in zone Seen from outside"; several zones listed ("in zones
 * Seen from outside, Seen from a cash point").
 */
export function skippedText(skipped: SkippedScreens): string {
  const screens = skipped.screens === 1 ? '1 screen' : `${skipped.screens} screens`;
  const zones = skipped.zones.map((zone) => zoneLabels[zone]).join(', ');
  return `Skipped on ${screens}: not allowed in ${skipped.zones.length === 1 ? 'zone' : 'zones'} ${zones}`;
}

import { useQuery } from '@tanstack/react-query';
import type { Violation } from '../../../../contract/complianceRules.ts';
import type { FleetDisplay } from '../../../../contract/fleet.ts';
import type { ScheduleTarget } from '../../../../contract/schedules.ts';
import type { SelectOption } from '../../../../ui-kit/index.ts';
import { fleetDisplayChoicesQuery } from '../../../api/fleet.ts';
import { zoneLabels } from '../../../shared/compliance/complianceTexts.ts';

/** A target as one Select value: `display:<id>`, `venue:<id>` or `client:<id>`. */
export function targetKey(target: ScheduleTarget): string {
  if ('displayId' in target) return `display:${target.displayId}`;
  if ('venueId' in target) return `venue:${target.venueId}`;
  return `client:${target.clientId}`;
}

export function targetOfKey(key: string): ScheduleTarget | null {
  const [kind, id] = key.split(':');
  if (!id) return null;
  if (kind === 'display') return { displayId: id };
  if (kind === 'venue') return { venueId: id };
  if (kind === 'client') return { clientId: id };
  return null;
}

const NOT_ALLOWED = ' (not allowed)';

/**
 * Where an entry refused on some screens may play instead (docs/compliance.md#how-the-portal-applies-them):
 * the page's own target, each venue of a client and each display below it, by name with its zone;
 * those the refusal named are shown but not choosable.
 */
export function narrowTargetOptions(initial: ScheduleTarget, displays: FleetDisplay[], violations: Violation[]): SelectOption[] {
  const refusedDisplays = new Set(violations.map((violation) => violation.displayId));
  const refusedVenues = new Set(violations.map((violation) => violation.venueId));
  const options: SelectOption[] = [];
  if ('clientId' in initial) {
    options.push({ value: targetKey(initial), label: `Every display of this client${violations.length > 0 ? NOT_ALLOWED : ''}`, disabled: violations.length > 0 });
    const venues = new Map(displays.map((display) => [display.venueId, display.venueName]));
    for (const [venueId, venueName] of venues) {
      const refused = refusedVenues.has(venueId);
      options.push({ value: targetKey({ venueId }), label: `Every display of ${venueName}${refused ? NOT_ALLOWED : ''}`, disabled: refused });
    }
  } else if ('venueId' in initial) {
    options.push({ value: targetKey(initial), label: `Every display of this venue${violations.length > 0 ? NOT_ALLOWED : ''}`, disabled: violations.length > 0 });
  } else {
    return [];
  }
  for (const display of displays) {
    const refused = refusedDisplays.has(display.id);
    const place = 'clientId' in initial ? `${display.venueName}: ` : '';
    options.push({
      value: targetKey({ displayId: display.id }),
      label: `${place}${display.label}, ${zoneLabels[display.zone]}${refused ? NOT_ALLOWED : ''}`,
      disabled: refused,
    });
  }
  return options;
}

/** The displays below a venue or client target, fetched once a save was refused (at most a page of 100). */
export function useNarrowTargets(initial: ScheduleTarget, violations: Violation[]): SelectOption[] {
  const filter = 'venueId' in initial ? { venueId: initial.venueId, sort: 'display' as const } : 'clientId' in initial ? { clientId: initial.clientId, sort: 'venue' as const } : null;
  const enabled = filter !== null && violations.length > 0;
  const displays = useQuery({ ...fleetDisplayChoicesQuery(filter ?? {}), enabled });
  return enabled ? narrowTargetOptions(initial, displays.data?.items ?? [], violations) : [];
}

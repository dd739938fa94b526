import { queryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '../../contract/constants.ts';
import type { Zone } from '../../contract/compliance.ts';
import type { DeviceStatus } from '../../contract/deviceStatus.ts';
import {
  fleetDisplayDetailSchema,
  fleetListSchema,
  type FleetDisplay,
  sendCommandAnswerSchema,
  type FleetDirection,
  type FleetSort,
  type SendCommandRequest,
} from '../../contract/fleet.ts';
import { MAX_PAGE_SIZE } from '../../contract/paging.ts';
import { request } from './client.ts';
import type { PagedQuery } from './paging.ts';

/** The fleet page's filters, search and order, as in its address (/screens?…). */
export interface FleetFilter {
  clientId?: string | undefined;
  outOfDateOnly?: boolean | undefined;
  status?: DeviceStatus | undefined;
  regionId?: string | undefined;
  venueId?: string | undefined;
  inAlertOnly?: boolean | undefined;
  zone?: Zone | undefined;
  q?: string | undefined;
  sort?: FleetSort | undefined;
  direction?: FleetDirection | undefined;
}

/** The filter as the API's query parameters (and the page's address): only what is set. */
export function fleetFilterParams(filter: FleetFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.outOfDateOnly) params.set('outOfDate', 'true');
  if (filter.clientId) params.set('clientId', filter.clientId);
  if (filter.regionId) params.set('regionId', filter.regionId);
  if (filter.venueId) params.set('venueId', filter.venueId);
  if (filter.inAlertOnly) params.set('inAlert', 'true');
  if (filter.zone) params.set('zone', filter.zone);
  if (filter.q) params.set('q', filter.q);
  if (filter.sort) params.set('sort', filter.sort);
  if (filter.direction) params.set('direction', filter.direction);
  return params;
}

/** Query keys: everything about the fleet starts with 'fleet'. */
export const fleetKeys = {
  all: ['fleet'] as const,
  list: (filter: FleetFilter) => [...fleetKeys.all, 'list', filter] as const,
  /** The first MAX_PAGE_SIZE displays of a filter at once, to choose among (not the paged list). */
  choices: (filter: FleetFilter) => [...fleetKeys.list(filter), 'narrow'] as const,
  display: (displayId: string) => [...fleetKeys.all, 'display', displayId] as const,
};

/** The fleet refreshes itself this often, keeping the selection and the scroll position. */
export const FLEET_REFRESH_MS = 15_000;

/** GET /api/fleet/displays: one page of the displays the person may see. */
export function fetchFleetPage(filter: FleetFilter, offset: number, signal?: AbortSignal, limit = LIST_PAGE_SIZE) {
  const params = fleetFilterParams(filter);
  params.set('offset', String(offset));
  params.set('limit', String(limit));
  return request(`/api/fleet/displays?${params.toString()}`, { response: fleetListSchema, ...(signal ? { signal } : {}) });
}

/** /screens of a filter, a page at a time. */
export const fleetPages = (filter: FleetFilter): PagedQuery<FleetDisplay> => ({
  queryKey: fleetKeys.list(filter),
  fetchPage: (offset, signal) => fetchFleetPage(filter, offset, signal),
});

/** GET /api/fleet/displays?…&limit=MAX_PAGE_SIZE: the displays of a filter to choose among, in one answer. */
export const fleetDisplayChoicesQuery = (filter: FleetFilter) =>
  queryOptions({
    queryKey: fleetKeys.choices(filter),
    queryFn: ({ signal }) => fetchFleetPage(filter, 0, signal, MAX_PAGE_SIZE),
  });

/**
 * GET /api/fleet/displays/{displayId}: status, player details and latest commands. One entry for the
 * display's page, its screenshots' wait for a command's answer and the schedule's entry origins; each
 * adds only how often it looks again.
 */
export const fleetDisplayQuery = (displayId: string) =>
  queryOptions({
    queryKey: fleetKeys.display(displayId),
    queryFn: ({ signal }) =>
      request(`/api/fleet/displays/${encodeURIComponent(displayId)}`, { response: fleetDisplayDetailSchema, signal }),
  });

/** POST /api/fleet/commands: one command to chosen displays or a venue. */
export function sendFleetCommand(command: SendCommandRequest) {
  return request('/api/fleet/commands', { method: 'POST', body: command, response: sendCommandAnswerSchema });
}

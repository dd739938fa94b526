import { LIST_PAGE_SIZE } from '../../contract/constants.ts';
import type { Zone } from '../../contract/compliance.ts';
import type { DeviceStatus } from '../../contract/deviceStatus.ts';
import {
  fleetDisplayDetailSchema,
  fleetListSchema,
  sendCommandAnswerSchema,
  type FleetDirection,
  type FleetSort,
  type SendCommandRequest,
} from '../../contract/fleet.ts';
import { request } from './client.ts';

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

/** GET /api/fleet/displays/{displayId}: status, player details and latest commands. */
export function fetchFleetDisplay(displayId: string, signal?: AbortSignal) {
  return request(`/api/fleet/displays/${encodeURIComponent(displayId)}`, { response: fleetDisplayDetailSchema, ...(signal ? { signal } : {}) });
}

/** POST /api/fleet/commands: one command to chosen displays or a venue. */
export function sendFleetCommand(command: SendCommandRequest) {
  return request('/api/fleet/commands', { method: 'POST', body: command, response: sendCommandAnswerSchema });
}

import { LIST_PAGE_SIZE } from '../../contract/constants.ts';
import {
  fleetDisplayDetailSchema,
  fleetListSchema,
  sendCommandAnswerSchema,
  type SendCommandRequest,
} from '../../contract/fleet.ts';
import { request } from './client.ts';

/** The fleet page's filters, as in its address. */
export interface FleetFilter {
  clientId?: string | undefined;
  outOfDateOnly?: boolean | undefined;
}

/** Query keys: everything about the fleet starts with 'fleet'. */
export const fleetKeys = {
  all: ['fleet'] as const,
  list: (filter: FleetFilter) => [...fleetKeys.all, 'list', filter] as const,
  display: (displayId: string) => [...fleetKeys.all, 'display', displayId] as const,
};

/** The fleet refreshes itself this often (issue 22), keeping the selection and the scroll position. */
export const FLEET_REFRESH_MS = 15_000;

/** GET /api/fleet/displays: one page of the displays the person may see. */
export function fetchFleetPage(filter: FleetFilter, offset: number, signal?: AbortSignal, limit = LIST_PAGE_SIZE) {
  const params = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  if (filter.clientId) params.set('clientId', filter.clientId);
  if (filter.outOfDateOnly) params.set('outOfDate', 'true');
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

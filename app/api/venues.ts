import { queryOptions } from '@tanstack/react-query';
import { openHoursSchema, type OpenHoursRequest } from '../../contract/openHours.ts';
import {
  createVenueResponseSchema,
  venuePageSchema,
  venueSchema,
  type CreateVenueRequest,
  type UpdateVenueRequest,
} from '../../contract/venues.ts';
import { apiUrl, request } from './client.ts';
import { pagingQuery } from './paging.ts';

/** Query keys: everything about venues starts with 'venues'. */
export const venueKeys = {
  all: ['venues'] as const,
  list: () => [...venueKeys.all, 'list'] as const,
  detail: (venueId: string) => [...venueKeys.all, 'detail', venueId] as const,
  openHours: (venueId: string) => [...venueKeys.all, 'detail', venueId, 'open-hours'] as const,
};

const venuePath = (venueId: string) => `/api/venues/${encodeURIComponent(venueId)}`;

export function fetchVenuePage(offset: number, signal?: AbortSignal) {
  return request(`/api/venues?${pagingQuery(offset)}`, { response: venuePageSchema, ...(signal ? { signal } : {}) });
}

export const venueQuery = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.detail(venueId),
    queryFn: ({ signal }) => request(venuePath(venueId), { response: venueSchema, signal }),
  });

export const openHoursQuery = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.openHours(venueId),
    queryFn: ({ signal }) => request(`${venuePath(venueId)}/open-hours`, { response: openHoursSchema, signal }),
  });

export function createVenue(body: CreateVenueRequest) {
  return request('/api/venues', { method: 'POST', body, response: createVenueResponseSchema });
}

export function updateVenue(body: UpdateVenueRequest) {
  return request(venuePath(body.venueId), { method: 'PUT', body, response: venueSchema });
}

export function deleteVenue(venueId: string) {
  return request(venuePath(venueId), { method: 'DELETE' });
}

export function updateOpenHours(venueId: string, body: OpenHoursRequest) {
  return request(`${venuePath(venueId)}/open-hours`, { method: 'PUT', body, response: openHoursSchema });
}

/** Where a venue's logo is served (under the API host's /public path, SPEC §7). */
export function venueLogoUrl(venueId: string, logo: string | null): string | null {
  return logo ? apiUrl(`/public/venues/${encodeURIComponent(venueId)}/logo/${encodeURIComponent(logo)}`) : null;
}

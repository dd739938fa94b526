import { queryOptions } from '@tanstack/react-query';
import { openHoursSchema, type OpenHoursRequest } from '../../contract/openHours.ts';
import {
  createVenueResponseSchema,
  venuePageSchema,
  venueSchema,
  type CreateVenueRequest,
  type Venue,
  type UpdateVenueRequest,
} from '../../contract/venues.ts';
import { MAX_PAGE_SIZE } from '../../contract/paging.ts';
import { apiUrl, request } from './client.ts';
import { takeEarlyAnswer } from './earlyAnswers.ts';
import { clientKeys } from './clients.ts';
import { pagingQuery, type PagedQuery } from './paging.ts';
import { venueKeys, type VenueListFilter } from './recordKeys.ts';
import { venuePath } from './recordPaths.ts';

export { venueKeys, type VenueListFilter };


/** The filter as query parameters, the defaults left out: the API's, and the list's address alike. */
export function venueListParams(filter: VenueListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.sort && filter.sort !== 'client') params.set('sort', filter.sort);
  if (filter.inAlert) params.set('inAlert', 'true');
  if (filter.clientId) params.set('clientId', filter.clientId);
  return params;
}

/** GET /api/venues: one page in the filter's order (sort, in alert, one client). */
export function fetchVenuePage(offset: number, signal?: AbortSignal, filter: VenueListFilter = {}) {
  const params = new URLSearchParams(pagingQuery(offset));
  for (const [key, value] of venueListParams(filter)) params.set(key, value);
  return request(`/api/venues?${params.toString()}`, { response: venuePageSchema, ...(signal ? { signal } : {}) });
}

/** /venues in the filter's order, a page at a time. */
export const venuePages = (filter: VenueListFilter): PagedQuery<Venue> => ({
  queryKey: venueKeys.list(filter),
  fetchPage: (offset, signal) => fetchVenuePage(offset, signal, filter),
});

export const venueQuery = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.detail(venueId),
    queryFn: ({ signal }) => request(venuePath(venueId), { response: venueSchema, signal, answer: takeEarlyAnswer(venuePath(venueId)) }),
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

/** Where a venue's logo is served (under the API host's /public path, docs/product.md#api-calls). */
export function venueLogoUrl(venueId: string, logo: string | null): string | null {
  return logo ? apiUrl(`/public/venues/${encodeURIComponent(venueId)}/logo/${encodeURIComponent(logo)}`) : null;
}

/** A client's venues, a page at a time (here, not in clients.ts: /clients loads no venue contract). */
export function fetchClientVenuePage(clientId: string, offset: number, signal?: AbortSignal, limit?: number) {
  return request(`/api/clients/${encodeURIComponent(clientId)}/venues?${pagingQuery(offset, limit)}`, {
    response: venuePageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The client page's venues, a page at a time (under the client's key: its changes refresh them). */
export const clientVenuePages = (clientId: string): PagedQuery<Venue> => ({
  queryKey: clientKeys.venues(clientId),
  fetchPage: (offset, signal) => fetchClientVenuePage(clientId, offset, signal),
});

/**
 * A client's first MAX_PAGE_SIZE venues in one answer, so a field lists them all at once: the venues
 * a role may be limited to (docs/permissions.md#roles), the Venue filter of reports and activity.
 */
export const clientVenueChoicesQuery = (clientId: string) =>
  queryOptions({
    queryKey: venueKeys.choices(clientId),
    queryFn: ({ signal }) => fetchClientVenuePage(clientId, 0, signal, MAX_PAGE_SIZE),
  });

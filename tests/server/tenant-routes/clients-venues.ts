import type { ExemptRoute, TenantRoute } from './types.ts';

/** Clients, venues and open hours. */
export const routes: TenantRoute[] = [
  { method: 'GET', url: '/api/clients/:clientId', clientWide: true },
  { method: 'GET', url: '/api/clients/:clientId/venues', clientWide: true },
  { method: 'GET', url: '/api/venues/:venueId' },
  {
    method: 'PUT',
    url: '/api/venues/:venueId',
    body: (ids) => ({ venueId: ids.venueId, name: 'Taken over', gmv: `TAKEN-${ids.venueId.slice(0, 8)}`, regionId: ids.regionId }),
  },
  { method: 'GET', url: '/api/venues/:venueId/open-hours' },
  { method: 'PUT', url: '/api/venues/:venueId/open-hours', body: () => ({ mondayOpen: '09:00' }) },
];

export const exempt: ExemptRoute[] = [
  {
    method: 'DELETE',
    url: '/api/venues/:venueId',
    reason: "Only admins delete venues (venues.manage): a client user's role answers 403 for every id, before any lookup (tests/server/access/access-matrix.test.ts).",
  },
];

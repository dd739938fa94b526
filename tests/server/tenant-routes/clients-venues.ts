import type { ExemptRoute, TenantRoute } from './types.ts';

/** Clients, venues and open hours. */
export const routes: TenantRoute[] = [
  { method: 'GET', url: '/api/clients/:clientId' },
  { method: 'GET', url: '/api/clients/:clientId/venues' },
  { method: 'GET', url: '/api/venues/:venueId' },
  {
    method: 'PUT',
    url: '/api/venues/:venueId',
    body: (ids) => ({ venueId: ids.venueId, name: 'Taken over', gmv: `TAKEN-${ids.venueId.slice(0, 8)}`, regionId: ids.regionId }),
  },
  { method: 'DELETE', url: '/api/venues/:venueId' },
  { method: 'GET', url: '/api/venues/:venueId/open-hours' },
  { method: 'PUT', url: '/api/venues/:venueId/open-hours', body: () => ({ mondayOpen: '09:00' }) },
];

export const exempt: ExemptRoute[] = [];

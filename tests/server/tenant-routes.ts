/**
 * Every route whose address holds an id, and how to call it. The cross-tenant test calls each as
 * a ClientIdentity of another client and expects 404 (DESIGN §5), and FAILS when the app has a
 * route with a `:param` that is missing here: a new route must be added to this table (or, when
 * its parameter is no tenant record, to `exemptRoutes` with the reason).
 */
export interface TenantRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As Fastify registered it, e.g. '/api/venues/:venueId'. */
  url: string;
  /** A body the owner could send (validation must not answer before the tenant check does). */
  body?: (ids: TenantIds) => object;
}

/** The ids of the owning tenant's records, by route parameter name. */
export interface TenantIds {
  clientId: string;
  venueId: string;
  regionId: string;
}

export const tenantRoutes: TenantRoute[] = [
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

/** Routes with a parameter that is not a tenant's record, each with why. */
export const exemptRoutes: { method: string; url: string; reason: string }[] = [];

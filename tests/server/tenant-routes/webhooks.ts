import type { ExemptRoute, TenantRoute } from './types.ts';

const ADMIN_ONLY = 'Admin-only everywhere (webhooks belong to the business, not a client): a ClientIdentity gets 403 (tests/server/routes/webhooks.test.ts).';

/** Webhooks: no route is a tenant's. */
export const routes: TenantRoute[] = [];

export const exempt: ExemptRoute[] = [
  { method: 'GET', url: '/api/webhooks/:id', reason: ADMIN_ONLY },
  { method: 'PUT', url: '/api/webhooks/:id', reason: ADMIN_ONLY },
  { method: 'DELETE', url: '/api/webhooks/:id', reason: ADMIN_ONLY },
  { method: 'GET', url: '/api/webhooks/:id/deliveries', reason: ADMIN_ONLY },
  { method: 'POST', url: '/api/webhooks/:id/deliveries/:deliveryId/resend', reason: ADMIN_ONLY },
  { method: 'POST', url: '/api/webhooks/:id/test', reason: ADMIN_ONLY },
];

/**
 * Every route whose address holds an id, gathered from one file per area so that areas grow
 * without touching each other. The cross-tenant test FAILS when the app has a route with a
 * `:param` that is in none of them: a new route must be added to its area's `routes` (or to
 * `exempt`, with the reason).
 */
import * as clientsVenues from './clients-venues.ts';
import type { ExemptRoute, TenantRoute } from './types.ts';

const areas: { routes: TenantRoute[]; exempt: ExemptRoute[] }[] = [clientsVenues];

export const tenantRoutes: TenantRoute[] = areas.flatMap((area) => area.routes);
export const exemptRoutes: ExemptRoute[] = areas.flatMap((area) => area.exempt);
export type { ExemptRoute, TenantIds, TenantRoute } from './types.ts';

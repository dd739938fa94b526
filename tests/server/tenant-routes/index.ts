/**
 * Every route whose address holds an id, gathered from one file per area so that areas grow
 * without touching each other. The cross-tenant test FAILS when the app has a route with a
 * `:param` that is in none of them: a new route must be added to its area's `routes` (or to
 * `exempt`, with the reason).
 */
import * as accounts from './accounts.ts';
import * as assets from './assets.ts';
import * as clientsVenues from './clients-venues.ts';
import * as compliance from './compliance.ts';
import * as dataSources from './data-sources.ts';
import * as devices from './devices.ts';
import * as fleet from './fleet.ts';
import * as fleetScreenshots from './fleet-screenshots.ts';
import * as media from './media.ts';
import * as scheduling from './scheduling.ts';
import type { ExemptRoute, TenantRoute } from './types.ts';
import * as webhooks from './webhooks.ts';

const areas: { routes: TenantRoute[]; exempt: ExemptRoute[] }[] = [
  accounts,
  assets,
  clientsVenues,
  compliance,
  dataSources,
  devices,
  fleet,
  fleetScreenshots,
  media,
  scheduling,
  webhooks,
];

export const tenantRoutes: TenantRoute[] = areas.flatMap((area) => area.routes);
export const exemptRoutes: ExemptRoute[] = areas.flatMap((area) => area.exempt);
export type { ExemptRoute, TenantIds, TenantRoute } from './types.ts';

import type { InjectOptions } from 'fastify';
import type { Fixtures } from '../fixtures.ts';

/** The ids of the owning tenant's records, by route parameter name. */
export type TenantIds = Record<string, string> & { clientId: string; venueId: string; regionId: string };

/**
 * One route whose address holds an id, and how to call it. The cross-tenant test calls each as a
 * ClientIdentity of another client and expects 404 (docs/decisions.md#who-may-do-what), then as the owner and expects it
 * found (200, 201, 204, or 403 for admin-only writes).
 */
export interface TenantRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As Fastify registered it, e.g. '/api/venues/:venueId'. */
  url: string;
  /** Creates the owner's records the route needs beyond its client and venue; returns their ids by parameter name. */
  prepare?: (fixtures: Fixtures, ids: TenantIds) => Promise<Record<string, string>>;
  /** A JSON body the owner could send (validation must not answer before the tenant check does). */
  body?: (ids: TenantIds) => object;
  /** For other bodies (multipart): the payload, headers and query parameters to inject. */
  inject?: (ids: TenantIds) => Pick<InjectOptions, 'payload' | 'headers' | 'query'>;
  /**
   * A record of the client as a whole (no venue): a venue-manager of any venue of the client
   * reaches it as its role allows (docs/permissions.md#scope-which-records). Unset: the record
   * belongs to a venue, and a venue-manager of another venue gets 404 (tests/server/access/venue-manager-scope.test.ts).
   */
  clientWide?: true;
}

/** A route with a parameter that is not a tenant's record (or is admin-only everywhere), with why. */
export interface ExemptRoute {
  method: string;
  url: string;
  reason: string;
}

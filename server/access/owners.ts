import type { Db } from '../db/database.ts';
import { notFound } from '../http/http-problem.ts';
import { clientIsVisible } from '../services/clients/clients.ts';
import { isUuid } from '../services/sql-rows.ts';
import { visibleVenue as visibleVenueOf } from '../services/venues/venues.ts';
import type { Scope } from './scope.ts';

/** The record an address names, once the scope may see it (docs/permissions.md). */
export interface VisibleOwner {
  clientId: string;
  /** Null for a client's own address. */
  venueId: string | null;
}

/** The client of /api/clients/{clientId}/…, or 404 (missing, malformed, or another tenant's). */
export async function visibleClient(db: Db, scope: Scope, clientId: string): Promise<VisibleOwner> {
  if (!isUuid(clientId) || !(await clientIsVisible(db, scope, clientId))) throw notFound();
  return { clientId, venueId: null };
}

/** The venue of /api/venues/{venueId}/… and its client, or 404. */
export async function visibleVenue(db: Db, scope: Scope, venueId: string): Promise<VisibleOwner & { venueId: string }> {
  return visibleVenueOf(db, scope, venueId);
}

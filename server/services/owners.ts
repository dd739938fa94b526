import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { clientIsVisible } from './clients.ts';
import { notFound } from '../http/http-problem.ts';
import { scopeFor } from './scope.ts';
import { isUuid } from './sql-rows.ts';
import { visibleVenueClientId } from './venues.ts';

/** The record an address names, once the identity may see it (DESIGN §5: Admin, or its own client). */
export interface VisibleOwner {
  clientId: string;
  /** Null for a client's own address. */
  venueId: string | null;
}

/** The client of /api/clients/{clientId}/…, or 404 (missing, malformed, or another tenant's). */
export async function visibleClient(db: Db, request: FastifyRequest, clientId: string): Promise<VisibleOwner> {
  if (!isUuid(clientId) || !(await clientIsVisible(db, scopeFor(request.identity), clientId))) throw notFound();
  return { clientId, venueId: null };
}

/** The venue of /api/venues/{venueId}/… and its client, or 404. */
export async function visibleVenue(
  db: Db,
  request: FastifyRequest,
  venueId: string,
): Promise<VisibleOwner & { venueId: string }> {
  const clientId = isUuid(venueId) ? await visibleVenueClientId(db, scopeFor(request.identity), venueId) : null;
  if (clientId === null) throw notFound();
  return { clientId, venueId };
}

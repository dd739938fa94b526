import { eq, sql } from 'drizzle-orm';
import * as z from 'zod';
import { messages } from '../../contract/messages.ts';
import { EMPTY_OPEN_HOURS, openHoursRequestSchema, openHoursSchema, type OpenHours } from '../../contract/openHours.ts';
import { noContentSchema } from '../../contract/http.ts';
import {
  createVenueRequestSchema,
  createVenueResponseSchema,
  GMV_TAKEN_TITLE,
  updateVenueRequestSchema,
  venueListQuerySchema,
  venuePageSchema,
  venueSchema,
} from '../../contract/venues.ts';
import type { Db } from '../db/database.ts';
import { clients, regions, venueOpenHours, venues } from '../db/schema.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { conflict, forbidden, notFound, validationProblem } from '../http/http-problem.ts';
import { deleteVenueFiles } from '../services/owner-files.ts';
import { isAdmin, scopeFor, type Scope } from '../services/scope.ts';
import { foreignKeyViolation, isUuid, uniqueViolation } from '../services/sql-rows.ts';
import { sightingCutoffs } from '../services/sightings.ts';
import { findVenue, listVenues, visibleVenueClientId } from '../services/venues.ts';
import { problemResponses } from './problem-responses.ts';

const venueParamsSchema = z.object({ venueId: z.string() });

async function regionExists(db: Db, regionId: string): Promise<boolean> {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId)).limit(1);
  return row !== undefined;
}

async function clientExists(db: Db, clientId: string): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return row !== undefined;
}

/** The venue id of the address when the scope may see that venue; else 404 (DESIGN §5). */
async function visibleVenueId(db: Db, scope: Scope, venueId: string): Promise<string> {
  if (!isUuid(venueId) || (await visibleVenueClientId(db, scope, venueId)) === null) throw notFound();
  return venueId;
}

/** A GMV taken meanwhile is 409; a client or region deleted meanwhile is the field's 400. */
function writeFailure(error: unknown): never {
  if (uniqueViolation(error) !== null) throw conflict(GMV_TAKEN_TITLE);
  const foreignKey = foreignKeyViolation(error);
  if (foreignKey?.includes('client_id')) throw validationProblem({ clientId: [messages.invalidClientId] });
  if (foreignKey?.includes('region_id')) throw validationProblem({ regionId: [messages.invalidRegionId] });
  throw error;
}

/** /api/venues (SPEC §7 Venues): list, create, details, edit, delete, open hours. */
export const venueRoutes: ZodRoutes = async (app) => {
  const cutoffs = () => sightingCutoffs(app.now(), app.config);

  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        body: createVenueRequestSchema,
        response: { 201: createVenueResponseSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { clientId, regionId, name, gmv } = request.body;
      const errors: Record<string, string[]> = {};
      if (!(await clientExists(app.db, clientId))) errors.clientId = [messages.invalidClientId];
      if (!(await regionExists(app.db, regionId))) errors.regionId = [messages.invalidRegionId];
      if (Object.keys(errors).length > 0) throw validationProblem(errors);
      const [row] = await app.db
        .transaction((tx) => tx.insert(venues).values({ clientId, regionId, name, gmv }).returning({ id: venues.id, clientId: venues.clientId }))
        .catch(writeFailure);
      if (!row) throw new Error('Insert into venues returned no row.');
      return reply.code(201).send(row);
    },
  );

  app.get(
    '/',
    {
      onRequest: app.requireIdentity,
      config: { externalApiRead: true },
      schema: { querystring: venueListQuerySchema, response: { 200: venuePageSchema, ...problemResponses(400, 401) } },
    },
    async (request) => {
      const { offset, limit, sort, inAlert, clientId } = request.query;
      return listVenues(app.db, {
        scope: scopeFor(request.identity),
        paging: { offset, limit },
        sort,
        inAlert: inAlert === true,
        ...(clientId ? { where: sql`v.client_id = ${clientId}` } : {}),
        cutoffs: cutoffs(),
      });
    },
  );

  app.get(
    '/:venueId',
    {
      onRequest: app.requireIdentity,
      config: { externalApiRead: true },
      schema: { params: venueParamsSchema, response: { 200: venueSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const { venueId } = request.params;
      const venue = isUuid(venueId) ? await findVenue(app.db, scopeFor(request.identity), venueId, cutoffs()) : null;
      if (!venue) throw notFound();
      return venue;
    },
  );

  app.put(
    '/:venueId',
    {
      onRequest: app.requireIdentity,
      schema: {
        params: venueParamsSchema,
        body: updateVenueRequestSchema,
        response: { 200: venueSchema, ...problemResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const scope = scopeFor(request.identity);
      const venueId = await visibleVenueId(app.db, scope, request.params.venueId);
      const { regionId, name, gmv } = request.body;
      const errors: Record<string, string[]> = {};
      if (request.body.venueId.toLowerCase() !== venueId.toLowerCase()) errors.venueId = [messages.venueIdMismatch];
      if (!(await regionExists(app.db, regionId))) errors.regionId = [messages.invalidRegionId];
      if (Object.keys(errors).length > 0) throw validationProblem(errors);
      await app.db
        .transaction((tx) => tx.update(venues).set({ regionId, name, gmv, updatedUtc: sql`now()` }).where(eq(venues.id, venueId)))
        .catch(writeFailure);
      const venue = await findVenue(app.db, scope, venueId, cutoffs());
      if (!venue) throw notFound();
      return venue;
    },
  );

  app.delete(
    '/:venueId',
    {
      onRequest: app.requireIdentity,
      schema: { params: venueParamsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      // Visibility first: another tenant's venue is not found, whoever asks (DESIGN §5).
      const venueId = await visibleVenueId(app.db, scopeFor(request.identity), request.params.venueId);
      if (!isAdmin(request.identity)) throw forbidden();
      await app.db.transaction((tx) => tx.delete(venues).where(eq(venues.id, venueId)));
      await deleteVenueFiles(app.removeStored, venueId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/:venueId/open-hours',
    {
      onRequest: app.requireIdentity,
      config: { externalApiRead: true },
      schema: { params: venueParamsSchema, response: { 200: openHoursSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const venueId = await visibleVenueId(app.db, scopeFor(request.identity), request.params.venueId);
      const [row] = await app.db.select().from(venueOpenHours).where(eq(venueOpenHours.venueId, venueId)).limit(1);
      return row ? toOpenHours(row) : EMPTY_OPEN_HOURS;
    },
  );

  app.put(
    '/:venueId/open-hours',
    {
      onRequest: app.requireIdentity,
      schema: {
        params: venueParamsSchema,
        body: openHoursRequestSchema,
        response: { 200: openHoursSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const venueId = await visibleVenueId(app.db, scopeFor(request.identity), request.params.venueId);
      const hours: OpenHours = { ...EMPTY_OPEN_HOURS, ...request.body };
      const [row] = await app.db.transaction((tx) =>
        tx
          .insert(venueOpenHours)
          .values({ venueId, ...hours })
          .onConflictDoUpdate({ target: venueOpenHours.venueId, set: { ...hours, updatedUtc: sql`now()` } })
          .returning(),
      );
      if (!row) throw new Error('Upsert into venue_open_hours returned no row.');
      return toOpenHours(row);
    },
  );
};

function toOpenHours(row: typeof venueOpenHours.$inferSelect): OpenHours {
  const { venueId: _venueId, updatedUtc: _updatedUtc, ...hours } = row;
  return hours;
}

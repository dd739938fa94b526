import * as z from 'zod';
import { messages } from '../../contract/messages.ts';
import { openHoursRequestSchema, openHoursSchema } from '../../contract/openHours.ts';
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
import type { ZodRoutes } from '../plugins/zod.ts';
import { conflict, notFound, validationProblem } from '../http/http-problem.ts';
import { clientIsVisible, clientName } from '../services/clients/clients.ts';
import { deleteVenueFiles } from '../services/assets/owner-files.ts';
import { regionName } from '../services/venues/regions.ts';
import { scopeFor, type Scope } from '../access/scope.ts';
import { foreignKeyViolation, isUuid, uniqueViolation } from '../services/sql-rows.ts';
import { sightingCutoffs } from '../services/displays/sightings.ts';
import { createVenue, deleteVenue, updateVenue } from '../services/venues/venue-changes.ts';
import { saveVenueOpenHours, venueOpenHoursOf } from '../services/venues/venue-open-hours.ts';
import { findVenue, listVenues, venuesOfClient, visibleVenue } from '../services/venues/venues.ts';
import { problemResponses } from './problem-responses.ts';

const venueParamsSchema = z.object({ venueId: z.string() });

/** The venue id of the address when the scope may see that venue; else 404 (docs/decisions.md#who-may-do-what). */
async function visibleVenueId(db: Db, scope: Scope, venueId: string): Promise<string> {
  return (await visibleVenue(db, scope, venueId)).venueId;
}

/** A GMV taken meanwhile is 409; a client or region deleted meanwhile is the field's 400. */
function writeFailure(error: unknown): never {
  if (uniqueViolation(error) !== null) throw conflict(GMV_TAKEN_TITLE);
  const foreignKey = foreignKeyViolation(error);
  if (foreignKey?.includes('client_id')) throw validationProblem({ clientId: [messages.invalidClientId] });
  if (foreignKey?.includes('region_id')) throw validationProblem({ regionId: [messages.invalidRegionId] });
  throw error;
}

/** /api/venues (docs/product.md#api-calls, Venues): list, create, details, edit, delete, open hours. */
export const venueRoutes: ZodRoutes = async (app) => {
  const cutoffs = () => sightingCutoffs(app.now(), app.config);

  app.post(
    '/',
    {
      config: { access: 'venues.manage' },
      schema: {
        body: createVenueRequestSchema,
        response: { 201: createVenueResponseSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { clientId, regionId, name, gmv } = request.body;
      const errors: Record<string, string[]> = {};
      if ((await clientName(app.db, clientId)) === null) errors.clientId = [messages.invalidClientId];
      if ((await regionName(app.db, regionId)) === null) errors.regionId = [messages.invalidRegionId];
      if (Object.keys(errors).length > 0) throw validationProblem(errors);
      const row = await createVenue(app.db, { clientId, regionId, name, gmv }).catch(writeFailure);
      return reply.code(201).send(row);
    },
  );

  app.get(
    '/',
    {
      config: { access: 'venues.read', externalApiRead: true },
      schema: { querystring: venueListQuerySchema, response: { 200: venuePageSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request) => {
      const { offset, limit, sort, inAlert, clientId } = request.query;
      const scope = scopeFor(request.identity);
      // Another client's (or an unknown) client is 404, as the fleet and schedules lists answer.
      if (clientId && !(await clientIsVisible(app.db, scope, clientId))) throw notFound();
      return listVenues(app.db, {
        scope,
        paging: { offset, limit },
        sort,
        inAlert: inAlert === true,
        ...(clientId ? { where: venuesOfClient(clientId) } : {}),
        cutoffs: cutoffs(),
      });
    },
  );

  app.get(
    '/:venueId',
    {
      config: { access: 'venues.read', externalApiRead: true },
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
      config: { access: 'venues.edit' },
      schema: {
        params: venueParamsSchema,
        body: updateVenueRequestSchema,
        response: { 200: venueSchema, ...problemResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const scope = scopeFor(request.identity);
      const { venueId } = await visibleVenue(app.db, scope, request.params.venueId);
      const { regionId, name, gmv } = request.body;
      const errors: Record<string, string[]> = {};
      if (request.body.venueId.toLowerCase() !== venueId.toLowerCase()) errors.venueId = [messages.venueIdMismatch];
      if ((await regionName(app.db, regionId)) === null) errors.regionId = [messages.invalidRegionId];
      if (Object.keys(errors).length > 0) throw validationProblem(errors);
      await updateVenue(app.db, venueId, { regionId, name, gmv }).catch(writeFailure);
      // Its region is its screens' time zone: its players (only its own) read their days again now.
      await app.scheduleChanged([venueId]);
      const venue = await findVenue(app.db, scope, venueId, cutoffs());
      if (!venue) throw notFound();
      return venue;
    },
  );

  app.delete(
    '/:venueId',
    {
      config: { access: 'venues.manage' },
      schema: { params: venueParamsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      const { venueId, clientId } = await visibleVenue(app.db, scopeFor(request.identity), request.params.venueId);
      await deleteVenue(app.db, venueId);
      await deleteVenueFiles(app.removeStored, venueId);
      // Its controllers went with it: their waiting players learn it now, not at their next read.
      await app.scheduleChanged([clientId]);
      return reply.code(204).send();
    },
  );

  app.get(
    '/:venueId/open-hours',
    {
      config: { access: 'venues.read', externalApiRead: true },
      schema: { params: venueParamsSchema, response: { 200: openHoursSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const venueId = await visibleVenueId(app.db, scopeFor(request.identity), request.params.venueId);
      return venueOpenHoursOf(app.db, venueId);
    },
  );

  app.put(
    '/:venueId/open-hours',
    {
      config: { access: 'venues.edit' },
      schema: {
        params: venueParamsSchema,
        body: openHoursRequestSchema,
        response: { 200: openHoursSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { venueId } = await visibleVenue(app.db, scopeFor(request.identity), request.params.venueId);
      const saved = await saveVenueOpenHours(app.db, venueId, request.body);
      // Day parts and "until closing" read the hours: the venue's players (only its own) read their days again now.
      await app.scheduleChanged([venueId]);
      return saved;
    },
  );
};


import * as z from 'zod';
import {
  CLIENT_NAME_TAKEN_TITLE,
  clientPageSchema,
  clientSchema,
  createClientRequestSchema,
  createClientResponseSchema,
} from '../../contract/clients.ts';
import { pagingQuerySchema } from '../../contract/paging.ts';
import { venuePageSchema } from '../../contract/venues.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { clientIsVisible, createClient, listClients } from '../services/clients/clients.ts';
import { conflict, notFound } from '../http/http-problem.ts';
import { scopeFor } from '../access/scope.ts';
import { isUuid, uniqueViolation } from '../services/sql-rows.ts';
import { sightingCutoffs } from '../services/displays/sightings.ts';
import { alertCutoff, listVenues, venuesOfClient } from '../services/venues/venues.ts';
import { problemResponses } from './problem-responses.ts';

const clientParamsSchema = z.object({ clientId: z.string() });

/** /api/clients (docs/product.md#api-calls, Clients). Tenant rules come from scopeFor (docs/decisions.md#who-may-do-what). */
export const clientRoutes: ZodRoutes = async (app) => {
  const cutoff = () => alertCutoff(app.now(), app.config.alertAfterMinutes);

  app.post(
    '/',
    {
      config: { access: 'clients.create' },
      schema: {
        body: createClientRequestSchema,
        response: { 201: createClientResponseSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      try {
        return reply.code(201).send({ id: await createClient(app.db, request.body.name) });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw conflict(CLIENT_NAME_TAKEN_TITLE);
        throw error;
      }
    },
  );

  app.get(
    '/',
    {
      config: { access: 'clients.read', externalApiRead: true },
      schema: { querystring: pagingQuerySchema, response: { 200: clientPageSchema, ...problemResponses(400, 401) } },
    },
    async (request) =>
      listClients(app.db, { scope: scopeFor(request.identity), paging: request.query, cutoff: cutoff() }),
  );

  app.get(
    '/:clientId',
    {
      config: { access: 'clients.read', externalApiRead: true },
      schema: { params: clientParamsSchema, response: { 200: clientSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const { clientId } = request.params;
      if (!isUuid(clientId)) throw notFound();
      const page = await listClients(app.db, {
        scope: scopeFor(request.identity),
        clientId,
        paging: { offset: 0, limit: 1 },
        cutoff: cutoff(),
      });
      const client = page.items[0];
      if (!client) throw notFound();
      return client;
    },
  );

  app.get(
    '/:clientId/venues',
    {
      config: { access: 'clients.read', externalApiRead: true },
      schema: {
        params: clientParamsSchema,
        querystring: pagingQuerySchema,
        response: { 200: venuePageSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      if (!isUuid(clientId)) throw notFound();
      const scope = scopeFor(request.identity);
      // The client itself must be visible: an empty list would confirm nothing, a 404 is clearer.
      if (!(await clientIsVisible(app.db, scope, clientId))) throw notFound();
      return listVenues(app.db, { scope, where: venuesOfClient(clientId), paging: request.query, cutoffs: sightingCutoffs(app.now(), app.config) });
    },
  );
};

import * as z from 'zod';
import {
  graphicsControllerListSchema,
  graphicsControllerSchema,
  linkGraphicsControllerBodySchema,
  linkGraphicsControllerParamsSchema,
} from '../../contract/graphicsControllers.ts';
import { noContentSchema } from '../../contract/http.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import {
  deleteVenueController,
  findVisibleController,
  linkController,
  listVenueControllers,
} from '../services/displays/graphics-controllers.ts';
import { removeDisplayScreenshots } from '../services/displays/displays.ts';
import { sightingCutoffs } from '../services/displays/sightings.ts';
import { notFound } from '../http/http-problem.ts';
import { scopeFor } from '../access/scope.ts';
import { visibleVenue } from '../services/venues/venues.ts';
import { problemResponses } from './problem-responses.ts';

/**
 * A venue's graphics controllers (docs/product.md#api-calls, Venues; docs/decisions.md#who-may-do-what: Admin all, ClientIdentity its own
 * client's venues): list, link with a code, unlink. Registered with the prefix /api/venues.
 */
export const venueGraphicsControllerRoutes: ZodRoutes = async (app) => {
  app.get(
    '/:venueId/graphics-controllers',
    {
      config: { access: 'fleet.read' },
      schema: {
        params: z.object({ venueId: z.string() }),
        response: { 200: graphicsControllerListSchema, ...problemResponses(401, 404) },
      },
    },
    async (request) => {
      const { venueId } = await visibleVenue(app.db, scopeFor(request.identity), request.params.venueId);
      return listVenueControllers(app.db, venueId, sightingCutoffs(app.now(), app.config));
    },
  );

  app.post(
    '/:venueId/graphics-controller-auth-codes/:code',
    {
      config: { access: 'fleet.edit' },
      // Linking tries a code too: the same limit as checking one.
      onRequest: [app.limitControllerCodeGuesses],
      schema: {
        params: linkGraphicsControllerParamsSchema,
        body: linkGraphicsControllerBodySchema,
        response: { 200: graphicsControllerSchema, ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const scope = scopeFor(request.identity);
      const { venueId, clientId } = await visibleVenue(app.db, scope, request.params.venueId);
      const controllerId = await linkController(app.db, {
        code: request.params.code,
        venueId,
        clientId,
        name: request.body.name,
        now: app.now(),
      });
      // Unknown, used or expired code: the browser shows "Failed to link graphics controller".
      if (controllerId === null) throw notFound();
      const controller = await findVisibleController(app.db, scope, controllerId, sightingCutoffs(app.now(), app.config));
      if (!controller) throw notFound();
      return controller;
    },
  );

  app.delete(
    '/:venueId/graphics-controllers/:controllerId',
    {
      config: { access: 'fleet.edit' },
      schema: {
        params: z.object({ venueId: z.string(), controllerId: z.string() }),
        response: { 204: noContentSchema, ...problemResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { venueId, clientId } = await visibleVenue(app.db, scopeFor(request.identity), request.params.venueId);
      const deleted = await app.audited((db) => deleteVenueController(db, venueId, request.params.controllerId));
      if (!deleted) throw notFound();
      await removeDisplayScreenshots(app.removeStored, venueId, deleted.displayIds);
      // Its players' waiting polls answer now (their token no longer passes), and every process
      // forgets the days and the token it kept for them.
      await app.scheduleChanged([clientId]);
      return reply.code(204).send();
    },
  );
};

import * as z from 'zod';
import { displayListSchema } from '../../contract/displays.ts';
import { graphicsControllerSchema } from '../../contract/graphicsControllers.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { listControllerDisplays } from '../services/displays/displays.ts';
import { findVisibleController } from '../services/displays/graphics-controllers.ts';
import { notFound } from '../http/http-problem.ts';
import { scopeFor } from '../access/scope.ts';
import { sightingCutoffs } from '../services/displays/sightings.ts';
import { problemResponses } from './problem-responses.ts';

const controllerParamsSchema = z.object({ graphicsControllerId: z.string() });

/**
 * /api/graphicscontroller/{id}... for portal users (docs/product.md#api-calls). The device's own
 * `/self...` routes are in server/device/routes/ (docs/device-protocol.md): the static `self` segment
 * wins over `:graphicsControllerId` in routing, and each side's hook turns the other side's token
 * away with 401.
 */
export const graphicsControllerRoutes: ZodRoutes = async (app) => {
  const cutoffs = () => sightingCutoffs(app.now(), app.config);

  app.get(
    '/:graphicsControllerId',
    {
      config: { access: 'fleet.read' },
      schema: { params: controllerParamsSchema, response: { 200: graphicsControllerSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const controller = await findVisibleController(app.db, scopeFor(request.identity), request.params.graphicsControllerId, cutoffs());
      if (!controller) throw notFound();
      return controller;
    },
  );

  app.get(
    '/:graphicsControllerId/displays',
    {
      config: { access: 'fleet.read' },
      schema: { params: controllerParamsSchema, response: { 200: displayListSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const controller = await findVisibleController(app.db, scopeFor(request.identity), request.params.graphicsControllerId, cutoffs());
      if (!controller) throw notFound();
      return listControllerDisplays(app.db, controller.id, cutoffs());
    },
  );
};

import * as z from 'zod';
import { displaySchema } from '../../contract/displays.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { findVisibleDisplay } from '../services/displays.ts';
import { notFound } from '../services/http-problem.ts';
import { scopeFor } from '../services/scope.ts';
import { sightingCutoffs } from '../services/sightings.ts';
import { problemResponses } from './problem-responses.ts';

/** GET /api/display/{id} (SPEC §7): a display of a controller on a venue the caller may see. */
export const displayRoutes: ZodRoutes = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.requireIdentity,
      schema: { params: z.object({ id: z.string() }), response: { 200: displaySchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const cutoffs = sightingCutoffs(app.now(), app.config);
      const display = await findVisibleDisplay(app.db, scopeFor(request.identity), request.params.id, cutoffs);
      if (!display) throw notFound();
      return display;
    },
  );
};

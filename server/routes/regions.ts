import * as z from 'zod';
import { regionJurisdictionRequestSchema } from '../../contract/compliance.ts';
import { regionListSchema, regionSchema } from '../../contract/regions.ts';
import { notFound } from '../http/http-problem.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { listRegions, setRegionJurisdiction } from '../services/venues/regions.ts';
import { problemResponses } from './problem-responses.ts';

/** GET /api/regions (docs/product.md#api-calls, Regions): reference data, the same for every signed-in identity. */
export const regionRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    { config: { access: 'venues.read', externalApiRead: true }, schema: { response: { 200: regionListSchema, ...problemResponses(401) } } },
    async () => listRegions(app.db),
  );

  /**
   * PUT /api/regions/{id} (admins): the region's jurisdiction, whose rule set its venues follow
   * (docs/compliance.md). Audited by the regions trigger; wakes every player, as a rule change does.
   */
  app.put(
    '/:id',
    {
      config: { access: 'compliance.edit' },
      schema: { params: z.object({ id: z.string() }), body: regionJurisdictionRequestSchema, response: { 200: regionSchema, ...problemResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await app.audited((db) => setRegionJurisdiction(db, id, request.body.jurisdiction)))) throw notFound();
      await app.scheduleChanged('all');
      const region = (await listRegions(app.db)).find((candidate) => candidate.id === id);
      if (!region) throw notFound();
      return region;
    },
  );
};

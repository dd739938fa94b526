import { regionListSchema } from '../../contract/regions.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { listRegions } from '../services/regions.ts';
import { problemResponses } from './problem-responses.ts';

/** GET /api/regions (SPEC §7 Regions): reference data, the same for every signed-in identity. */
export const regionRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    { config: { access: 'venues.read', externalApiRead: true }, schema: { response: { 200: regionListSchema, ...problemResponses(401) } } },
    async () => listRegions(app.db),
  );
};

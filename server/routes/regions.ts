import { asc } from 'drizzle-orm';
import { regionListSchema } from '../../contract/regions.ts';
import { regions } from '../db/schema.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { problemResponses } from './problem-responses.ts';

/** GET /api/regions (SPEC §7 Regions): reference data, the same for every signed-in identity. */
export const regionRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    { onRequest: app.requireIdentity, config: { externalApiRead: true }, schema: { response: { 200: regionListSchema, ...problemResponses(401) } } },
    async () => app.db.select({ id: regions.id, name: regions.name, timeZone: regions.timeZone }).from(regions).orderBy(asc(regions.name)),
  );
};

import { homeSummarySchema } from '../../contract/home.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { homeSummary } from '../services/home/home.ts';
import { scopeFor } from '../access/scope.ts';
import { fleetClockAt } from '../services/fleet/fleet-list.ts';
import { problemResponses } from './problem-responses.ts';

/** GET /api/home: the home page's first-run checklist, venues in alert and screens out of date, in the person's scope. */
export const homeRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'account' },
      schema: { response: { 200: homeSummarySchema, ...problemResponses(401) } },
    },
    async (request) => homeSummary(app.db, scopeFor(request.identity), fleetClockAt(app.now(), app.config)),
  );
};

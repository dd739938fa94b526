import * as z from 'zod';
import { venueUptimeSchema } from '../../contract/venueUptime.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound } from '../http/http-problem.ts';
import { scopeFor } from '../access/scope.ts';
import { isUuid } from '../services/sql-rows.ts';
import { venueUptime } from '../services/venues/venue-uptime.ts';
import { visibleVenueClientId } from '../services/venues/venues.ts';
import { problemResponses } from './problem-responses.ts';

/**
 * GET /api/venues/{venueId}/uptime (docs/decisions.md#venues-and-alerts): the venue page's 7-day uptime from the alert job's
 * outages. Whoever may see the venue may read it; another client's venue is 404.
 */
export const venueUptimeRoutes: ZodRoutes = async (app) => {
  app.get(
    '/:venueId/uptime',
    {
      config: { access: 'fleet.read' },
      schema: { params: z.object({ venueId: z.string() }), response: { 200: venueUptimeSchema, ...problemResponses(401, 404) } },
    },
    async (request) => {
      const { venueId } = request.params;
      const clientId = isUuid(venueId) ? await visibleVenueClientId(app.db, scopeFor(request.identity), venueId) : null;
      if (clientId === null) throw notFound();
      return venueUptime(app.db, venueId, app.now());
    },
  );
};

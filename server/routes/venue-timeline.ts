import * as z from 'zod';
import { timelineQuerySchema, venueTimelineSchema } from '../../contract/schedules.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound } from '../http/http-problem.ts';
import { timelineSpanOf } from '../services/schedules/timeline-span.ts';
import { scopeFor } from '../access/scope.ts';
import { venueTimeline } from '../services/venues/venue-timeline.ts';
import { problemResponses } from './problem-responses.ts';

/**
 * GET /api/venues/{venueId}/timeline?from&to: what each of the venue's displays plays over at most
 * 14 days (the venue page's week), as GET /api/display/{id}/timeline answers one display. Whoever may
 * see the venue may read it; another client's venue is 404.
 */
export const venueTimelineRoutes: ZodRoutes = async (app) => {
  app.get(
    '/:venueId/timeline',
    {
      config: { access: 'fleet.read' },
      schema: {
        params: z.object({ venueId: z.string() }),
        querystring: timelineQuerySchema,
        response: { 200: venueTimelineSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { fromMs, toMs } = timelineSpanOf(request.query);
      const timeline = await venueTimeline(app.db, scopeFor(request.identity), request.params.venueId, fromMs, toMs);
      if (!timeline) throw notFound();
      return timeline;
    },
  );
};

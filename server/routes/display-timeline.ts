import * as z from 'zod';
import { timelineQuerySchema, timelineSchema } from '../../contract/schedules.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound } from '../http/http-problem.ts';
import { findDisplayContext } from '../services/schedules/display-context.ts';
import { displayTimeline } from '../services/schedules/display-timeline.ts';
import { segmentContentNames, timelineItems } from '../services/schedules/timeline-items.ts';
import { timelineSpanOf } from '../services/schedules/timeline-span.ts';
import { scopeFor } from '../access/scope.ts';
import { segmentsAwaitingApproval } from '../services/approvals/awaiting-approval.ts';
import { problemResponses } from './problem-responses.ts';

/**
 * GET /api/display/{displayId}/timeline?from&to (docs/scheduling.md): what the display plays over at most
 * 14 days, as the one resolver gives it (the first segment may begin before `from`: a playlist's
 * rotation counts from it). A client user may read its own client's displays only (404 otherwise).
 */
export const displayTimelineRoutes: ZodRoutes = async (app) => {
  app.get(
    '/:id/timeline',
    {
      config: { access: 'fleet.read' },
      schema: {
        // `:id` as GET /api/display/{id} names it: one parameter name per position in Fastify's router.
        params: z.object({ id: z.string() }),
        querystring: timelineQuerySchema,
        response: { 200: timelineSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { fromMs, toMs } = timelineSpanOf(request.query);
      const context = await findDisplayContext(app.db, scopeFor(request.identity), request.params.id);
      if (!context) throw notFound();
      const segments = await displayTimeline(app.db, context, fromMs, toMs);
      const [names, awaiting] = await Promise.all([segmentContentNames(app.db, segments), segmentsAwaitingApproval(app.db, context.jurisdiction, segments)]);
      return { timeZone: context.timeZone, openHours: context.openHours, items: timelineItems(segments, names, awaiting) };
    },
  );
};

import * as z from 'zod';
import { violationProblemSchema } from '../../contract/complianceRules.ts';
import { noContentSchema } from '../../contract/http.ts';
import { scheduleMessages, TAKEOVER_MAX_MS, takeoverListSchema, takeoverRequestSchema, takeoverSchema } from '../../contract/schedules.ts';
import { refuseForbidden } from '../services/compliance/compliance-violations.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound, validationProblem } from '../http/http-problem.ts';
import { takeoverAudience } from '../device/services/schedule-change-audience.ts';
import { announceTakeoverChangesSafely } from '../services/webhooks/webhooks-takeovers.ts';
import { checkContent, checkTakeoverReach } from '../services/schedules/schedule-references.ts';
import { toTakeover } from '../services/schedules/takeover-rows.ts';
import { scopeFor } from '../access/scope.ts';
import { untilClosingEnd } from '../services/schedules/takeover-closing.ts';
import { isUuid } from '../services/sql-rows.ts';
import { endTakeover, insertTakeover, listTakeovers } from '../services/schedules/takeovers.ts';
import { problemResponses } from './problem-responses.ts';

const paramsSchema = z.object({ takeoverId: z.string() });

/**
 * /api/takeovers (docs/scheduling.md#model): admins start and end them; a client user reads those that reach its
 * client (all venues, its client, or one of its venues). Running ones first, then the history.
 */
export const takeoverRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    { config: { access: 'schedules.read' }, schema: { response: { 200: takeoverListSchema, ...problemResponses(401) } } },
    async (request) => {
      const now = app.now();
      const rows = await listTakeovers(app.db, scopeFor(request.identity), now);
      const items = rows.map((row) => toTakeover(row, now));
      return { items, total: items.length };
    },
  );

  app.post(
    '/',
    {
      config: { access: 'schedules.edit' },
      schema: { body: takeoverRequestSchema, response: { 201: takeoverSchema, ...problemResponses(400, 401, 403), 409: violationProblemSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      const now = app.now();
      const start = body.startUtc ? new Date(body.startUtc) : now;
      let end = new Date(body.endUtc ?? start.getTime() + TAKEOVER_MAX_MS);
      if (end.getTime() <= start.getTime() || end.getTime() <= now.getTime()) throw validationProblem({ endUtc: [scheduleMessages.endBeforeStart] });
      if (end.getTime() - start.getTime() > TAKEOVER_MAX_MS) throw validationProblem({ endUtc: [scheduleMessages.endTooFar] });
      const all = 'all' in body.targets;
      const clientIds = 'clientIds' in body.targets ? body.targets.clientIds : [];
      const venueIds = 'venueIds' in body.targets ? body.targets.venueIds : [];
      await checkTakeoverReach(app.db, clientIds, venueIds);
      await checkContent(app.db, body.content);
      // A takeover has no last date of its own: it ends within 7 days.
      await refuseForbidden(app.db, { all, clientIds, venueIds }, body.content);
      if (body.untilClosing) {
        // Stored as the latest venue's closing: "running", the banner and the webhooks read one end.
        const closing = await untilClosingEnd(app.db, { all, clientIds, venueIds }, start.getTime(), end.getTime());
        if (closing === null) throw validationProblem({ untilClosing: [scheduleMessages.closingNoneOpen] });
        end = new Date(closing);
      }
      // In a transaction that names the admin, so the audit record says who.
      const row = await app.audited((db) =>
        insertTakeover(db, { name: body.name, all, clientIds, venueIds, content: body.content, start, end, untilClosing: body.untilClosing }),
      );
      await app.scheduleChanged(await takeoverAudience(app.db, row));
      // One that starts now is announced at once; a later start, by the alert job when it comes.
      await announceTakeoverChangesSafely({ db: app.db, now, webhooks: app.webhooks, log: request.log });
      return reply.code(201).send(toTakeover(row, now));
    },
  );

  app.delete(
    '/:takeoverId',
    { config: { access: 'schedules.edit' }, schema: { params: paramsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404) } } },
    async (request, reply) => {
      const { takeoverId } = request.params;
      if (!isUuid(takeoverId)) throw notFound();
      const now = app.now();
      const ended = await app.audited((db) => endTakeover(db, takeoverId, now));
      if (!ended) throw notFound();
      await app.scheduleChanged(await takeoverAudience(app.db, ended));
      await announceTakeoverChangesSafely({ db: app.db, now, webhooks: app.webhooks, log: request.log });
      return reply.code(204).send();
    },
  );
};

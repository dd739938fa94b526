import { sql } from 'drizzle-orm';
import * as z from 'zod';
import { noContentSchema } from '../../contract/http.ts';
import { scheduleMessages, TAKEOVER_MAX_MS, takeoverListSchema, takeoverRequestSchema, takeoverSchema } from '../../contract/schedules.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound, validationProblem } from '../http/http-problem.ts';
import { takeoverAudience } from '../services/schedule-change-audience.ts';
import { announceTakeoverChangesSafely } from '../services/webhooks-takeovers.ts';
import { checkContent, checkTakeoverReach } from '../services/schedule-references.ts';
import { scopeSql, takeoverColumns, takeoverReturning, toTakeover, type TakeoverRow } from '../services/schedules.ts';
import { scopeFor } from '../services/scope.ts';
import { untilClosingEnd } from '../services/takeover-closing.ts';
import { isUuid, queryRows } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const paramsSchema = z.object({ takeoverId: z.string() });
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * /api/takeovers (DESIGN §11): admins start and end them; a client user reads those that reach its
 * client (all venues, its client, or one of its venues). Running ones first, then the history.
 */
export const takeoverRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    { onRequest: app.requireIdentity, schema: { response: { 200: takeoverListSchema, ...problemResponses(401) } } },
    async (request) => {
      const scope = scopeFor(request.identity);
      const now = app.now();
      const reaches =
        scope.kind === 'client'
          ? sql`(t.all_targets or ${scope.clientId}::uuid = any(t.client_ids)
              or exists (select 1 from venues v where v.id = any(t.venue_ids) and ${scopeSql(scope, sql`v.client_id`)}))`
          : scopeSql(scope, sql`null`);
      const rows = await queryRows<TakeoverRow>(
        app.db,
        sql`select ${takeoverColumns} from takeovers t where ${reaches}
            order by (t.start_utc <= ${now.toISOString()}::timestamptz
                      and least(t.end_utc, coalesce(t.ended_utc, 'infinity')) > ${now.toISOString()}::timestamptz) desc,
                     t.start_utc desc, t.id
            limit 500`,
      );
      const items = rows.map((row) => toTakeover(row, now));
      return { items, total: items.length };
    },
  );

  app.post(
    '/',
    { onRequest: app.requireAdmin, schema: { body: takeoverRequestSchema, response: { 201: takeoverSchema, ...problemResponses(400, 401, 403) } } },
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
      if (body.untilClosing) {
        // Stored as the latest venue's closing: "running", the banner and the webhooks read one end.
        const closing = await untilClosingEnd(app.db, { all, clientIds, venueIds }, start.getTime(), end.getTime());
        if (closing === null) throw validationProblem({ untilClosing: [scheduleMessages.closingNoneOpen] });
        end = new Date(closing);
      }
      // In a transaction that names the admin, so the audit record says who (issue 23).
      const [row] = await app.audited((db) =>
        queryRows<TakeoverRow>(
          db,
          sql`insert into takeovers (name, all_targets, client_ids, venue_ids, asset_id, playlist_id, start_utc, end_utc, until_closing)
              values (${body.name}, ${all}, ${uuidArray(clientIds)}::uuid[], ${uuidArray(venueIds)}::uuid[],
                ${'assetId' in body.content ? body.content.assetId : null}, ${'playlistId' in body.content ? body.content.playlistId : null},
                ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, ${body.untilClosing})
              returning ${takeoverReturning}`,
        ),
      );
      await app.scheduleChanged(await takeoverAudience(app.db, row!));
      // One that starts now is announced at once; a later start, by the alert job when it comes.
      await announceTakeoverChangesSafely({ db: app.db, now, webhooks: app.webhooks, log: request.log });
      return reply.code(201).send(toTakeover(row!, now));
    },
  );

  app.delete(
    '/:takeoverId',
    { onRequest: app.requireAdmin, schema: { params: paramsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404) } } },
    async (request, reply) => {
      const { takeoverId } = request.params;
      if (!isUuid(takeoverId)) throw notFound();
      // Ends it now (kept in the history); one already over stays as it was.
      const now = app.now().toISOString();
      const rows = await app.audited((db) =>
        queryRows<Pick<TakeoverRow, 'id' | 'all_targets' | 'client_ids' | 'venue_ids'>>(
          db,
          sql`update takeovers set ended_utc = coalesce(ended_utc, least(greatest(${now}::timestamptz, start_utc), end_utc))
              where id = ${takeoverId}::uuid returning id, all_targets, client_ids, venue_ids`,
        ),
      );
      if (rows.length === 0) throw notFound();
      await app.scheduleChanged(await takeoverAudience(app.db, rows[0]!));
      await announceTakeoverChangesSafely({ db: app.db, now: new Date(now), webhooks: app.webhooks, log: request.log });
      return reply.code(204).send();
    },
  );
};

import { sql } from 'drizzle-orm';
import * as z from 'zod';
import { noContentSchema } from '../../contract/http.ts';
import {
  scheduleEntrySchema,
  scheduleListQuerySchema,
  scheduleListSchema,
  scheduleRequestSchema,
  type ScheduleEntry,
} from '../../contract/schedules.ts';
import type { Db } from '../db/database.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound } from '../http/http-problem.ts';
import { entriesAudience } from '../services/schedule-change-audience.ts';
import { checkContent, checkTarget } from '../services/schedule-references.ts';
import { entryClientIdSql, entryColumns, entryVenues, neverRunsWarning, scopeSql, toScheduleEntry, type EntryRow } from '../services/schedules.ts';
import { scopeFor, type Scope } from '../services/scope.ts';
import { isUuid, queryRows } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const paramsSchema = z.object({ scheduleId: z.string() });
type ScheduleBody = z.infer<typeof scheduleRequestSchema>;

const columnsOf = (body: ScheduleBody) => ({
  name: body.name,
  display_id: 'displayId' in body.target ? body.target.displayId : null,
  venue_id: 'venueId' in body.target ? body.target.venueId : null,
  client_id: 'clientId' in body.target ? body.target.clientId : null,
  asset_id: 'assetId' in body.content ? body.content.assetId : null,
  playlist_id: 'playlistId' in body.content ? body.content.playlistId : null,
});

const daysArray = (days: string[]) => `{${days.join(',')}}`;

async function findEntry(db: Db, scope: Scope, id: string): Promise<EntryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryRows<EntryRow>(
    db,
    sql`select ${entryColumns} from schedule_entries e where e.id = ${id}::uuid and ${scopeSql(scope, entryClientIdSql)}`,
  );
  return row ?? null;
}

async function withWarning(db: Db, row: EntryRow, now: Date): Promise<ScheduleEntry> {
  return toScheduleEntry(row, neverRunsWarning(row, await entryVenues(db, row), now));
}

/**
 * /api/schedules (DESIGN §11): admins write; a client user reads the entries of its own client's
 * displays, venues and client, and gets 404 for any other. An entry that can never run is saved and
 * answered with a warning that says why.
 */
export const scheduleRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireIdentity,
      schema: { querystring: scheduleListQuerySchema, response: { 200: scheduleListSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request) => {
      const scope = scopeFor(request.identity);
      const { displayId, venueId, clientId } = request.query;
      // Every entry that can reach the asked target: the display's own, its venue's and its client's.
      let reach = sql`true`;
      if (displayId !== undefined) {
        if (!isUuid(displayId)) throw notFound();
        reach = sql`e.display_id = ${displayId}::uuid
          or e.venue_id = (select g.venue_id from displays d join graphics_controllers g on g.id = d.graphics_controller_id where d.id = ${displayId}::uuid)
          or e.client_id = (select v.client_id from displays d join graphics_controllers g on g.id = d.graphics_controller_id join venues v on v.id = g.venue_id where d.id = ${displayId}::uuid)`;
      } else if (venueId !== undefined) {
        if (!isUuid(venueId)) throw notFound();
        reach = sql`e.venue_id = ${venueId}::uuid
          or e.display_id in (select d.id from displays d join graphics_controllers g on g.id = d.graphics_controller_id where g.venue_id = ${venueId}::uuid)
          or e.client_id = (select client_id from venues where id = ${venueId}::uuid)`;
      } else if (clientId !== undefined) {
        if (!isUuid(clientId)) throw notFound();
        reach = sql`${entryClientIdSql} = ${clientId}::uuid`;
      }
      const targetVisible =
        displayId !== undefined
          ? sql`exists (select 1 from displays d join graphics_controllers g on g.id = d.graphics_controller_id join venues v on v.id = g.venue_id where d.id = ${displayId}::uuid and ${scopeSql(scope, sql`v.client_id`)})`
          : venueId !== undefined
            ? sql`exists (select 1 from venues v where v.id = ${venueId}::uuid and ${scopeSql(scope, sql`v.client_id`)})`
            : clientId !== undefined
              ? sql`exists (select 1 from clients c where c.id = ${clientId}::uuid and ${scopeSql(scope, sql`c.id`)})`
              : sql`true`;
      const [visible] = await queryRows<{ visible: boolean }>(app.db, sql`select ${targetVisible} as visible`);
      if (!visible?.visible) throw notFound();
      const rows = await queryRows<EntryRow>(
        app.db,
        sql`select ${entryColumns} from schedule_entries e where (${reach}) and ${scopeSql(scope, entryClientIdSql)}
            order by e.priority desc, e.created_utc desc, e.id`,
      );
      const now = app.now();
      const items = await Promise.all(rows.map((row) => withWarning(app.db, row, now)));
      return { items, total: items.length };
    },
  );

  app.get(
    '/:scheduleId',
    { onRequest: app.requireIdentity, schema: { params: paramsSchema, response: { 200: scheduleEntrySchema, ...problemResponses(401, 404) } } },
    async (request) => {
      const row = await findEntry(app.db, scopeFor(request.identity), request.params.scheduleId);
      if (!row) throw notFound();
      return withWarning(app.db, row, app.now());
    },
  );

  app.post(
    '/',
    { onRequest: app.requireAdmin, schema: { body: scheduleRequestSchema, response: { 201: scheduleEntrySchema, ...problemResponses(400, 401, 403) } } },
    async (request, reply) => {
      const body = request.body;
      await checkTarget(app.db, body.target);
      await checkContent(app.db, body.content);
      const columns = columnsOf(body);
      // In a transaction that names the admin, so the audit record says who (issue 23).
      const [created] = await app.audited((db) =>
        queryRows<{ id: string }>(
          db,
          sql`insert into schedule_entries (name, display_id, venue_id, client_id, asset_id, playlist_id, days, from_time, to_time,
                day_part, first_date, last_date, priority)
              values (${columns.name}, ${columns.display_id}, ${columns.venue_id}, ${columns.client_id}, ${columns.asset_id},
                ${columns.playlist_id}, ${daysArray(body.days)}::text[], ${body.from}, ${body.to}, ${body.dayPart},
                ${body.firstDate}::date, ${body.lastDate}::date, ${body.priority})
              returning id`,
        ),
      );
      await app.scheduleChanged(await entriesAudience(app.db, [columns]));
      const row = await findEntry(app.db, { kind: 'all' }, created!.id);
      return reply.code(201).send(await withWarning(app.db, row!, app.now()));
    },
  );

  app.put(
    '/:scheduleId',
    {
      onRequest: app.requireAdmin,
      schema: { params: paramsSchema, body: scheduleRequestSchema, response: { 200: scheduleEntrySchema, ...problemResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { scheduleId } = request.params;
      const before = await findEntry(app.db, { kind: 'all' }, scheduleId);
      if (!before) throw notFound();
      const body = request.body;
      await checkTarget(app.db, body.target);
      await checkContent(app.db, body.content);
      const columns = columnsOf(body);
      await app.audited((db) =>
        db.execute(
          sql`update schedule_entries set name = ${columns.name}, display_id = ${columns.display_id}, venue_id = ${columns.venue_id},
                client_id = ${columns.client_id}, asset_id = ${columns.asset_id}, playlist_id = ${columns.playlist_id},
                days = ${daysArray(body.days)}::text[], from_time = ${body.from}, to_time = ${body.to}, day_part = ${body.dayPart},
                first_date = ${body.firstDate}::date, last_date = ${body.lastDate}::date, priority = ${body.priority}, updated_utc = now()
              where id = ${scheduleId}::uuid`,
        ),
      );
      // The displays it left and those it reaches now.
      await app.scheduleChanged(await entriesAudience(app.db, [before, columns]));
      const row = await findEntry(app.db, { kind: 'all' }, scheduleId);
      if (!row) throw notFound();
      return withWarning(app.db, row, app.now());
    },
  );

  app.delete(
    '/:scheduleId',
    { onRequest: app.requireAdmin, schema: { params: paramsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404) } } },
    async (request, reply) => {
      const { scheduleId } = request.params;
      if (!isUuid(scheduleId)) throw notFound();
      const deleted = await app.audited((db) =>
        queryRows<Pick<EntryRow, 'id' | 'display_id' | 'venue_id' | 'client_id'>>(
          db,
          sql`delete from schedule_entries where id = ${scheduleId}::uuid returning id, display_id, venue_id, client_id`,
        ),
      );
      if (deleted.length === 0) throw notFound();
      await app.scheduleChanged(await entriesAudience(app.db, deleted));
      return reply.code(204).send();
    },
  );
};

import * as z from 'zod';
import { violationProblemSchema } from '../../contract/complianceRules.ts';
import { noContentSchema } from '../../contract/http.ts';
import { scheduleEntrySchema, scheduleListQuerySchema, scheduleListSchema, scheduleRequestSchema } from '../../contract/schedules.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound } from '../http/http-problem.ts';
import { reachOfTarget, refuseForbidden } from '../services/compliance/compliance-violations.ts';
import { entriesAudience } from '../device/services/schedule-change-audience.ts';
import { deleteEntry, entryColumnsOf, entriesWithWarnings, entryWithWarning, findEntry, insertEntry, listEntries, updateEntry } from '../services/schedules/schedule-entries.ts';
import { checkContent, checkTarget } from '../services/schedules/schedule-references.ts';
import { scopeFor } from '../access/scope.ts';
import { problemResponses } from './problem-responses.ts';

const paramsSchema = z.object({ scheduleId: z.string() });

/**
 * /api/schedules (docs/scheduling.md): admins write; a client user reads the entries of its own client's
 * displays, venues and client, and gets 404 for any other. An entry that can never run is saved and
 * answered with a warning that says why.
 */
export const scheduleRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'schedules.read' },
      schema: { querystring: scheduleListQuerySchema, response: { 200: scheduleListSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request) => {
      const rows = await listEntries(app.db, scopeFor(request.identity), request.query);
      if (!rows) throw notFound();
      const items = await entriesWithWarnings(app.db, scopeFor(request.identity), rows, app.now());
      return { items, total: items.length };
    },
  );

  app.get(
    '/:scheduleId',
    { config: { access: 'schedules.read' }, schema: { params: paramsSchema, response: { 200: scheduleEntrySchema, ...problemResponses(401, 404) } } },
    async (request) => {
      const row = await findEntry(app.db, scopeFor(request.identity), request.params.scheduleId);
      if (!row) throw notFound();
      return entryWithWarning(app.db, scopeFor(request.identity), row, app.now());
    },
  );

  app.post(
    '/',
    { config: { access: 'schedules.edit' }, schema: { body: scheduleRequestSchema, response: { 201: scheduleEntrySchema, ...problemResponses(400, 401, 403), 409: violationProblemSchema } } },
    async (request, reply) => {
      const body = request.body;
      await checkTarget(app.db, body.target);
      await checkContent(app.db, body.content);
      await refuseForbidden(app.db, reachOfTarget(body.target), body.content, body.lastDate);
      // In a transaction that names the admin, so the audit record says who.
      const id = await app.audited((db) => insertEntry(db, body));
      await app.scheduleChanged(await entriesAudience(app.db, [entryColumnsOf(body)]));
      const row = await findEntry(app.db, { kind: 'all' }, id);
      return reply.code(201).send(await entryWithWarning(app.db, scopeFor(request.identity), row!, app.now()));
    },
  );

  app.put(
    '/:scheduleId',
    {
      config: { access: 'schedules.edit' },
      schema: { params: paramsSchema, body: scheduleRequestSchema, response: { 200: scheduleEntrySchema, ...problemResponses(400, 401, 403, 404), 409: violationProblemSchema } },
    },
    async (request) => {
      const { scheduleId } = request.params;
      const before = await findEntry(app.db, { kind: 'all' }, scheduleId);
      if (!before) throw notFound();
      const body = request.body;
      await checkTarget(app.db, body.target);
      await checkContent(app.db, body.content);
      await refuseForbidden(app.db, reachOfTarget(body.target), body.content, body.lastDate);
      await app.audited((db) => updateEntry(db, scheduleId, body));
      // The displays it left and those it reaches now.
      await app.scheduleChanged(await entriesAudience(app.db, [before, entryColumnsOf(body)]));
      const row = await findEntry(app.db, { kind: 'all' }, scheduleId);
      if (!row) throw notFound();
      return entryWithWarning(app.db, scopeFor(request.identity), row, app.now());
    },
  );

  app.delete(
    '/:scheduleId',
    { config: { access: 'schedules.edit' }, schema: { params: paramsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404) } } },
    async (request, reply) => {
      const deleted = await app.audited((db) => deleteEntry(db, request.params.scheduleId));
      if (deleted.length === 0) throw notFound();
      await app.scheduleChanged(await entriesAudience(app.db, deleted));
      return reply.code(204).send();
    },
  );
};

import { stringify } from 'csv-stringify/sync';
import * as z from 'zod';
import { activityFilterSchema, activityPageSchema, activityQuerySchema, type ActivityFilter } from '../../contract/activity.ts';
import type { FastifyRequest } from 'fastify';
import type { ZodRoutes } from '../plugins/zod.ts';
import { concernsOtherClient, exportActivity, filterOutsideClient, listActivity } from '../services/audit/records.ts';
import { notFound } from '../http/http-problem.ts';
import { scopeFor, type Scope } from '../services/scope.ts';
import { problemResponses } from './problem-responses.ts';

/** The largest CSV export: a filtered list, not the whole history. */
const MAX_EXPORT_ROWS = 50_000;

/**
 * A client user asking for another client's list, entity, venue or person is answered 404
 * (docs/permissions.md); without such a filter the scope alone keeps the list to its client.
 */
async function checkedScope(app: Parameters<ZodRoutes>[0], request: FastifyRequest, filter: ActivityFilter): Promise<Scope> {
  const scope = scopeFor(request.identity);
  if (scope.kind !== 'client') return scope;
  if (filter.clientId !== undefined && filter.clientId !== scope.clientId) throw notFound();
  if (filter.entityId !== undefined && (await concernsOtherClient(app.db, scope.clientId, filter.entityId))) throw notFound();
  if (await filterOutsideClient(app.db, scope.clientId, filter)) throw notFound();
  return scope;
}

/** GET /api/activity (DESIGN §11): audit records, filtered and paged, newest first; and as CSV. */
export const activityRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireIdentity,
      schema: { querystring: activityQuerySchema, response: { 200: activityPageSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request) => listActivity(app.db, await checkedScope(app, request, request.query), request.query),
  );

  app.get(
    '/export.csv',
    {
      onRequest: app.requireIdentity,
      schema: { querystring: activityFilterSchema, response: { 200: z.string(), ...problemResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const records = await exportActivity(app.db, await checkedScope(app, request, request.query), request.query, MAX_EXPORT_ROWS);
      const csv = stringify(
        records.map((record) => [
          record.occurredUtc,
          record.actor.kind,
          record.actor.id ?? '',
          record.actor.name ?? '',
          record.address ?? '',
          record.entityType,
          record.entityId ?? '',
          record.clientId ?? '',
          record.venueId ?? '',
          record.action,
          JSON.stringify(record.changes),
        ]),
        {
          header: true,
          columns: ['occurredUtc', 'actorKind', 'actorId', 'actorName', 'address', 'entityType', 'entityId', 'clientId', 'venueId', 'action', 'changes'],
          // A cell opening with = + - @ would run as a formula in a spreadsheet: quoted as text.
          escape_formulas: true,
        },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="activity.csv"')
        .send(csv);
    },
  );
};

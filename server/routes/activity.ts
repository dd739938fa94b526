import { stringify } from 'csv-stringify/sync';
import * as z from 'zod';
import { activityFilterSchema, activityPageSchema, activityQuerySchema } from '../../contract/activity.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { activityScope } from '../access/activity-filter.ts';
import { scopeFor } from '../access/scope.ts';
import { exportActivity, listActivity } from '../services/audit/records.ts';
import { problemResponses } from './problem-responses.ts';

/** The largest CSV export: a filtered list, not the whole history. */
const MAX_EXPORT_ROWS = 50_000;

/** GET /api/activity (docs/decisions.md#audit-records): audit records, filtered and paged, newest first; and as CSV. */
export const activityRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'activity.read' },
      schema: { querystring: activityQuerySchema, response: { 200: activityPageSchema, ...problemResponses(400, 401, 404) } },
    },
    async (request) => listActivity(app.db, await activityScope(app.db, scopeFor(request.identity), request.query), request.query, app.now()),
  );

  app.get(
    '/export.csv',
    {
      config: { access: 'activity.read' },
      schema: { querystring: activityFilterSchema, response: { 200: z.string(), ...problemResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const records = await exportActivity(app.db, await activityScope(app.db, scopeFor(request.identity), request.query), request.query, MAX_EXPORT_ROWS);
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

import * as z from 'zod';
import {
  createdDataSourceSchema,
  DATA_PUSH_PER_SECOND,
  dataSourceInUseProblemSchema,
  dataSourceListSchema,
  dataSourceMessages,
  dataSourceRequestSchema,
  dataSourceSchema,
  dataValuesRequestSchema,
  pushTokenSchema,
  type DataSourceInput,
} from '../../contract/dataSources.ts';
import { noContentSchema } from '../../contract/http.ts';
import { webhookMessages } from '../../contract/webhooks.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { conflict, notFound, tooManyRequests, unauthorized, validationProblem } from '../http/http-problem.ts';
import { countInWindow } from '../services/identities/account-throttle.ts';
import { valueErrors, storeValues } from '../services/data-sources/data-source-values.ts';
import {
  createDataSource,
  dataSourceViews,
  deleteDataSource,
  findDataSource,
  layoutsUsing,
  clientExists,
  listDataSources,
  renewPushToken,
  sourceForPush,
  updateDataSource,
  type DataSourceRow,
} from '../services/data-sources/data-sources.ts';
import { writeAuditEvent } from '../services/audit/records.ts';
import { actorOf } from '../plugins/audit.ts';
import { scopeFor } from '../access/scope.ts';
import { isUuid } from '../services/sql-rows.ts';
import { checkWebhookAddress } from '../services/webhooks/webhook-address.ts';
import { problemResponses } from './problem-responses.ts';

const paramsSchema = z.object({ id: z.string() });
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * /api/data-sources (docs/live-data.md): admins create, edit and delete sources; a client user
 * reads its own client's (another client's is not found). Values are pushed with the source's own
 * token, not a session: the feed that pushes is a machine, not a person.
 */
export const dataSourceRoutes: ZodRoutes = async (app) => {
  async function sourceOr404(request: { identity: Parameters<typeof scopeFor>[0] }, id: string): Promise<DataSourceRow> {
    const row = isUuid(id) ? await findDataSource(app.db, scopeFor(request.identity), id) : null;
    if (!row) throw notFound();
    return row;
  }

  const viewOf = async (row: DataSourceRow) => {
    const [shown] = await dataSourceViews(app.db, app.secretKey, [row], app.now());
    if (!shown) throw notFound();
    return shown;
  };

  /** A pull address must be public (the webhooks' rules, after DNS); the client must exist. */
  async function checkInput(input: DataSourceInput): Promise<void> {
    if (input.clientId !== null) {
      if (!(await clientExists(app.db, input.clientId))) throw validationProblem({ clientId: ['No such client.'] });
    }
    if (input.kind !== 'pull' || input.url === undefined) return;
    const verdict = await checkWebhookAddress(input.url, { allowPrivate: app.config.webhookAllowPrivate });
    if (verdict.ok) return;
    const message = verdict.reason === 'private' ? webhookMessages.urlPrivate : verdict.reason === 'unresolved' ? webhookMessages.urlUnresolved : webhookMessages.urlInvalid;
    throw validationProblem({ url: [message] });
  }

  app.get(
    '/',
    { config: { access: 'data.read' }, schema: { response: { 200: dataSourceListSchema, ...problemResponses(401, 403) } } },
    async (request) => ({ items: await dataSourceViews(app.db, app.secretKey, await listDataSources(app.db, scopeFor(request.identity)), app.now()) }),
  );

  app.post(
    '/',
    {
      config: { access: 'data.edit', noStore: true },
      schema: { body: dataSourceRequestSchema, response: { 201: createdDataSourceSchema, ...problemResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      await checkInput(request.body);
      const key = await app.secretKey();
      const { row, pushToken } = await app.audited((db) => createDataSource(db, key, request.body, app.now()));
      return reply.code(201).send({ ...(await viewOf(row)), pushToken });
    },
  );

  app.get(
    '/:id',
    { config: { access: 'data.read' }, schema: { params: paramsSchema, response: { 200: dataSourceSchema, ...problemResponses(401, 403, 404) } } },
    async (request) => viewOf(await sourceOr404(request, request.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { access: 'data.edit', noStore: true },
      schema: { params: paramsSchema, body: dataSourceRequestSchema, response: { 200: createdDataSourceSchema, ...problemResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const row = await sourceOr404(request, request.params.id);
      await checkInput(request.body);
      const key = await app.secretKey();
      const saved = await app.audited((db) => updateDataSource(db, key, row, request.body, app.now()));
      await app.dataValuesChanged([row.id]);
      // A source turned from pull to push gets its first token here, shown this once.
      return { ...(await viewOf(saved.row)), pushToken: saved.pushToken };
    },
  );

  app.delete(
    '/:id',
    { config: { access: 'data.edit' }, schema: { params: paramsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404), 409: dataSourceInUseProblemSchema } } },
    async (request, reply) => {
      const row = await sourceOr404(request, request.params.id);
      const layouts = await layoutsUsing(app.db, row.id);
      if (layouts.length > 0) throw conflict(dataSourceMessages.inUse, { layouts });
      if (!(await app.audited((db) => deleteDataSource(db, row.id)))) throw notFound();
      // Players polling it hear that it is gone (and every process drops what it kept of it).
      await app.dataValuesChanged([row.id]);
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/token',
    {
      config: { access: 'data.edit', noStore: true },
      schema: { params: paramsSchema, response: { 200: pushTokenSchema, ...problemResponses(401, 403, 404, 409) } },
    },
    async (request) => {
      const row = await sourceOr404(request, request.params.id);
      if (row.kind !== 'push') throw conflict(dataSourceMessages.notPush);
      const pushToken = await app.audited(async (db) => {
        const token = await renewPushToken(db, row.id, app.now());
        // The token's hash is not an audited column (it would only say "hidden"): the renewal is recorded by name.
        await writeAuditEvent(db, actorOf(request), { entityType: 'dataSource', entityId: row.id, clientId: row.clientId, action: 'renewToken' });
        return token;
      });
      return { pushToken };
    },
  );

  // The push token is checked before the body (a preValidation hook): a caller without the
  // source's token learns nothing, not even what a valid body looks like; it is answered 401.
  const pushers = new WeakMap<object, DataSourceRow>();
  app.put(
    '/:id/values',
    {
      // No session: the source's own push token (checked below) is the caller's credential.
      config: { access: 'public' },
      schema: { params: paramsSchema, body: dataValuesRequestSchema, response: { 204: noContentSchema, ...problemResponses(400, 401, 429) } },
      preValidation: async (request) => {
        const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
        const { id } = request.params as { id?: unknown };
        const row = token !== undefined && typeof id === 'string' && isUuid(id) ? await sourceForPush(app.db, id, token) : null;
        if (!row) throw unauthorized(dataSourceMessages.tokenInvalid);
        pushers.set(request, row);
      },
    },
    async (request, reply) => {
      const row = pushers.get(request);
      if (!row) throw unauthorized(dataSourceMessages.tokenInvalid);
      // Counted in the database, so every API process counts together; a fixed one-second window.
      const now = app.now();
      const count = await countInWindow(app.db, 'data-source-push', row.id, 1000, now);
      if (count.attempts > DATA_PUSH_PER_SECOND) throw tooManyRequests(1);
      const errors = valueErrors(row.fields, request.body.values);
      if (Object.keys(errors).length > 0) throw validationProblem(errors);
      await storeValues(app.db, row.id, request.body.values, now);
      await app.dataValuesChanged([row.id]);
      return reply.code(204).send();
    },
  );
};

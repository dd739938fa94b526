import * as z from 'zod';
import { noContentSchema } from '../../contract/http.ts';
import { pageSchema, pagingQuerySchema } from '../../contract/paging.ts';
import {
  createdWebhookEndpointSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointRequestSchema,
  webhookEndpointSchema,
  webhookMessages,
} from '../../contract/webhooks.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { conflict, notFound, validationProblem } from '../http/http-problem.ts';
import { isUuid } from '../services/sql-rows.ts';
import { checkWebhookAddress } from '../services/webhooks/webhook-address.ts';
import {
  createEndpoint,
  deleteEndpoint,
  endpointView,
  findDelivery,
  findEndpoint,
  listDeliveries,
  listEndpoints,
  updateEndpoint,
} from '../services/webhooks/webhooks.ts';
import { problemResponses } from './problem-responses.ts';

const endpointParamsSchema = z.object({ id: z.string() });
const deliveryParamsSchema = z.object({ id: z.string(), deliveryId: z.string() });
const queuedSchema = z.object({ deliveryId: z.uuid() });

/** /api/webhooks (docs/integrations.md): signed webhook endpoints and their delivery log, Admin only. */
export const webhookRoutes: ZodRoutes = async (app) => {
  /** Refuses an address that does not resolve, or resolves to a private range (unless allowed). */
  async function checkAddress(url: string): Promise<void> {
    const verdict = await checkWebhookAddress(url, { allowPrivate: app.config.webhookAllowPrivate });
    if (verdict.ok) return;
    const message = verdict.reason === 'private' ? webhookMessages.urlPrivate : verdict.reason === 'unresolved' ? webhookMessages.urlUnresolved : webhookMessages.urlInvalid;
    throw validationProblem({ url: [message] });
  }

  async function endpointOr404(id: string) {
    const endpoint = isUuid(id) ? await findEndpoint(app.db, id) : null;
    if (!endpoint) throw notFound();
    return endpoint;
  }

  app.get(
    '/',
    { config: { access: 'settings.edit' }, schema: { response: { 200: webhookEndpointListSchema, ...problemResponses(401, 403) } } },
    async () => listEndpoints(app.db),
  );

  app.post(
    '/',
    {
      config: { access: 'settings.edit', noStore: true },
      schema: { body: webhookEndpointRequestSchema, response: { 201: createdWebhookEndpointSchema, ...problemResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      await checkAddress(request.body.url);
      const key = await app.secretKey();
      // In a transaction that names the admin, so the audit record says who.
      const { endpoint, secret } = await app.audited((db) => createEndpoint(db, key, request.body, app.now()));
      return reply.code(201).send({ ...endpoint, secret });
    },
  );

  app.get(
    '/:id',
    { config: { access: 'settings.edit' }, schema: { params: endpointParamsSchema, response: { 200: webhookEndpointSchema, ...problemResponses(401, 403, 404) } } },
    async (request) => endpointView(await endpointOr404(request.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { access: 'settings.edit' },
      schema: {
        params: endpointParamsSchema,
        body: webhookEndpointRequestSchema,
        response: { 200: webhookEndpointSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await endpointOr404(request.params.id);
      await checkAddress(request.body.url);
      const updated = await app.audited((db) => updateEndpoint(db, request.params.id, request.body, app.now()));
      if (!updated) throw notFound();
      return updated;
    },
  );

  app.delete(
    '/:id',
    { config: { access: 'settings.edit' }, schema: { params: endpointParamsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404) } } },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await app.audited((db) => deleteEndpoint(db, id)))) throw notFound();
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id/deliveries',
    {
      config: { access: 'settings.edit' },
      schema: {
        params: endpointParamsSchema,
        querystring: pagingQuerySchema,
        response: { 200: pageSchema(webhookDeliverySchema), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const endpoint = await endpointOr404(request.params.id);
      return listDeliveries(app.db, endpoint.id, request.query);
    },
  );

  app.post(
    '/:id/deliveries/:deliveryId/resend',
    {
      config: { access: 'settings.edit' },
      schema: { params: deliveryParamsSchema, response: { 202: queuedSchema, ...problemResponses(401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const delivery = isUuid(id) && isUuid(deliveryId) ? await findDelivery(app.db, id, deliveryId) : null;
      if (!delivery) throw notFound();
      if (delivery.state === 'pending') throw conflict('This delivery is still being tried.');
      await app.webhooks.resend(delivery.id);
      return reply.code(202).send({ deliveryId: delivery.id });
    },
  );

  app.post(
    '/:id/test',
    { config: { access: 'settings.edit' }, schema: { params: endpointParamsSchema, response: { 202: queuedSchema, ...problemResponses(401, 403, 404) } } },
    async (request, reply) => {
      const endpoint = await endpointOr404(request.params.id);
      return reply.code(202).send({ deliveryId: await app.webhooks.sendTest(endpoint.id) });
    },
  );
};

import * as z from 'zod';
import {
  createExternalApiRequestSchema,
  createExternalApiResponseSchema,
  externalApiIdentityListSchema,
  refreshExternalApiSecretResponseSchema,
} from '../../contract/externalApi.ts';
import { noContentSchema } from '../../contract/http.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import {
  createExternalApiIdentity,
  deleteExternalApiIdentity,
  listExternalApiIdentities,
  refreshExternalApiSecret,
} from '../services/identities/external-api.ts';
import { notFound } from '../http/http-problem.ts';
import { isUuid } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const externalApiParamsSchema = z.object({ id: z.string() });

/** /api/identities/external-api (docs/product.md#api-calls, Identities): API keys, Admin only (docs/decisions.md#who-may-do-what). */
export const externalApiRoutes: ZodRoutes = async (app) => {
  app.post(
    '/',
    {
      config: { access: 'people.edit', noStore: true },
      schema: {
        body: createExternalApiRequestSchema,
        response: { 201: createExternalApiResponseSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.audited((db) => createExternalApiIdentity(db, request.body.name, app.now()))),
  );

  app.get(
    '/',
    {
      config: { access: 'people.read' },
      schema: { response: { 200: externalApiIdentityListSchema, ...problemResponses(401, 403) } },
    },
    async () => listExternalApiIdentities(app.db),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'people.edit' },
      schema: { params: externalApiParamsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await app.audited((db) => deleteExternalApiIdentity(db, id)))) throw notFound();
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/refresh-secret',
    {
      config: { access: 'people.edit', noStore: true },
      schema: {
        params: externalApiParamsSchema,
        response: { 200: refreshExternalApiSecretResponseSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const accessSecret = isUuid(id) ? await app.audited((db) => refreshExternalApiSecret(db, id, app.now())) : null;
      if (accessSecret === null) throw notFound();
      return { accessSecret };
    },
  );
};

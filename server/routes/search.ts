import { searchQuerySchema, searchResultListSchema } from '../../contract/search.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { scopeFor } from '../access/scope.ts';
import { search } from '../services/search.ts';
import { problemResponses } from './problem-responses.ts';

/** GET /api/search?query=term (docs/decisions.md#lists): clients and venues the identity may see. */
export const searchRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'clients.read', externalApiRead: true },
      schema: {
        querystring: searchQuerySchema,
        response: { 200: searchResultListSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => search(app.db, scopeFor(request.identity), request.query.query, request.query.type),
  );
};

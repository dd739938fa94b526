import * as z from 'zod';
import { noContentSchema } from '../../contract/http.ts';
import {
  createThemeResponseSchema,
  themeListSchema,
  themeRequestSchema,
  themeSchema,
} from '../../contract/themes.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound } from '../http/http-problem.ts';
import { isUuid } from '../services/sql-rows.ts';
import { createTheme, deleteTheme, listThemes, renameTheme } from '../services/branding/themes.ts';
import { problemResponses } from './problem-responses.ts';

const themeParamsSchema = z.object({ themeId: z.string() });

/**
 * /api/theme (docs/product.md#api-calls, Themes): admin-only global reference data (docs/decisions.md#who-may-do-what). The list is sorted by
 * name ignoring case, the same on both engines whatever their collation.
 */
export const themeRoutes: ZodRoutes = async (app) => {
  app.post(
    '/',
    {
      config: { access: 'content.edit' },
      schema: { body: themeRequestSchema, response: { 201: createThemeResponseSchema, ...problemResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      return reply.code(201).send(await createTheme(app.db, request.body.name));
    },
  );

  app.get(
    '/',
    { config: { access: 'content.read' }, schema: { response: { 200: themeListSchema, ...problemResponses(401, 403) } } },
    async () => listThemes(app.db),
  );

  app.put(
    '/:themeId',
    {
      config: { access: 'content.edit' },
      schema: {
        params: themeParamsSchema,
        body: themeRequestSchema,
        response: { 200: themeSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { themeId } = request.params;
      if (!isUuid(themeId)) throw notFound();
      const theme = await renameTheme(app.db, themeId, request.body.name);
      if (!theme) throw notFound();
      return theme;
    },
  );

  app.delete(
    '/:themeId',
    {
      config: { access: 'content.edit' },
      schema: { params: themeParamsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      const { themeId } = request.params;
      if (!isUuid(themeId)) throw notFound();
      if (!(await deleteTheme(app.db, themeId))) throw notFound();
      return reply.code(204).send();
    },
  );
};

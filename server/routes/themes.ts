import { asc, eq, sql } from 'drizzle-orm';
import * as z from 'zod';
import { noContentSchema } from '../../contract/http.ts';
import {
  createThemeResponseSchema,
  themeListSchema,
  themeRequestSchema,
  themeSchema,
  type Theme,
} from '../../contract/themes.ts';
import { themes } from '../db/schema.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound } from '../http/http-problem.ts';
import { isUuid } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const themeParamsSchema = z.object({ themeId: z.string() });

const themeColumns = { id: themes.id, name: themes.name, updatedUtc: themes.updatedUtc };

function toTheme(row: { id: string; name: string; updatedUtc: Date }): Theme {
  return { id: row.id, name: row.name, updatedUtc: row.updatedUtc.toISOString() };
}

/**
 * /api/theme (SPEC §7 Themes): admin-only global reference data (DESIGN §5). The list is sorted by
 * name ignoring case, the same on both engines whatever their collation.
 */
export const themeRoutes: ZodRoutes = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { body: themeRequestSchema, response: { 201: createThemeResponseSchema, ...problemResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const [row] = await app.db.transaction((tx) =>
        tx.insert(themes).values({ name: request.body.name }).returning({ id: themes.id }));
      if (!row) throw new Error('Insert into themes returned no row.');
      return reply.code(201).send(row);
    },
  );

  app.get(
    '/',
    { onRequest: app.requireAdmin, schema: { response: { 200: themeListSchema, ...problemResponses(401, 403) } } },
    async () => {
      const rows = await app.db
        .select(themeColumns)
        .from(themes)
        .orderBy(sql`lower(${themes.name})`, asc(themes.name), asc(themes.id));
      return rows.map(toTheme);
    },
  );

  app.put(
    '/:themeId',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: themeParamsSchema,
        body: themeRequestSchema,
        response: { 200: themeSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { themeId } = request.params;
      if (!isUuid(themeId)) throw notFound();
      const [row] = await app.db.transaction((tx) =>
        tx
          .update(themes)
          .set({ name: request.body.name, updatedUtc: sql`now()` })
          .where(eq(themes.id, themeId))
          .returning(themeColumns));
      if (!row) throw notFound();
      return toTheme(row);
    },
  );

  app.delete(
    '/:themeId',
    {
      onRequest: app.requireAdmin,
      schema: { params: themeParamsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      const { themeId } = request.params;
      if (!isUuid(themeId)) throw notFound();
      // Assets of the theme keep working: the foreign key sets their theme_id to null.
      const deleted = await app.db.transaction((tx) =>
        tx.delete(themes).where(eq(themes.id, themeId)).returning({ id: themes.id }));
      if (deleted.length === 0) throw notFound();
      return reply.code(204).send();
    },
  );
};

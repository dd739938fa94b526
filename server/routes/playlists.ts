import * as z from 'zod';
import { noContentSchema } from '../../contract/http.ts';
import { pagingQuerySchema } from '../../contract/paging.ts';
import { playlistListSchema, playlistRequestSchema, playlistSchema, scheduleMessages, type PlaylistRequest } from '../../contract/schedules.ts';
import type { Db } from '../db/database.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { conflict, notFound, validationProblem } from '../http/http-problem.ts';
import { existingLayouts } from '../services/schedules/schedule-references.ts';
import { countPlaylists, deletePlaylist, insertPlaylist, playlistInUse, selectPlaylists, updatePlaylist } from '../services/schedules/playlists.ts';
import { playlistAudience } from '../device/services/schedule-change-audience.ts';
import { isUuid } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const paramsSchema = z.object({ playlistId: z.string() });

/** 400 on each item whose asset is not a layout. */
async function checkItems(db: Db, request: PlaylistRequest) {
  const layouts = await existingLayouts(db, request.items.map((item) => item.assetId));
  const errors: Record<string, string[]> = {};
  request.items.forEach((item, index) => {
    if (!layouts.has(item.assetId)) errors[`items.${index}.assetId`] = [scheduleMessages.assetUnknown];
  });
  if (Object.keys(errors).length > 0) throw validationProblem(errors);
}

/** /api/playlists (docs/scheduling.md#model): admins only, like assets; the list is paged (`?offset=&limit=`, 10 by default). */
export const playlistRoutes: ZodRoutes = async (app) => {
  // Playlists are content, like assets: read by those who read content, changed by those who make it.
  const read = { config: { access: 'content.read' } } as const;
  const edit = { config: { access: 'content.edit' } } as const;

  app.get(
    '/',
    { ...read, schema: { querystring: pagingQuerySchema, response: { 200: playlistListSchema, ...problemResponses(400, 401, 403) } } },
    async (request) => {
      const [items, total] = await Promise.all([selectPlaylists(app.db, null, request.query), countPlaylists(app.db)]);
      return { items, total };
    },
  );

  app.post(
    '/',
    { ...edit, schema: { body: playlistRequestSchema, response: { 201: playlistSchema, ...problemResponses(400, 401, 403) } } },
    async (request, reply) => {
      await checkItems(app.db, request.body);
      const id = await insertPlaylist(app.db, request.body);
      const [playlist] = await selectPlaylists(app.db, id);
      return reply.code(201).send(playlist!);
    },
  );

  app.get(
    '/:playlistId',
    { ...read, schema: { params: paramsSchema, response: { 200: playlistSchema, ...problemResponses(401, 403, 404) } } },
    async (request) => {
      if (!isUuid(request.params.playlistId)) throw notFound();
      const [playlist] = await selectPlaylists(app.db, request.params.playlistId);
      if (!playlist) throw notFound();
      return playlist;
    },
  );

  app.put(
    '/:playlistId',
    {
      ...edit,
      schema: { params: paramsSchema, body: playlistRequestSchema, response: { 200: playlistSchema, ...problemResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { playlistId } = request.params;
      if (!isUuid(playlistId)) throw notFound();
      await checkItems(app.db, request.body);
      const updated = await updatePlaylist(app.db, playlistId, request.body);
      if (!updated) throw notFound();
      await app.scheduleChanged(await playlistAudience(app.db, playlistId));
      const [playlist] = await selectPlaylists(app.db, playlistId);
      return playlist!;
    },
  );

  app.delete(
    '/:playlistId',
    { ...edit, schema: { params: paramsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404, 409) } } },
    async (request, reply) => {
      const { playlistId } = request.params;
      if (!isUuid(playlistId)) throw notFound();
      if (await playlistInUse(app.db, playlistId)) throw conflict(scheduleMessages.playlistInUse);
      // In a transaction that names the admin, so the audit record says who.
      if (!(await app.audited((db) => deletePlaylist(db, playlistId)))) throw notFound();
      return reply.code(204).send();
    },
  );
};

import { sql } from 'drizzle-orm';
import * as z from 'zod';
import { noContentSchema } from '../../contract/http.ts';
import { pagingQuerySchema, type PagingQuery } from '../../contract/paging.ts';
import { playlistListSchema, playlistRequestSchema, playlistSchema, scheduleMessages, type Playlist, type PlaylistRequest } from '../../contract/schedules.ts';
import type { Db } from '../db/database.ts';
import { playlistItems, playlists } from '../db/schema.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { conflict, notFound, validationProblem } from '../http/http-problem.ts';
import { existingLayouts } from '../services/schedule-references.ts';
import { playlistAudience } from '../services/schedule-change-audience.ts';
import { isUuid, queryRows } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const paramsSchema = z.object({ playlistId: z.string() });

/** One page (or one playlist, by id) in name order; the list is paged like every growing list (DESIGN §5). */
async function selectPlaylists(db: Db, playlistId: string | null, paging: PagingQuery = { offset: 0, limit: 1 }): Promise<Playlist[]> {
  const rows = await queryRows<{ id: string; name: string; updated_utc: string | Date; items: Playlist['items'] | null }>(
    db,
    sql`select p.id, p.name, p.updated_utc,
          (select jsonb_agg(jsonb_build_object('assetId', i.asset_id, 'assetName', a.name, 'durationSeconds', i.duration_seconds) order by i.position)
             from playlist_items i join assets a on a.id = i.asset_id where i.playlist_id = p.id) as items
        from playlists p
        where ${playlistId === null ? sql`true` : sql`p.id = ${playlistId}::uuid`}
        order by lower(p.name), p.id
        limit ${paging.limit} offset ${paging.offset}`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, items: row.items ?? [], updatedUtc: new Date(row.updated_utc).toISOString() }));
}

async function countPlaylists(db: Db): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(db, sql`select count(*) as total from playlists`);
  return Number(row?.total ?? 0);
}

/** 400 on each item whose asset is not a layout. */
async function checkItems(db: Db, request: PlaylistRequest) {
  const layouts = await existingLayouts(db, request.items.map((item) => item.assetId));
  const errors: Record<string, string[]> = {};
  request.items.forEach((item, index) => {
    if (!layouts.has(item.assetId)) errors[`items.${index}.assetId`] = [scheduleMessages.assetUnknown];
  });
  if (Object.keys(errors).length > 0) throw validationProblem(errors);
}

/** /api/playlists (DESIGN §11): admins only, like assets; the list is paged (`?offset=&limit=`, 10 by default). */
export const playlistRoutes: ZodRoutes = async (app) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/',
    { ...admin, schema: { querystring: pagingQuerySchema, response: { 200: playlistListSchema, ...problemResponses(400, 401, 403) } } },
    async (request) => {
      const [items, total] = await Promise.all([selectPlaylists(app.db, null, request.query), countPlaylists(app.db)]);
      return { items, total };
    },
  );

  app.post(
    '/',
    { ...admin, schema: { body: playlistRequestSchema, response: { 201: playlistSchema, ...problemResponses(400, 401, 403) } } },
    async (request, reply) => {
      await checkItems(app.db, request.body);
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx.insert(playlists).values({ name: request.body.name }).returning({ id: playlists.id });
        if (!row) throw new Error('Insert into playlists returned no row.');
        await tx.insert(playlistItems).values(request.body.items.map((item, position) => ({ playlistId: row.id, position, ...item })));
        return row.id;
      });
      const [playlist] = await selectPlaylists(app.db, id);
      return reply.code(201).send(playlist!);
    },
  );

  app.get(
    '/:playlistId',
    { ...admin, schema: { params: paramsSchema, response: { 200: playlistSchema, ...problemResponses(401, 403, 404) } } },
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
      ...admin,
      schema: { params: paramsSchema, body: playlistRequestSchema, response: { 200: playlistSchema, ...problemResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { playlistId } = request.params;
      if (!isUuid(playlistId)) throw notFound();
      await checkItems(app.db, request.body);
      const updated = await app.db.transaction(async (tx) => {
        const rows = await tx
          .update(playlists)
          .set({ name: request.body.name, updatedUtc: sql`now()` })
          .where(sql`${playlists.id} = ${playlistId}::uuid`)
          .returning({ id: playlists.id });
        if (rows.length === 0) return false;
        await tx.delete(playlistItems).where(sql`${playlistItems.playlistId} = ${playlistId}::uuid`);
        await tx.insert(playlistItems).values(request.body.items.map((item, position) => ({ playlistId, position, ...item })));
        return true;
      });
      if (!updated) throw notFound();
      await app.scheduleChanged(await playlistAudience(app.db, playlistId));
      const [playlist] = await selectPlaylists(app.db, playlistId);
      return playlist!;
    },
  );

  app.delete(
    '/:playlistId',
    { ...admin, schema: { params: paramsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404, 409) } } },
    async (request, reply) => {
      const { playlistId } = request.params;
      if (!isUuid(playlistId)) throw notFound();
      const [use] = await queryRows<{ used: boolean }>(
        app.db,
        sql`select exists (select 1 from schedule_entries where playlist_id = ${playlistId}::uuid)
            or exists (select 1 from takeovers where playlist_id = ${playlistId}::uuid) as used`,
      );
      if (use?.used) throw conflict(scheduleMessages.playlistInUse);
      const deleted = await app.audited((db) => db.delete(playlists).where(sql`${playlists.id} = ${playlistId}::uuid`).returning({ id: playlists.id }));
      if (deleted.length === 0) throw notFound();
      return reply.code(204).send();
    },
  );
};

import * as z from 'zod';
import { assetDeleteConflictSchema, assetListSchema, assetSaveRequestSchema, assetSchema } from '../../contract/assets.ts';
import { noContentSchema } from '../../contract/http.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { deleteAsset, duplicateAsset } from '../services/assets/asset-lifecycle.ts';
import { createGroupAsset, findAsset, listAssets, updateAsset } from '../services/assets/assets.ts';
import { notFound } from '../http/http-problem.ts';
import { layoutBannedTerms } from '../services/compliance/banned-terms.ts';
import { layoutAudience } from '../device/services/schedule-change-audience.ts';
import { eitherAudience } from '../device/services/wake-payload.ts';
import { isUuid } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const assetParamsSchema = z.object({ assetId: z.string() });

/**
 * /api/asset (docs/product.md#api-calls, Assets): layouts are admin-only global resources (docs/decisions.md#who-may-do-what). Create and
 * update answer the saved asset, so the editor can show what was stored (its id included).
 */
export const assetRoutes: ZodRoutes = async (app) => {
  // A layout answers the banned terms where it is scheduled and those its text contains: the
  // editor warns of them, and a save carries them, never refused (docs/compliance.md#banned-terms).
  const savedAsset = async (assetId: string) => {
    const asset = await findAsset(app.db, assetId);
    if (!asset) throw notFound();
    if (asset.type !== 'GROUP' && asset.type !== 'DISPLAY') return asset;
    return { ...asset, ...(await layoutBannedTerms(app.db, assetId, app.now())) };
  };

  app.post(
    '/',
    {
      config: { access: 'content.edit' },
      schema: { body: assetSaveRequestSchema, response: { 201: assetSchema, ...problemResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const assetId = await createGroupAsset(app.db, request.body);
      // Nothing shows a new layout yet, unless it is responsible-gambling: the slots may take it.
      await app.scheduleChanged(await layoutAudience(app.db, [assetId]));
      return reply.code(201).send(await savedAsset(assetId));
    },
  );

  app.get(
    '/',
    { config: { access: 'content.read' }, schema: { response: { 200: assetListSchema, ...problemResponses(401, 403) } } },
    async () => listAssets(app.db),
  );

  app.get(
    '/:assetId',
    {
      config: { access: 'content.read' },
      schema: { params: assetParamsSchema, response: { 200: assetSchema, ...problemResponses(401, 403, 404) } },
    },
    async (request) => {
      if (!isUuid(request.params.assetId)) throw notFound();
      return savedAsset(request.params.assetId);
    },
  );

  app.put(
    '/:assetId',
    {
      config: { access: 'content.edit' },
      schema: {
        params: assetParamsSchema,
        body: assetSaveRequestSchema,
        response: { 200: assetSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { assetId } = request.params;
      if (!isUuid(assetId)) throw notFound();
      // Every player whose week carries the layout (or a layout that places it) reads it again now,
      // as it was and as it is: one that stops being responsible-gambling leaves the slots.
      const before = await layoutAudience(app.db, [assetId]);
      await updateAsset(app.db, assetId, request.body);
      await app.scheduleChanged(eitherAudience(before, await layoutAudience(app.db, [assetId])));
      return savedAsset(assetId);
    },
  );

  // Delete (refused with 409 and where it is used while anything uses it) and duplicate.
  app.delete(
    '/:assetId',
    {
      config: { access: 'content.edit' },
      schema: { params: assetParamsSchema, response: { 204: noContentSchema, ...problemResponses(401, 403, 404), 409: assetDeleteConflictSchema } },
    },
    async (request, reply) => {
      if (!isUuid(request.params.assetId)) throw notFound();
      // Nothing the players are told of uses it (else 409), but a responsible-gambling layout may fill the slots.
      const audience = await layoutAudience(app.db, [request.params.assetId]);
      await deleteAsset(app.db, request.params.assetId);
      await app.scheduleChanged(audience);
      return reply.code(204).send();
    },
  );

  app.post(
    '/:assetId/duplicate',
    {
      config: { access: 'content.edit' },
      schema: { params: assetParamsSchema, response: { 201: assetSchema, ...problemResponses(401, 403, 404, 409) } },
    },
    async (request, reply) => {
      if (!isUuid(request.params.assetId)) throw notFound();
      const copyId = await duplicateAsset(app.db, request.params.assetId);
      // A copy of a responsible-gambling layout is the newest one: the slots may take it.
      await app.scheduleChanged(await layoutAudience(app.db, [copyId]));
      return reply.code(201).send(await savedAsset(copyId));
    },
  );
};

import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { violationProblemSchema } from '../../contract/complianceRules.ts';
import { assetSchema, displayAssetSaveRequestSchema, displayAssetSchema } from '../../contract/assets.ts';
import { refuseDisplayLayout } from '../services/compliance/compliance-violations.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { findAsset } from '../services/assets/assets.ts';
import { displayAssetOf, findControllerDisplay, findVisibleDisplay, saveDisplayAsset } from '../services/assets/display-assets.ts';
import { notFound } from '../http/http-problem.ts';
import { layoutAudience } from '../device/services/schedule-change-audience.ts';
import { scopeFor } from '../access/scope.ts';
import { isUuid } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const displayParamsSchema = z.object({ displayId: z.string() });

/** The controller of a device token, when the device-auth plugin is registered and one came. */
const deviceOf = (request: FastifyRequest) => request.graphicsController ?? null;

/**
 * /api/asset/display/{displayId}: a display's layout (docs/permissions.md). Those who read content
 * read it and those who set schedules save it; a graphics controller's device reads the layouts of
 * its own displays. A display out of the caller's scope is 404.
 */
export const displayAssetRoutes: ZodRoutes = async (app) => {
  /** The display the caller may see, else 404 (the access hook already turned away who may not call). */
  const displayFor = async (request: FastifyRequest, displayId: string) => {
    if (!isUuid(displayId)) throw notFound();
    const device = request.identity === null ? deviceOf(request) : null;
    const display = device
      ? await findControllerDisplay(app.db, device.id, displayId)
      : await findVisibleDisplay(app.db, scopeFor(request.identity), displayId);
    if (!display) throw notFound();
    return display;
  };

  app.get(
    '/display/:displayId',
    {
      config: { access: ['device', 'content.read'] },
      schema: { params: displayParamsSchema, response: { 200: displayAssetSchema, ...problemResponses(401, 403, 404) } },
    },
    async (request) => displayAssetOf(app.db, await displayFor(request, request.params.displayId)),
  );

  app.put(
    '/display/:displayId',
    {
      config: { access: 'schedules.edit' },
      schema: {
        params: displayParamsSchema,
        body: displayAssetSaveRequestSchema,
        response: { 200: assetSchema, ...problemResponses(400, 401, 403, 404), 409: violationProblemSchema },
      },
    },
    async (request) => {
      const display = await displayFor(request, request.params.displayId);
      const current = display.assetId === null ? null : await findAsset(app.db, display.assetId);
      await refuseDisplayLayout(app.db, display.id, request.body.category ?? current?.category ?? 'general', request.body.placements.map((placement) => placement.assetId).filter(isUuid));
      const assetId = await saveDisplayAsset(app.db, display.id, request.body);
      // The display's day carries its own layout, and so may others' (scheduled, or placed in a
      // layout): players waiting on those clients' days hear it at once (each API process keeps a
      // day's version until a change for its client is heard).
      await app.scheduleChanged(await layoutAudience(app.db, [assetId]));
      const asset = await findAsset(app.db, assetId);
      if (!asset) throw notFound();
      return asset;
    },
  );
};

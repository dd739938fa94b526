import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import { violationProblemSchema } from '../../contract/compliance.ts';
import { assetSchema, displayAssetSaveRequestSchema, displayAssetSchema } from '../../contract/assets.ts';
import { refuseDisplayLayout } from '../services/compliance-violations.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { findAsset } from '../services/assets.ts';
import { displayAssetOf, findControllerDisplay, findVisibleDisplay, saveDisplayAsset } from '../services/display-assets.ts';
import { forbidden, notFound, unauthorized } from '../http/http-problem.ts';
import { layoutAudience } from '../services/schedule-change-audience.ts';
import { isAdmin, scopeFor } from '../services/scope.ts';
import { isUuid } from '../services/sql-rows.ts';
import { problemResponses } from './problem-responses.ts';

const displayParamsSchema = z.object({ displayId: z.string() });

/** The controller of a device token, when the device-auth plugin is registered and one came. */
const deviceOf = (request: FastifyRequest) => request.graphicsController ?? null;

/**
 * /api/asset/display/{displayId} (SPEC §7 Assets; DESIGN §5): a display's layout. An Admin reads and
 * saves it; a graphics controller's device reads the layouts of its own displays. For a portal user
 * the display's visibility comes first (another tenant's display is 404), then the Admin check (403).
 */
export const displayAssetRoutes: ZodRoutes = async (app) => {
  const requireReader = async (request: FastifyRequest) => {
    if (request.identity === null && deviceOf(request) === null) throw unauthorized();
  };

  /** The display the caller may see, else 404; a non-Admin portal user who may see it gets 403. */
  const displayFor = async (request: FastifyRequest, displayId: string) => {
    if (!isUuid(displayId)) throw notFound();
    const device = request.identity === null ? deviceOf(request) : null;
    const display = device
      ? await findControllerDisplay(app.db, device.id, displayId)
      : await findVisibleDisplay(app.db, scopeFor(request.identity), displayId);
    if (!display) throw notFound();
    if (!device && !isAdmin(request.identity)) throw forbidden();
    return display;
  };

  app.get(
    '/display/:displayId',
    {
      onRequest: requireReader,
      schema: { params: displayParamsSchema, response: { 200: displayAssetSchema, ...problemResponses(401, 403, 404) } },
    },
    async (request) => displayAssetOf(app.db, await displayFor(request, request.params.displayId)),
  );

  app.put(
    '/display/:displayId',
    {
      onRequest: app.requireIdentity,
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

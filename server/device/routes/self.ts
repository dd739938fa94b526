import { displayListSchema, reportDisplaysRequestSchema } from '../../../contract/displays.ts';
import { graphicsControllerSelfSchema } from '../../../contract/graphicsControllers.ts';
import type { ZodRoutes } from '../../plugins/zod.ts';
import { listControllerDisplays, removeDisplayScreenshots, replaceDisplays } from '../../services/displays/displays.ts';
import { findSelf } from '../../services/displays/graphics-controllers.ts';
import { sightingCutoffs } from '../../services/displays/sightings.ts';
import { unauthorized } from '../../http/http-problem.ts';
import { problemResponses } from '../../routes/problem-responses.ts';
import { deviceOf } from './device-of.ts';

/**
 * /api/graphicscontroller/self (docs/device-protocol.md, docs/decisions.md#generation-one): the
 * device reads itself (linked or not, its venue, its displays) with every heartbeat, and reports its
 * displays after linking and whenever a window's size changes. The static `self` segment wins over
 * the portal's `:graphicsControllerId` (server/routes/graphics-controllers.ts) in routing.
 */
export const deviceSelfRoutes: ZodRoutes = async (app) => {
  const cutoffs = () => sightingCutoffs(app.now(), app.config);

  app.get(
    '/self',
    {
      config: { access: 'device' },
      schema: { response: { 200: graphicsControllerSelfSchema, ...problemResponses(401) } },
    },
    async (request) => {
      const device = deviceOf(request);
      const self = await findSelf(app.db, device.id, cutoffs());
      // Unlinked between the token check and now: the token is gone.
      if (!self) throw unauthorized();
      return { ...self, heartbeatSeconds: app.config.heartbeatSeconds };
    },
  );

  app.put(
    '/self/displays',
    {
      config: { access: 'device' },
      schema: {
        body: reportDisplaysRequestSchema,
        response: { 200: displayListSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => {
      const device = deviceOf(request);
      const deletedIds = await replaceDisplays(app.db, device.id, request.body.displays, app.now());
      await removeDisplayScreenshots(app.removeStored, device.venueId, deletedIds);
      const listed = await listControllerDisplays(app.db, device.id, cutoffs());
      // A new size re-sizes every layout of the display's day; a display gone answers 404.
      await app.displaysChanged([...deletedIds, ...listed.map((display) => display.id)]);
      return listed;
    },
  );
};

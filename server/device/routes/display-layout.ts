import * as z from 'zod';
import { layoutTreeSchema } from '../../../contract/layout/tree.ts';
import type { ZodRoutes } from '../../plugins/zod.ts';
import { findControllerDisplay } from '../../services/assets/display-assets.ts';
import { displayLayoutTree, layoutEtag } from '../../services/assets/layout-tree.ts';
import { isUuid } from '../../services/sql-rows.ts';
import { notFound } from '../../http/http-problem.ts';
import { problemResponses } from '../../routes/problem-responses.ts';
import { deviceOf } from './device-of.ts';

const ownDisplayParamsSchema = z.object({ displayId: z.string() });

/** GET /api/graphicscontroller/self/displays/{displayId}/layout (docs/device-protocol.md). */
export const deviceLayoutRoutes: ZodRoutes = async (app) => {
  /**
   * What one of the device's own displays draws, as one tree (contract/layout/tree.ts). Answered
   * with an ETag: a player polling with If-None-Match gets 304 and no body until something changes.
   * Another device's display, or one that is gone, is 404.
   */
  app.get(
    '/self/displays/:displayId/layout',
    {
      config: { access: 'device' },
      schema: { params: ownDisplayParamsSchema, response: { 200: layoutTreeSchema, 304: z.undefined(), ...problemResponses(401, 404) } },
    },
    async (request, reply) => {
      const device = deviceOf(request);
      const { displayId } = request.params;
      const display = isUuid(displayId) ? await findControllerDisplay(app.db, device.id, displayId) : null;
      if (!display) throw notFound();
      const tree = await displayLayoutTree(app.db, display);
      const etag = layoutEtag(tree);
      // Revalidate on every poll; never serve a stored copy without asking.
      reply.header('cache-control', 'no-cache').header('etag', etag);
      const known = request.headers['if-none-match'];
      if (known !== undefined && known.split(',').some((tag) => tag.trim() === etag)) {
        return reply.code(304).send(undefined);
      }
      return tree;
    },
  );
};

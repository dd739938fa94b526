import * as z from 'zod';
import { graphicsControllerCodeCheckResponseSchema } from '../../contract/graphicsControllers.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { checkCode } from '../services/displays/graphics-controllers.ts';
import { notFound } from '../http/http-problem.ts';
import { scopeFor } from '../access/scope.ts';
import { problemResponses } from './problem-responses.ts';

/**
 * GET /api/graphicscontrollerauthcode/check/{code} (portal, docs/device-protocol.md#pairing): the
 * controller of a live code, else 404. The device's own call under this prefix, asking for a code,
 * is server/device/routes/pairing.ts.
 */
export const graphicsControllerAuthCodeRoutes: ZodRoutes = async (app) => {
  app.get(
    '/check/:code',
    {
      config: { access: 'fleet.edit' },
      // Codes are short: guessing them is limited per identity and per IP.
      onRequest: [app.limitControllerCodeGuesses],
      schema: {
        params: z.object({ code: z.string() }),
        response: { 200: graphicsControllerCodeCheckResponseSchema, ...problemResponses(401, 404, 429) },
      },
    },
    async (request) => {
      // Any code that cannot link (wrong length, unknown, used, expired, linked) is one answer, so
      // the browser shows "Invalid graphics controller code".
      if (scopeFor(request.identity).kind === 'none') throw notFound();
      const graphicsControllerId = await checkCode(app.db, request.params.code, app.now());
      if (graphicsControllerId === null) throw notFound();
      return { graphicsControllerId };
    },
  );
};

import * as z from 'zod';
import {
  graphicsControllerAuthCodeResponseSchema,
  graphicsControllerCodeCheckResponseSchema,
} from '../../contract/graphicsControllers.ts';
import { bearerToken } from '../plugins/device-auth.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { checkCode, registerController, reissueCode } from '../services/displays/graphics-controllers.ts';
import { conflict, notFound, unauthorized } from '../http/http-problem.ts';
import { scopeFor } from '../access/scope.ts';
import { problemResponses } from './problem-responses.ts';

/** Title of the 409 when a linked controller asks for a code (unlink it in the portal first). */
export const CONTROLLER_ALREADY_LINKED_TITLE = 'GraphicsController is already linked.';

/**
 * /api/graphicscontrollerauthcode (docs/decisions.md#generation-one).
 * - POST / (device): anonymous, a new controller with its token and first code; with the token of
 *   an unlinked controller, a fresh code for it (the old one stops working). Limited per IP like
 *   the auth routes, since anyone may call it.
 * - GET /check/{code} (portal): the controller of a live code, else 404.
 */
export const graphicsControllerAuthCodeRoutes: ZodRoutes = async (app) => {
  app.post(
    '/',
    {
      config: { ...app.perIpAuthLimit, access: 'public' },
      schema: { response: { 201: graphicsControllerAuthCodeResponseSchema, ...problemResponses(401, 409, 429) } },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token === null) return reply.code(201).send(await registerController(app.db, app.now()));
      // A token that is not a device's (unlinked and deleted, or a session) is refused, not
      // ignored: the device should drop it and register afresh.
      const controller = request.graphicsController;
      if (controller === null) throw unauthorized();
      if (controller.venueId !== null) throw conflict(CONTROLLER_ALREADY_LINKED_TITLE);
      const { code, expiresUtc } = await reissueCode(app.db, controller.id, app.now());
      return reply.code(201).send({ graphicsControllerId: controller.id, token, code, expiresUtc });
    },
  );

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

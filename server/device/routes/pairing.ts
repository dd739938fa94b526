import { graphicsControllerAuthCodeResponseSchema } from '../../../contract/graphicsControllers.ts';
import { bearerToken } from '../../plugins/device-auth.ts';
import type { ZodRoutes } from '../../plugins/zod.ts';
import { registerController, reissueCode } from '../../services/displays/graphics-controllers.ts';
import { conflict, unauthorized } from '../../http/http-problem.ts';
import { problemResponses } from '../../routes/problem-responses.ts';

/** Title of the 409 when a linked controller asks for a code (unlink it in the portal first). */
export const CONTROLLER_ALREADY_LINKED_TITLE = 'GraphicsController is already linked.';

/**
 * POST /api/graphicscontrollerauthcode (docs/device-protocol.md#pairing): anonymous, a new controller
 * with its token and first code; with the token of an unlinked controller, a fresh code for it (the
 * old one stops working). Limited per IP like the auth routes, since anyone may call it. The portal's
 * check of a code is server/routes/graphics-controller-auth-codes.ts.
 */
export const devicePairingRoutes: ZodRoutes = async (app) => {
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
};

import { playUploadAnswerSchema, playUploadRequestSchema } from '../../../contract/fleet/plays.ts';
import type { ZodRoutes } from '../../plugins/zod.ts';
import { storePlays } from '../../services/fleet/plays.ts';
import { unauthorized } from '../../http/http-problem.ts';
import { problemResponses } from '../../routes/problem-responses.ts';

/**
 * POST /api/graphicscontroller/self/plays (proof of play): a batch of at most 500 plays
 * from the device's queue. Idempotent: a play sent again is a duplicate, stored once. A play of a
 * display that is not this device's is refused on its own (listed in `refused`), the rest stored:
 * the answer settles every play sent, so the player deletes them all from its queue.
 */
export const fleetPlayRoutes: ZodRoutes = async (app) => {
  app.post(
    '/self/plays',
    {
      config: { access: 'device' },
      schema: {
        body: playUploadRequestSchema,
        response: { 200: playUploadAnswerSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => {
      const device = request.graphicsController;
      if (device === null) throw unauthorized();
      return storePlays(app.db, device.id, request.body.plays, app.now());
    },
  );
};

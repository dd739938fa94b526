import { currentIdentitySchema } from '../../contract/identities.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { toCurrentIdentity } from '../services/identities.ts';
import { unauthorized } from '../services/http-problem.ts';
import { problemResponses } from './problem-responses.ts';

/** /api/identities (SPEC §7 Identities). For now only the current identity. */
export const identityRoutes: ZodRoutes = async (app) => {
  app.get(
    '/current',
    {
      onRequest: app.requireIdentity,
      schema: { response: { 200: currentIdentitySchema, ...problemResponses(401) } },
    },
    async (request) => {
      if (request.identity === null) throw unauthorized();
      return toCurrentIdentity(request.identity);
    },
  );
};

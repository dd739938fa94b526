import { noContentSchema } from '../../contract/http.ts';
import { sessionIdParamsSchema, sessionListSchema } from '../../contract/twoFactorSettings.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound, unauthorized } from '../http/http-problem.ts';
import { deleteSessionsOf, endSessionOf, listSessionsOf } from '../services/identities/sessions.ts';
import { describeUserAgent } from '../http/user-agent.ts';
import { problemResponses } from './problem-responses.ts';

/**
 * /api/auth/sessions: my sign-in sessions, and ending one or all the others. An ended
 * session is refused at once in every API process (sessions.ts announces it).
 */
export const authSessionRoutes: ZodRoutes = async (app) => {
  function mine(request: { identity: { id: string } | null; sessionTokenHash: string | null }) {
    if (request.identity === null || request.sessionTokenHash === null) throw unauthorized();
    return { identityId: request.identity.id, tokenHash: request.sessionTokenHash };
  }

  app.get(
    '/sessions',
    {
      // The three session routes serve an admin who must enrol in two-factor first (beforeTwoFactor):
      // they concern only the caller's own sessions, and ending one only takes access away (someone
      // who fears their password leaked should end the other sessions before anything else).
      config: { access: 'account', noStore: true, beforeTwoFactor: true },
      schema: { response: { 200: sessionListSchema, ...problemResponses(401, 403) } },
    },
    async (request) => {
      const { identityId, tokenHash } = mine(request);
      const rows = await listSessionsOf(app.db, identityId, app.now());
      return {
        items: rows.map((row) => ({
          id: row.id,
          device: describeUserAgent(row.userAgent),
          address: row.address,
          createdUtc: row.createdUtc.toISOString(),
          lastUsedUtc: row.lastUsedUtc.toISOString(),
          current: row.tokenHash === tokenHash,
        })),
      };
    },
  );

  app.delete(
    '/sessions/:sessionId',
    {
      config: { access: 'account', beforeTwoFactor: true },
      schema: { params: sessionIdParamsSchema, response: { 204: noContentSchema, ...problemResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const { identityId } = mine(request);
      // Another person's session is answered as if it did not exist.
      if (!(await endSessionOf(app.db, identityId, request.params.sessionId))) throw notFound();
      return reply.code(204).send();
    },
  );

  app.delete(
    '/sessions',
    {
      config: { access: 'account', beforeTwoFactor: true },
      schema: { response: { 204: noContentSchema, ...problemResponses(401, 403) } },
    },
    async (request, reply) => {
      const { identityId, tokenHash } = mine(request);
      await deleteSessionsOf(app.db, identityId, { except: tokenHash });
      return reply.code(204).send();
    },
  );
};

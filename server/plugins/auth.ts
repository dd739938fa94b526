import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticateExternalApi, basicCredentials } from '../services/identities/external-api.ts';
import type { IdentityRow } from '../services/identities/identities.ts';
import { twoFactorMessages } from '../../contract/twoFactorMessages.ts';
import { forbidden } from '../http/http-problem.ts';
import { resolveSession } from '../services/identities/sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is one an ExternalApi identity may call (docs/decisions.md#external-api: read clients, venues, regions
     * and open hours). Every other route answers 403 to it, so a new route is closed by default.
     */
    externalApiRead?: boolean;
    /**
     * The route serves an admin who has not turned on two-factor while the portal requires it:
     * enrolment, sign-out and what the app needs to get there. Every other route
     * answers such a session 403, so a new route is closed by default.
     */
    beforeTwoFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in identity, or null. Set from the bearer token (or Basic API key) as each request arrives. */
    identity: IdentityRow | null;
    /** Hash of the presented session token (logout deletes that session). */
    sessionTokenHash: string | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

/**
 * Sessions come only from `Authorization: Bearer <token>`, external API identities from
 * `Authorization: Basic accessKey:accessSecret`; cookies are never read for auth, so a cross-site
 * request carries no credentials and there is no CSRF surface.
 */
const auth: FastifyPluginAsync = async (app) => {
  app.decorateRequest('identity', null);
  app.decorateRequest('sessionTokenHash', null);

  // Nothing to look up on most device calls (a device-only route) and anonymous ones: answered
  // without a promise, as this hook runs on every request (each player's long poll too).
  app.addHook('onRequest', (request, _reply, done) => {
    const authorization = request.headers.authorization;
    if (authorization === undefined || (request.routeOptions.config.deviceOnly === true && !/^basic\s/i.test(authorization))) {
      done();
      return;
    }
    identify(request).then(() => done(), done);
  });

  const identify = async (request: FastifyRequest) => {
    const credentials = basicCredentials(request.headers.authorization);
    if (credentials !== null) {
      const identity = await authenticateExternalApi(app.db, credentials, app.now());
      if (identity === null) return;
      // Reads only, and only where a route opts in; a bad secret above stays anonymous (401).
      const readable = request.method === 'GET' || request.method === 'HEAD';
      if (!readable || request.routeOptions.config.externalApiRead !== true) throw forbidden();
      request.identity = identity;
      return;
    }
    const token = bearerToken(request);
    // A device-only route (plugins/device-auth.ts) takes no session: its token is looked up there.
    if (token === null || request.routeOptions.config.deviceOnly === true) return;
    const session = await resolveSession(app.db, token, app.now());
    if (!session) return;
    // Enforced here, not by the browser's redirect: a token used from anywhere else is refused too.
    if (session.twoFactorSetupRequired && request.routeOptions.config.beforeTwoFactor !== true) {
      throw forbidden(twoFactorMessages.adminSetupRequired);
    }
    request.identity = session.identity;
    request.sessionTokenHash = session.tokenHash;
  };
};

export const authPlugin = fp(auth, { name: 'auth', dependencies: ['db', 'clock'] });

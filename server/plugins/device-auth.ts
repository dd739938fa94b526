/**
 * Device authentication (DESIGN §5 Generation One, audience GraphicsControllerApi).
 *
 * API for device routes:
 * - `request.graphicsController`: `{ id, venueId, clientId }` of the controller whose device token
 *   came as `Authorization: Bearer <token>`, or null. venueId and clientId are null until the
 *   controller is linked to a venue with its code.
 * - `app.requireDevice`: route hook (`onRequest: app.requireDevice`) answering 401 unless the request
 *   carries a valid device token. A linked-only route checks `request.graphicsController.venueId`
 *   itself.
 *
 * Every request that presents a valid device token counts as a sighting: last_seen_utc is set to
 * now in the same statement that resolves the token. A device token is not a session: portal routes
 * (app.requireIdentity) still answer 401 to it, and a session token is never looked up here.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { graphicsControllers } from '../db/schema.ts';
import { unauthorized } from '../services/http-problem.ts';
import { hashToken } from '../services/tokens.ts';

export interface DeviceController {
  id: string;
  /** Null until linked. */
  venueId: string | null;
  /** Null until linked. */
  clientId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The graphics controller of the presented device token, or null. */
    graphicsController: DeviceController | null;
  }
  interface FastifyInstance {
    /** Route hook: 401 unless the request carries a valid device token. */
    requireDevice: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The bearer token as presented (the code route gives an unlinked device its token back). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

const deviceAuth: FastifyPluginAsync = async (app) => {
  app.decorateRequest('graphicsController', null);

  // Runs after the session hook of the auth plugin (registered before this one): a request that
  // is already a session skips the lookup, so portal calls cost no extra query.
  app.addHook('onRequest', async (request) => {
    if (request.identity !== null) return;
    const token = bearerToken(request);
    if (token === null) return;
    // Resolve and mark as seen in one statement; an unlinked (deleted) controller matches nothing.
    const [row] = await app.db
      .update(graphicsControllers)
      .set({ lastSeenUtc: app.now() })
      .where(eq(graphicsControllers.tokenHash, hashToken(token)))
      .returning({
        id: graphicsControllers.id,
        venueId: graphicsControllers.venueId,
        clientId: graphicsControllers.clientId,
      });
    if (row) request.graphicsController = row;
  });

  app.decorate('requireDevice', async (request: FastifyRequest) => {
    if (request.graphicsController === null) throw unauthorized();
  });
};

export const deviceAuthPlugin = fp(deviceAuth, { name: 'device-auth', dependencies: ['db', 'clock', 'auth'] });

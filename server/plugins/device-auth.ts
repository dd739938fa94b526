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
 * Every request that presents a valid device token counts as a sighting, but last_seen_utc is
 * written at most once per sighting interval (a minute, or the heartbeat when shorter): many
 * devices polling every few seconds cost a read each, not a write each; and a linked controller's
 * token is looked up once per sighting write, not per call (services/device-token-cache.ts). A
 * device token is not a session: portal routes (app.requireIdentity) still answer 401 to it, and a
 * session token is never looked up here.
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sightingWriteMs } from '../../contract/deviceStatus.ts';
import { recordOfflineGap } from '../services/fleet/offline-gaps.ts';
import { graphicsControllers } from '../db/schema.ts';
import { unauthorized } from '../http/http-problem.ts';
import { DeviceTokenCache } from '../services/device-token-cache.ts';
import { hashToken } from '../services/tokens.ts';

export interface DeviceController {
  id: string;
  /** Null until linked. */
  venueId: string | null;
  /** Null until linked. */
  clientId: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set by this plugin on every route guarded by `app.requireDevice` (never by hand): only a
     * device token can pass there, so the session lookup of plugins/auth.ts is skipped and a
     * device request costs one token query, not two (bench:fleet: every heartbeat, report, plays
     * upload and long poll of the fleet).
     */
    deviceOnly?: boolean;
  }
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

  app.addHook('onRoute', (route) => {
    if ([route.onRequest ?? []].flat().includes(app.requireDevice)) route.config = { ...route.config, deviceOnly: true };
  });

  // Built once: every call of every player starts here, and Drizzle building the query each time
  // was a good part of a device call's CPU (bench:fleet). Named, so PostgreSQL plans it once per connection too.
  const controllerByToken = app.db
    .select({
      id: graphicsControllers.id,
      venueId: graphicsControllers.venueId,
      clientId: graphicsControllers.clientId,
      lastSeenUtc: graphicsControllers.lastSeenUtc,
    })
    .from(graphicsControllers)
    .where(eq(graphicsControllers.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('device_auth_controller_by_token');

  const tokens = new DeviceTokenCache(app.scheduleChangesHeard);
  const writeEveryMs = sightingWriteMs(app.config.heartbeatSeconds);

  // Runs after the session hook of the auth plugin (registered before this one): a request that
  // is already a session skips the lookup, so portal calls cost no extra query; on a device-only
  // route that hook looked nothing up.
  app.addHook('onRequest', async (request) => {
    if (request.identity !== null) return;
    const token = bearerToken(request);
    if (token === null) return;
    const tokenHash = hashToken(token);
    const cached = tokens.get(tokenHash, app.now().getTime(), writeEveryMs);
    if (cached) {
      request.graphicsController = cached;
      return;
    }
    const mark = tokens.mark();
    const [row] = await controllerByToken.execute({ tokenHash });
    if (!row) return;
    const now = app.now();
    const writtenBefore = new Date(now.getTime() - writeEveryMs);
    let lastSeenMs = row.lastSeenUtc?.getTime() ?? null;
    if (row.lastSeenUtc === null || row.lastSeenUtc <= writtenBefore) {
      // Conditional: of several calls racing past the read, only the first writes.
      const written = await app.db
        .update(graphicsControllers)
        .set({ lastSeenUtc: now })
        .where(
          and(
            eq(graphicsControllers.id, row.id),
            or(isNull(graphicsControllers.lastSeenUtc), lte(graphicsControllers.lastSeenUtc, writtenBefore)),
          ),
        )
        .returning({ id: graphicsControllers.id });
      // The winner records the silence this sighting ends, if it was long (the fleet's uptime).
      if (written.length > 0) {
        await recordOfflineGap(app.db, row.id, row.lastSeenUtc, now, app.config.alertAfterMinutes);
        lastSeenMs = now.getTime();
      }
    }
    const { lastSeenUtc: _lastSeenUtc, ...controller } = row;
    // A lost race (another process wrote the sighting) keeps the older time: the next call asks again.
    tokens.remember(tokenHash, controller, lastSeenMs, mark, now.getTime());
    request.graphicsController = controller;
  });

  app.decorate('requireDevice', async (request: FastifyRequest) => {
    if (request.graphicsController === null) throw unauthorized();
  });
};

export const deviceAuthPlugin = fp(deviceAuth, { name: 'device-auth', dependencies: ['db', 'clock', 'config', 'auth', 'schedule-changes'] });

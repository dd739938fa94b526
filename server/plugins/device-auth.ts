/**
 * Device authentication (docs/decisions.md#generation-one, audience GraphicsControllerApi).
 *
 * API for device routes:
 * - `request.graphicsController`: `{ id, venueId, clientId }` of the controller whose device token
 *   came as `Authorization: Bearer <token>`, or null. venueId and clientId are null until the
 *   controller is linked to a venue with its code.
 * - A route for devices declares `config: { access: 'device' }` (server/access/route-access.ts):
 *   401 unless the request carries a valid device token. A linked-only route checks
 *   `request.graphicsController.venueId` itself.
 *
 * Every request that presents a valid device token counts as a sighting, but last_seen_utc is
 * written at most once per sighting interval (a minute, or the heartbeat when shorter): many
 * devices polling every few seconds cost a read each, not a write each; and a linked controller's
 * token is looked up once per sighting write, not per call (services/device-token-cache.ts). A
 * device token is not a session: portal routes (a permission as their access) still answer 401 to it, and a
 * session token is never looked up here.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sightingWriteMs } from '../../contract/deviceStatus.ts';
import { recordOfflineGap } from '../services/fleet/offline-gaps.ts';
import { DeviceTokenCache } from '../device/services/token-cache.ts';
import { queryPrepared } from '../services/sql-rows.ts';
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
     * Set by the access hook (server/access/route-access.ts) on every route whose only declared
     * access is `device` (never by hand): only a device token can pass there, so the session lookup of plugins/auth.ts is skipped and a
     * device request costs one token query, not two (bench:fleet: every heartbeat, report, plays
     * upload and long poll of the fleet).
     */
    deviceOnly?: boolean;
  }
  interface FastifyRequest {
    /** The graphics controller of the presented device token, or null. */
    graphicsController: DeviceController | null;
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

  /**
   * The token's controller, and its sighting written in the same statement when one is due (its
   * last is older than `writtenBefore`): one round trip, not two. Conditional on the row as it is
   * when written, so of several calls racing (in any process) only the first writes. Named: every
   * player's call that the token cache cannot answer comes here.
   */
  const controllerByToken = (tokenHash: string, now: Date, writtenBefore: Date) =>
    queryPrepared<{ id: string; venue_id: string | null; client_id: string | null; last_seen_ms: number | null; written: boolean }>(
      app.db,
      'device_auth_controller_by_token',
      sql`with found as (
            select id, venue_id, client_id, last_seen_utc from graphics_controllers where token_hash = ${tokenHash}
          ), written as (
            update graphics_controllers g set last_seen_utc = ${now.toISOString()}::timestamptz
            from found f
            where g.id = f.id and (g.last_seen_utc is null or g.last_seen_utc <= ${writtenBefore.toISOString()}::timestamptz)
            returning g.id
          )
          select f.id, f.venue_id, f.client_id, (extract(epoch from f.last_seen_utc) * 1000)::float8 as last_seen_ms,
                 exists (select 1 from written) as written
          from found f`,
    );

  const tokens = new DeviceTokenCache(app.scheduleChangesHeard);
  const writeEveryMs = sightingWriteMs(app.config.heartbeatSeconds);

  // Runs after the session hook of the auth plugin (registered before this one): a request that
  // is already a session skips the lookup, so portal calls cost no extra query; on a device-only
  // route that hook looked nothing up.
  // A callback, not an async hook: a kept token (most of a player's calls) is answered without a
  // promise, as this hook runs on every request (each player's long poll too).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.identity !== null) return done();
    const token = bearerToken(request);
    if (token === null) return done();
    // Hashed per request, as before: the cache holds digests, never a token.
    const tokenHash = hashToken(token);
    const cached = tokens.get(tokenHash, app.now().getTime(), writeEveryMs);
    if (cached) {
      request.graphicsController = cached;
      return done();
    }
    lookUp(request, tokenHash).then(() => done(), done);
  });

  const lookUp = async (request: FastifyRequest, tokenHash: string) => {
    const mark = tokens.mark();
    const now = app.now();
    const [row] = await controllerByToken(tokenHash, now, new Date(now.getTime() - writeEveryMs));
    if (!row) return;
    // The winner records the silence this sighting ends, if it was long (the fleet's uptime).
    if (row.written) await recordOfflineGap(app.db, row.id, row.last_seen_ms === null ? null : new Date(row.last_seen_ms), now, app.config.alertAfterMinutes);
    const controller = { id: row.id, venueId: row.venue_id, clientId: row.client_id };
    // A lost race (another process wrote the sighting) keeps the older time: the next call asks again.
    tokens.remember(tokenHash, controller, row.written ? now.getTime() : row.last_seen_ms, mark, now.getTime());
    request.graphicsController = controller;
  };
};

export const deviceAuthPlugin = fp(deviceAuth, { name: 'device-auth', dependencies: ['db', 'clock', 'config', 'auth', 'schedule-changes'] });

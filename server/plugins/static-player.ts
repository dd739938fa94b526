import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REVALIDATE_CACHE, setCacheHeaders } from './static-app.ts';

export interface StaticPlayerOptions {
  /** The player's Parcel build (build/player): index.html plus content-hashed assets. */
  playerDir: string;
}

/**
 * Serves the Generation One player (docs/decisions.md#player-and-alerts): its page at /player (any ?display=…) and its
 * bundles under /player/, precompressed and cached like the app's. The service worker's script
 * lives under /player/ but controls /player itself, which browsers allow only when the script's
 * answer says so (Service-Worker-Allowed).
 */
const staticPlayer: FastifyPluginAsync<StaticPlayerOptions> = async (app, options) => {
  if (!existsSync(join(options.playerDir, 'index.html'))) {
    app.log.warn(`No player build in ${options.playerDir}: /player is not served (npm run build:player).`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.playerDir,
    prefix: '/player/',
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    index: false,
    setHeaders: (reply, path) => {
      setCacheHeaders(reply, path);
      reply.header('service-worker-allowed', '/player');
    },
  });
  const page = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', REVALIDATE_CACHE).sendFile('index.html', options.playerDir);
  app.get('/player', page);
  app.get('/player/', page);
};

export const staticPlayerPlugin = fp(staticPlayer, { name: 'static-player', dependencies: ['static-app'] });

import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dropDocumentOnlyHeaders } from './security-headers.ts';

export interface StaticAppOptions {
  /** The Parcel build (build/app): index.html plus content-hashed assets. */
  appDir: string;
}

/**
 * Parcel names bundles `name.<8+ hex>.ext`: such a file never changes, so it may be cached for good.
 * Its precompressed siblings (`.br`, `.gz`) are what is actually sent, so they count too.
 */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.(br|gz))?$/i;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current bundles, so the browser must revalidate it on every load. */
export const REVALIDATE_CACHE = 'no-cache';

export function setCacheHeaders(reply: FastifyReply, path: string): void {
  if (!HASHED_ASSET.test(basename(path))) {
    reply.header('cache-control', REVALIDATE_CACHE);
    return;
  }
  reply.header('cache-control', IMMUTABLE_CACHE);
  // Never revalidated while cached (immutable, a year), so validators would only cost bytes.
  reply.removeHeader('etag');
  reply.removeHeader('last-modified');
  dropDocumentOnlyHeaders(reply);
}

/**
 * The fleet page's first addresses, /fleet and /fleet/{displayId}: old links and bookmarks still
 * arrive, and are sent on for good to the same address under /screens, query kept (the hash stays
 * with the browser). The rest of the path keeps single slashes only, so no /fleet address can
 * become a protocol-relative one (`/fleet//evil.com` goes to `/screens/evil.com`): the target is
 * always a path of this portal. The browser's route table carries no redirect of its own
 * (docs/decisions.md#browser-side: the sign-in page's first bundle is on a tight budget).
 */
export function screensAddressOf(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const rest = path.slice('/fleet'.length).replace(/[/\\]+/g, '/');
  return `/screens${rest}${query}`;
}

const redirectToScreens = async (request: FastifyRequest, reply: FastifyReply) => reply.redirect(screensAddressOf(request.url), 301);

const staticApp: FastifyPluginAsync<StaticAppOptions> = async (app, options) => {
  await app.register(fastifyStatic, {
    root: options.appDir,
    prefix: '/',
    // Our own cache-control per file kind instead of one max-age for all.
    cacheControl: false,
    // The build writes .br and .gz beside each text file (.parcelrc): the best one the browser
    // accepts is sent as is, with Vary: Accept-Encoding, so nothing is compressed per request.
    preCompressed: true,
    setHeaders: setCacheHeaders,
    // The app routes (/login, /clients/…) fall through to the not-found handler, which serves
    // index.html; API and public media paths never reach a file.
    allowedPath: (pathName) => !pathName.startsWith('/api/') && !pathName.startsWith('/public/'),
  });
  // Before the app's fallback to index.html (plugins/not-found.ts): /fleetx is not one of them.
  app.get('/fleet', redirectToScreens);
  app.get('/fleet/*', redirectToScreens);
};

/** Serves the built browser app at '/' (production, `npm start`), precompressed. */
export const staticAppPlugin = fp(staticApp, { name: 'static-app' });

import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appInlineScriptHashes, watchAppInlineScripts } from '../http/inline-scripts.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries a secret (a session token, an invitation link, an API secret): never cached. */
    noStore?: boolean;
  }
}

export interface SecurityHeadersOptions {
  /** The built apps it serves (portal, player), if any: their index.html's inline scripts (import maps) are allowed by hash. */
  appDirs: string[];
}

/**
 * Helmet's headers that only mean something on a document (a page, a worker script, an SVG or PDF
 * opened in a tab). A content-hashed bundle, stylesheet or font of the build is never one, and
 * these cost about 0.7 KB on each such answer, which the size budgets count (/login loads two).
 * nosniff, Cross-Origin-Resource-Policy, HSTS and Referrer-Policy stay on every answer.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** For the build's hashed scripts, styles and fonts only (never media, never pages). */
export function dropDocumentOnlyHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/** What a helmet middleware sets on a response, recorded once (its headers never depend on the request: no nonce). */
export function recordedHeaders(setHeaders: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  setHeaders({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error as Error;
    finished = true;
  });
  // Helmet's middlewares are synchronous; one that was not would leave headers unrecorded.
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be recorded once');
  return headers;
}

/**
 * Helmet's headers with a CSP the built app runs under: its own scripts (and, by hash, the inline
 * import map of its lazily loaded routes), styled-components'
 * injected <style> tags ('unsafe-inline' styles), data:/blob: images (previews of picked files),
 * bundled fonts and calls to the same origin only. Routes marked `config.noStore` answer
 * `Cache-Control: no-store`.
 *
 * Helmet is run once at start (and again only when a build changed index.html), and its headers
 * are copied onto each answer: running its dozen middlewares for every request (each header set
 * and checked on the raw response, then merged again by Fastify's writeHead) was a measurable
 * share of each player's long poll at 10,000 players (docs/live-data.md#delivery-to-players). The
 * answers carry the very same headers.
 */
const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  let headers = headersAllowing(options.appDirs.flatMap(appInlineScriptHashes));
  // Made again when a build replaces an index.html (inline-scripts.ts): a rebuild needs no restart.
  const stopWatching = watchAppInlineScripts(options.appDirs, (hashes) => {
    headers = headersAllowing(hashes);
  });
  app.addHook('onClose', async () => stopWatching());
  // Into the reply's own headers (not the raw response's): Fastify writes them in one writeHead.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Only on the routes that ask for it: a hook on every request would cost every player's poll.
  app.addHook('onRoute', (route) => {
    if (route.config?.noStore !== true) return;
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, noStore];
  });
};

function headersAllowing(inlineScripts: string[]): Record<string, string> {
  return recordedHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScripts],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // No upgrade-insecure-requests: the portal is also served over plain HTTP on a LAN.
        },
      },
    }),
  );
}

const noStore = (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });

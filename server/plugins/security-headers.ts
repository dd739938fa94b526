import helmet from 'helmet';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { appInlineScriptHashes } from '../http/inline-scripts.ts';

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

/**
 * Helmet's headers with a CSP the built app runs under: its own scripts (and, by hash, the inline
 * import map of its lazily loaded routes), styled-components'
 * injected <style> tags ('unsafe-inline' styles), data:/blob: images (previews of picked files),
 * bundled fonts and calls to the same origin only. Routes marked `config.noStore` answer
 * `Cache-Control: no-store`.
 */
const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  const inlineScripts = options.appDirs.flatMap((dir) => appInlineScriptHashes(dir));
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.noStore === true) reply.header('cache-control', 'no-store');
  });
  // Helmet itself, built once: @fastify/helmet built it again for every request (parsing the CSP
  // each time), a measurable share of a device call's CPU at fleet scale (bench:fleet).
  const setHeaders = helmet({
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
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
};

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { ZodRoutes } from '../plugins/zod.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../plugins/static-app.ts';
import { API_DOCS_CSP, API_DOCS_FONT_WEIGHTS, apiDocsPage } from '../http/api-docs-page.ts';
import { problemResponses } from './problem-responses.ts';

const require = createRequire(import.meta.url);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Scalar's self-contained browser bundle, served from node_modules (no outside network). */
function referenceBundle(): { path: string; version: string } {
  const path = require.resolve('@scalar/api-reference/browser/standalone.js');
  const packageJson = JSON.parse(readFileSync(join(dirname(path), '..', '..', 'package.json'), 'utf8')) as { version: string };
  return { path, version: packageJson.version };
}

/**
 * Brotli's quality for the bundle: 5 gives 906 KB in 1.5 s where 9 gave 876 KB in 8 s (measured on
 * a loaded 2-core machine), and the first reader of the reference page waits for it.
 */
const BUNDLE_BROTLI_QUALITY = 5;

interface CompressedScript {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every route (plugins/openapi.ts).
 * GET /api/docs: the API reference page (Scalar) over that document, under its own CSP.
 * GET /api/docs/scalar-<version>.js: Scalar's bundle (3.5 MB), compressed once, cached immutable.
 */
export const apiDocsRoutes: ZodRoutes = async (app) => {
  app.get(
    '/openapi.json',
    { config: { access: 'public' }, schema: { summary: 'This document', response: { 200: z.record(z.string(), z.unknown()), ...problemResponses(500) } } },
    async () => app.openApiDocument(),
  );

  const bundle = referenceBundle();
  const scriptPath = `/docs/scalar-${bundle.version}.js`;
  let compressed: Promise<CompressedScript> | null = null;
  const compressScript = async (): Promise<CompressedScript> => {
    const identity = readFileSync(bundle.path);
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BUNDLE_BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    return { identity, br, gzip: gz };
  };

  app.get('/docs', { config: { access: 'public', openApiHidden: true } }, async (_request, reply) => {
    return reply
      .header('content-security-policy', API_DOCS_CSP)
      .header('cache-control', REVALIDATE_CACHE)
      .type('text/html; charset=utf-8')
      .send(apiDocsPage({ scriptUrl: `/api${scriptPath}`, documentUrl: '/api/openapi.json' }));
  });

  app.get(scriptPath, { config: { access: 'public', openApiHidden: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    compressed ??= compressScript();
    const script = await compressed;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] = /\bbr\b/.test(accepted) ? ['br', script.br] : /\bgzip\b/.test(accepted) ? ['gzip', script.gzip] : [null, script.identity];
    if (encoding) reply.header('content-encoding', encoding);
    return reply.header('cache-control', IMMUTABLE_CACHE).header('vary', 'accept-encoding').type('text/javascript; charset=utf-8').send(body);
  });

  // The portal's Inter, from the same package the app bundles (woff2 is already compressed).
  for (const weight of API_DOCS_FONT_WEIGHTS) {
    const file = `inter-latin-${weight}-normal.woff2`;
    const fontPath = require.resolve(`@fontsource/inter/files/${file}`);
    app.get(`/docs/fonts/${file}`, { config: { access: 'public', openApiHidden: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type('font/woff2').send(readFileSync(fontPath)),
    );
  }
};

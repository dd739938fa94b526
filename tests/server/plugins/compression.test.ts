import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app.ts';
import { Fixtures } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

const IMPORT_MAP = '{"imports":{"aB1cD":"/LoginRoute.9f8e7d6c.js"}}';
/** As Parcel writes it: the import map of the lazy chunks inline, then the entry script. */
const INDEX_HTML = `<!doctype html><html><script type=importmap>${IMPORT_MAP}</script><body><div id="root"></div><script type="module" src="/app.1a2b3c4d.js"></script></body></html>`;
const BUNDLE = `console.log(${JSON.stringify('the app '.repeat(500))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The bytes of an inject answer (its body as a Buffer, whatever the encoding). */
const bytesOf = (response: { rawPayload: Buffer }) => response.rawPayload;

/** server/plugins/compression.ts: the built app served precompressed, API answers compressed on the fly. */
describeEachEngine('Compression', (ctx) => {
  describe('the built app, precompressed at build time', () => {
    let app: App;
    beforeAll(async () => {
      const appDir = join(ctx.dataDir, 'precompressed-app');
      mkdirSync(appDir, { recursive: true });
      // What Parcel writes with .parcelrc's compressors: each text file with .br and .gz beside it.
      for (const [name, text] of [
        ['index.html', INDEX_HTML],
        ['app.1a2b3c4d.js', BUNDLE],
      ] as const) {
        writeFileSync(join(appDir, name), text);
        writeFileSync(join(appDir, `${name}.br`), brotliCompressSync(text));
        writeFileSync(join(appDir, `${name}.gz`), gzipSync(text));
      }
      // A hashed file the build did not compress (fonts are compressed already).
      writeFileSync(join(appDir, 'inter-latin-400.5e6f7a8b.woff2'), 'wOF2 font bytes');
      app = await ctx.buildApp({ config: { serveApp: true, appDir } });
    });

    it('sends a hashed bundle as brotli when accepted, cached for good and varying on Accept-Encoding', async () => {
      const response = await app.inject({ method: 'GET', url: '/app.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(bytesOf(response)).toString()).toBe(BUNDLE);
    });

    it('sends a hashed bundle without the headers that only a document uses (CSP and the like) or validators, keeping nosniff', async () => {
      const bundle = await app.inject({ method: 'GET', url: '/app.1a2b3c4d.js', headers: { 'accept-encoding': 'br' } });
      const page = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
        expect(page.headers[name], name).toBeDefined();
        expect(bundle.headers[name], name).toBeUndefined();
      }
      expect(bundle.headers['x-content-type-options']).toBe('nosniff');
      expect(bundle.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Cached for good, so never revalidated: no validators. index.html keeps its ETag for revalidation.
      expect(bundle.headers.etag).toBeUndefined();
      expect(bundle.headers['last-modified']).toBeUndefined();
      const index = await app.inject({ method: 'GET', url: '/index.html', headers: { 'accept-encoding': 'br' } });
      expect(index.headers.etag).toBeDefined();
    });

    it('sends gzip to a client that accepts only gzip', async () => {
      const response = await app.inject({ method: 'GET', url: '/app.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(gunzipSync(bytesOf(response)).toString()).toBe(BUNDLE);
    });

    it('sends the plain file to a client that accepts no encoding, still varying on it', async () => {
      const response = await app.inject({ method: 'GET', url: '/app.1a2b3c4d.js', headers: { 'accept-encoding': 'identity' } });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(BUNDLE);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    });

    it('sends a hashed file without precompressed siblings as it is, cached for good', async () => {
      const response = await app.inject({ method: 'GET', url: '/inter-latin-400.5e6f7a8b.woff2', headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('never lets index.html be cached, at / and as the fallback of app routes', async () => {
      for (const url of ['/', '/index.html', '/login', '/clients/123']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        const encoding = response.headers['content-encoding'];
        const html =
          encoding === 'br' ? brotliDecompressSync(bytesOf(response)) : encoding === 'gzip' ? gunzipSync(bytesOf(response)) : bytesOf(response);
        expect(html.toString(), url).toBe(INDEX_HTML);
      }
    });

    it("allows the build's inline import map in the CSP, and no other inline script", async () => {
      const response = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
      const scriptSrc = String(response.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'));
      const hash = createHash('sha256').update(IMPORT_MAP).digest('base64');
      expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    });
  });

  describe('API answers', () => {
    let headers: Record<string, string>;
    beforeAll(async () => {
      const fixtures = new Fixtures(ctx);
      headers = await fixtures.adminHeaders();
      // Enough clients that the first page is well over 1 KB.
      for (let index = 0; index < 10; index += 1) await fixtures.client(`Compression Client ${index} ${'with a long name '.repeat(4)}`);
    });

    it('compresses JSON over 1 KB with brotli or gzip, as accepted', async () => {
      const plain = await ctx.app.inject({ method: 'GET', url: '/api/clients?offset=0&limit=10', headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const brotli = await ctx.app.inject({ method: 'GET', url: '/api/clients?offset=0&limit=10', headers: { ...headers, 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);

      const gzip = await ctx.app.inject({ method: 'GET', url: '/api/clients?offset=0&limit=10', headers: { ...headers, 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    });

    it('leaves small answers alone', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ status: 'ok' });
    });
  });
});

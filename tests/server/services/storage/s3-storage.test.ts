import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_UNAVAILABLE_TITLE } from '../../../../contract/http.ts';
import type { App } from '../../../../server/app.ts';
import type { Config } from '../../../../server/config.ts';
import { jobs } from '../../../../server/db/schema.ts';
import { STORAGE_DELETIONS_QUEUE } from '../../../../server/services/storage/storage-deletions.ts';
import { assetFileKey, logoKey } from '../../../../server/services/storage/keys.ts';
import { Fixtures } from '../../fixtures.ts';
import { describeEachEngine } from '../../harness.ts';
import { multipart, pngOfSize } from '../../media-fixtures.ts';

const BUCKET = 'media';
const STORAGE_TIMEOUT_MS = 300;

/** S3 settings of an app whose bucket is at `endpoint` (s3rver takes any signature of its fixed keys). */
function s3Config(endpoint: string, storageMs: number): Partial<Config> {
  return {
    s3: { bucket: BUCKET, region: 'us-east-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    timeouts: { requestMs: 30_000, uploadMs: 60_000, shutdownGraceMs: 1000, drainMs: 500, storageMs },
  };
}

/** A store that accepts connections and never answers. */
async function startSilentStore(): Promise<{ url: string; connections(): number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let connections = 0;
  server.on('connection', () => (connections += 1));
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Against a real S3-compatible server (s3rver) and a store that hangs. */
describeEachEngine('S3 storage', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const bucketDir = mkdtempSync(join(tmpdir(), 'portal-s3rver-'));
  let s3rver: S3rver;
  let silent: Awaited<ReturnType<typeof startSilentStore>>;
  let app: App;
  let hung: App;
  let admin: Record<string, string>;

  beforeAll(async () => {
    s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: bucketDir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3rver.run();
    silent = await startSilentStore();
    app = await ctx.buildApp({ config: s3Config(`http://127.0.0.1:${port}`, 5000) });
    hung = await ctx.buildApp({ config: s3Config(silent.url, STORAGE_TIMEOUT_MS) });
    admin = await fixtures.adminHeaders();
  });
  afterAll(async () => {
    // The apps are closed by the context; the stores are this file's.
    await s3rver?.close();
    await silent?.close();
    rmSync(bucketDir, { recursive: true, force: true });
  });

  /** Deletes of stored files still to be tried. */
  const queued = () => ctx.db.select().from(jobs).where(and(eq(jobs.queue, STORAGE_DELETIONS_QUEUE), eq(jobs.state, 'pending')));

  const uploadAssetFile = (target: App, bytes: Buffer) => {
    const body = multipart([
      { name: 'Name', data: 'Big poster' },
      { name: 'File', data: bytes, filename: 'poster.png', contentType: 'image/png' },
    ]);
    return target.inject({ method: 'POST', url: '/api/assetfile', headers: { ...admin, ...body.headers }, payload: body.payload });
  };

  describe('an S3-compatible server (s3rver)', () => {
    it('keeps uploads byte-equal, answers exact ranges and 416 past the end, and deletes completely', async () => {
      const bytes = pngOfSize(200_000);
      const created = await uploadAssetFile(app, bytes);
      expect(created.statusCode, created.body).toBe(201);
      const { id, fileName } = created.json<{ id: string; fileName: string }>();
      const url = `/public/asset-file/${fileName}`;

      const whole = await app.inject({ method: 'GET', url });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      expect(await app.storage.size(assetFileKey(fileName))).toBe(bytes.length);

      const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
      expect(part.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
      const tail = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
      expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

      const past = await app.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);

      expect((await app.inject({ method: 'DELETE', url: `/api/assetfile/${id}`, headers: admin })).statusCode).toBe(204);
      expect(await app.storage.size(assetFileKey(fileName))).toBeNull();
      expect(await queued()).toEqual([]);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });

    it('deletes a deleted venue’s whole folder', async () => {
      const client = await fixtures.client();
      const venue = await fixtures.venue(client.id);
      const body = multipart([{ name: 'logo', data: pngOfSize(5000), filename: 'logo.png', contentType: 'image/png' }]);
      const uploaded = await app.inject({ method: 'POST', url: `/api/venues/${venue.id}/logo`, headers: { ...admin, ...body.headers }, payload: body.payload });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const key = logoKey('venues', venue.id, uploaded.json<{ logo: string }>().logo);
      expect(await app.storage.size(key)).toBe(5000);
      expect((await app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}`, headers: admin })).statusCode).toBe(204);
      expect(await app.storage.size(key)).toBeNull();
    });
  });

  describe('a store that accepts connections and never answers', () => {
    it('answers uploads and reads 503 in the problem shape within a bounded time', async () => {
      const stored = await uploadAssetFile(app, pngOfSize(3000));
      const { fileName } = stored.json<{ fileName: string }>();
      const started = Date.now();
      const upload = await uploadAssetFile(hung, pngOfSize(3000));
      const read = await hung.inject({ method: 'GET', url: `/public/asset-file/${fileName}` });
      // Two calls, each cut after its deadline (one retry each at most): seconds, not the 30 s of a socket.
      expect(Date.now() - started).toBeLessThan(8 * STORAGE_TIMEOUT_MS + 2000);
      for (const response of [upload, read]) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json()).toEqual({ title: STORAGE_UNAVAILABLE_TITLE, status: 503 });
      }
      expect(upload.headers['retry-after']).toBe('5');
    });

    it('reports storage failing in /api/health, while the process stays ready', async () => {
      const health = await hung.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', checks: { database: { status: 'ok' }, storage: { status: 'failing' } } });
      // The healthy store's first check may take longer than readiness waits for on a loaded
      // machine (then "no answer yet", as designed): it says ok once that check has answered.
      await expect.poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).json(), { timeout: 15_000 }).toMatchObject({ status: 'ok' });
    });

    it('closes without waiting for a queued delete the store holds', async () => {
      // A long deadline: only the close may cut the delete short (shutdown).
      const patient = await ctx.buildApp({ config: s3Config(silent.url, 60_000) });
      // The other apps of this file share the queue: a round of theirs still under way (an earlier
      // test's nudge, on a loaded machine) would take the job, and the healthy store's would delete it.
      await Promise.all([app.storageDeletions.idle(), hung.storageDeletions.idle()]);
      await patient.storageDeletions.enqueue(ctx.db, { key: 'asset-files/left-behind.png' });
      const before = silent.connections();
      patient.storageDeletions.nudge();
      // Seconds on a loaded machine (a round, a claim, a connection), not the poll's default 1 s.
      await expect.poll(() => silent.connections(), { timeout: 15_000 }).toBeGreaterThan(before);
      const closing = Date.now();
      await patient.close();
      // Far inside the delete's 60 s deadline, with room for a loaded machine.
      expect(Date.now() - closing).toBeLessThan(10_000);
      // Not lost: still queued for another round.
      expect((await queued()).map((job) => job.payload)).toContainEqual({ key: 'asset-files/left-behind.png' });
      await ctx.db.delete(jobs).where(eq(jobs.queue, STORAGE_DELETIONS_QUEUE));
    });

    it('queues the delete of a logo and deletes it once the store answers again', async () => {
      const client = await fixtures.client();
      const body = multipart([{ name: 'logo', data: pngOfSize(4000), filename: 'logo.png', contentType: 'image/png' }]);
      const uploaded = await app.inject({ method: 'POST', url: `/api/clients/${client.id}/logo`, headers: { ...admin, ...body.headers }, payload: body.payload });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const key = logoKey('clients', client.id, uploaded.json<{ logo: string }>().logo);

      // The store hangs: the logo is removed from the client at once, its file queued.
      const removed = await hung.inject({ method: 'DELETE', url: `/api/clients/${client.id}/logo`, headers: admin });
      expect(removed.statusCode).toBe(204);
      expect(await app.storage.size(key)).toBe(4000);
      expect((await queued()).map((job) => job.payload)).toEqual([{ key }]);

      // A round of the process whose store answers deletes it; nothing is left to do.
      expect(await app.storageDeletions.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
      expect(await app.storage.size(key)).toBeNull();
      expect(await queued()).toEqual([]);
    });
  });
});

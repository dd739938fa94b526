import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { assetFiles } from '../../../server/db/schema.ts';
import { Fixtures, MISSING_UUID, NOT_FOUND } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';
import { fileUpload, MP4, PDF, PNG } from '../media-fixtures.ts';

type Item = { id: string; fileName: string; url: string };

describeEachEngine('public media: /public', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let clientId: string;
  let venueId: string;
  let logoUrl: string;
  let venueLogoUrl: string;
  let video: Item;
  let venueFile: Item;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    const client = await fixtures.client();
    const venue = await fixtures.venue(client.id);
    clientId = client.id;
    venueId = venue.id;
    const send = async (url: string, field: string, data: Buffer, query: Record<string, string> = {}) => {
      const body = fileUpload(field, data);
      const response = await ctx.app.inject({ method: 'POST', url, query, headers: { ...admin, ...body.headers }, payload: body.payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json<Item>();
    };
    logoUrl = (await send(`/api/clients/${clientId}/logo`, 'logo', PNG)).url;
    venueLogoUrl = (await send(`/api/venues/${venueId}/logo`, 'logo', PNG)).url;
    video = await send(`/api/clients/${clientId}/reveal-videos`, 'revealVideo', MP4, { Name: 'V', VideoType: 'Promotional' });
    venueFile = await send(`/api/venues/${venueId}/reveal-files`, 'revealFile', PDF, { FileType: 'VenueLicence' });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

  it('serves logos and reveal media without a session, with the stored type, nosniff, long caching and cross-origin use', async () => {
    for (const [url, type, bytes] of [
      [logoUrl, 'image/png', PNG],
      [venueLogoUrl, 'image/png', PNG],
      [video.url, 'video/mp4', MP4],
      [venueFile.url, 'application/pdf', PDF],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      // A PDF (or image) opened in a tab is a document: unlike the build's bundles it keeps the CSP.
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.rawPayload).toEqual(bytes);
    }
    // Only /public is relaxed: the API keeps helmet's same-origin policy.
    expect((await get('/api/health')).headers['cross-origin-resource-policy']).toBe('same-origin');
    const head = await ctx.app.inject({ method: 'HEAD', url: logoUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.body).toBe('');
  });

  it('serves an asset file by its record', async () => {
    const fileName = `${randomUUID()}.png`;
    await ctx.app.storage.put(`asset-files/${fileName}`, PNG, { contentType: 'image/png' });
    await ctx.db
      .insert(assetFiles)
      .values({ name: 'Logo', fileType: 'Image', fileName, originalFileName: 'logo.png', contentType: 'image/png', sizeBytes: PNG.length });
    const response = await get(`/public/asset-file/${fileName}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PNG);
    expect(response.headers['content-disposition']).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect((await get(`/public/asset-file/${randomUUID()}.png`)).json()).toEqual(NOT_FOUND);
  });

  it('answers byte ranges with 206, and 416 past the end', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-9', 0, 9],
      ['bytes=10-', 10, MP4.length - 1],
      ['bytes=-16', MP4.length - 16, MP4.length - 1],
      [`bytes=5-${MP4.length + 100}`, 5, MP4.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(video.url, { range });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${MP4.length}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload).toEqual(MP4.subarray(start, end + 1));
    }
    const beyond = await get(video.url, { range: `bytes=${MP4.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${MP4.length}`);
    // A range we do not serve (several, or another unit) is ignored: the whole file.
    const whole = await get(video.url, { range: 'bytes=0-1,4-5' });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(MP4);
  });

  it('answers 404 JSON for unknown names, the wrong owner or the wrong kind', async () => {
    const otherClient = await fixtures.client();
    const name = video.fileName;
    const urls = [
      `/public/clients/${clientId}/logo/${randomUUID()}.png`,
      `/public/clients/${otherClient.id}/reveal-video/${name}`,
      `/public/clients/${clientId}/reveal-poster/${name}`,
      `/public/venues/${venueId}/reveal-video/${name}`,
      `/public/venues/${MISSING_UUID}/reveal-file/${venueFile.fileName}`,
      `/public/clients/${clientId}/reveal-file/${venueFile.fileName}`,
      `/public/clients/nope/logo/${name}`,
      '/public/nothing-here',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('never serves anything outside storage, however the path is written', async () => {
    // A file beside the storage root that a traversal would reach.
    mkdirSync(join(ctx.dataDir, 'files'), { recursive: true });
    writeFileSync(join(ctx.dataDir, 'secret.txt'), 'secret');
    const prefix = `/public/clients/${clientId}`;
    const urls = [
      `${prefix}/logo/../../../../secret.txt`,
      `${prefix}/logo/..%2F..%2F..%2F..%2Fsecret.txt`,
      `${prefix}/logo/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt`,
      `${prefix}/logo/%2E%2E%5C%2E%2E%5Csecret.txt`,
      '/public/asset-file/..%2f..%2fsecret.txt',
      '/public/asset-file/%2e%2e%2fsecret.txt',
      '/public/asset-file/....//....//secret.txt',
      `/public/clients/..%2F..%2F/reveal-video/${video.fileName}`,
      `/public/clients/${clientId}%2F..%2F${clientId}/reveal-video/${video.fileName}`,
      '/public/../secret.txt',
      '/public/%2e%2e/secret.txt',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('secret');
    }
  });

  it('stops serving a file once its record is deleted', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/venues/${venueId}/reveal-files/${venueFile.id}`, headers: admin });
    expect(response.statusCode).toBe(204);
    expect((await get(venueFile.url)).statusCode).toBe(404);
  });
});

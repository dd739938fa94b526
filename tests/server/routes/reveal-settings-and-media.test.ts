import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { revealMessages } from '../../../contract/reveal.ts';
import { FILE_TYPE_NOT_ALLOWED_TITLE } from '../../../contract/uploads.ts';
import { revealMedia } from '../../../server/db/schema.ts';
import { Fixtures, MISSING_UUID, NOT_FOUND, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';
import { fileUpload, JPEG, MP4, NOT_AN_IMAGE, PDF, PNG } from '../media-fixtures.ts';

type Item = Record<string, unknown> & { id: string; fileName: string; url: string; venueId: string | null };

describeEachEngine('reveal: settings and media of clients and venues', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const validation = (errors: Record<string, string[]>) => ({ title: VALIDATION_TITLE, status: 400, errors });
  const post = (url: string, headers: Record<string, string>, field: string, data: Buffer | null, query: Record<string, string>) => {
    const body = data === null ? null : fileUpload(field, data);
    return ctx.app.inject({
      method: 'POST',
      url,
      query,
      headers: { ...headers, ...body?.headers },
      ...(body ? { payload: body.payload } : {}),
    });
  };
  const onDisk = (owner: 'clients' | 'venues', id: string, kind: string, fileName: string) =>
    existsSync(join(ctx.dataDir, 'files', owner, id, `reveal-${kind}`, fileName));

  it('reads and writes the client display mode: Light, Dark, null, "null"', async () => {
    const client = await fixtures.client();
    const url = `/api/clients/${client.id}/reveal-settings`;
    expect((await ctx.app.inject({ url, headers: admin })).json()).toEqual({ displayMode: null });
    for (const [sent, stored] of [['Dark', 'Dark'], ['Light', 'Light'], [null, null], ['Dark', 'Dark'], ['null', null]] as const) {
      const put = await ctx.app.inject({ method: 'PUT', url, headers: admin, payload: { displayMode: sent } });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toEqual({ displayMode: stored });
      expect((await ctx.app.inject({ url, headers: admin })).json()).toEqual({ displayMode: stored });
    }
    // Absent is unset too.
    expect((await ctx.app.inject({ method: 'PUT', url, headers: admin, payload: {} })).json()).toEqual({ displayMode: null });
    const bad = await ctx.app.inject({ method: 'PUT', url, headers: admin, payload: { displayMode: 'Purple' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(validation({ displayMode: [revealMessages.displayModeInvalid] }));
  });

  it('reads and writes the venue display mode, with Inherit and the client mode it inherits', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const url = `/api/venues/${venue.id}/reveal-settings`;
    await ctx.app.inject({ method: 'PUT', url: `/api/clients/${tenant.clientId}/reveal-settings`, headers: tenant.headers, payload: { displayMode: 'Dark' } });
    expect((await ctx.app.inject({ url, headers: tenant.headers })).json()).toEqual({ displayMode: null, clientDisplayMode: 'Dark' });
    const put = await ctx.app.inject({ method: 'PUT', url, headers: tenant.headers, payload: { displayMode: 'Light' } });
    expect(put.json()).toEqual({ displayMode: 'Light', clientDisplayMode: 'Dark' });
    const inherit = await ctx.app.inject({ method: 'PUT', url, headers: tenant.headers, payload: { displayMode: 'Inherit' } });
    expect(inherit.json()).toEqual({ displayMode: null, clientDisplayMode: 'Dark' });
  });

  it('adds, lists and deletes client reveal videos, files, posters and backgrounds', async () => {
    const tenant = await fixtures.tenant();
    const [region] = await fixtures.regionIds();
    if (!region) throw new Error('No regions');
    const base = `/api/clients/${tenant.clientId}`;
    const cases: { path: string; kind: string; field: string; data: Buffer; query: Record<string, string>; expected: object }[] = [
      { path: 'reveal-videos', kind: 'video', field: 'revealVideo', data: MP4, query: { Name: 'Welcome', VideoType: 'Jackpot', regionId: region.id }, expected: { name: 'Welcome', videoType: 'Jackpot', regionId: region.id, regionName: region.name, contentType: 'video/mp4' } },
      { path: 'reveal-files', kind: 'file', field: 'revealFile', data: PDF, query: { FileType: 'GameRules' }, expected: { fileType: 'GameRules', contentType: 'application/pdf' } },
      { path: 'reveal-posters', kind: 'poster', field: 'revealPoster', data: JPEG, query: { PosterName: ' Trivia ' }, expected: { name: 'Trivia', contentType: 'image/jpeg' } },
      { path: 'reveal-backgrounds', kind: 'background', field: 'revealBackground', data: PNG, query: { BackgroundName: 'Sky' }, expected: { name: 'Sky', contentType: 'image/png' } },
    ];
    for (const { path, kind, field, data, query, expected } of cases) {
      const created = await post(`${base}/${path}`, tenant.headers, field, data, query);
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json<Item>();
      expect(item).toMatchObject({ ...expected, clientId: tenant.clientId, venueId: null, sizeBytes: data.length });
      expect(item.url).toBe(`/public/clients/${tenant.clientId}/reveal-${kind}/${item.fileName}`);
      expect(onDisk('clients', tenant.clientId, kind, item.fileName)).toBe(true);
      const list = await ctx.app.inject({ url: `${base}/${path}`, headers: tenant.headers });
      expect(list.json()).toEqual([item]);
      const deleted = await ctx.app.inject({ method: 'DELETE', url: `${base}/${path}/${item.id}`, headers: tenant.headers });
      expect(deleted.statusCode).toBe(204);
      expect(onDisk('clients', tenant.clientId, kind, item.fileName)).toBe(false);
      expect((await ctx.app.inject({ url: `${base}/${path}`, headers: tenant.headers })).json()).toEqual([]);
      const again = await ctx.app.inject({ method: 'DELETE', url: `${base}/${path}/${item.id}`, headers: tenant.headers });
      expect(again.json()).toEqual(NOT_FOUND);
    }
  });

  it('a Global video (regionId "null" or absent), and delete by file name', async () => {
    const client = await fixtures.client();
    const url = `/api/clients/${client.id}/reveal-videos`;
    const queries: Record<string, string>[] = [{ Name: 'A', VideoType: 'Background', regionId: 'null' }, { Name: 'B', VideoType: 'Information' }];
    for (const query of queries) {
      const created = await post(url, admin, 'revealVideo', MP4, query);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ regionId: null, regionName: null });
    }
    const [first] = (await ctx.app.inject({ url, headers: admin })).json<Item[]>();
    if (!first) throw new Error('No video');
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}/${first.fileName}`, headers: admin })).statusCode).toBe(204);
    expect((await ctx.app.inject({ url, headers: admin })).json<Item[]>()).toHaveLength(1);
  });

  it('venue lists show the client items (venueId null) before its own; only its own can be deleted there', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const otherVenue = await fixtures.venue(tenant.clientId);
    const inherited = (await post(`/api/clients/${tenant.clientId}/reveal-posters`, tenant.headers, 'revealPoster', PNG, { PosterName: 'Client' })).json<Item>();
    const ownResponse = await post(`/api/venues/${venue.id}/reveal-posters`, tenant.headers, 'revealPoster', PNG, { PosterName: 'Venue' });
    expect(ownResponse.statusCode, ownResponse.body).toBe(201);
    const own = ownResponse.json<Item>();
    expect(own).toMatchObject({ venueId: venue.id, clientId: tenant.clientId, name: 'Venue' });
    expect(own.url).toBe(`/public/venues/${venue.id}/reveal-poster/${own.fileName}`);
    expect(onDisk('venues', venue.id, 'poster', own.fileName)).toBe(true);

    const list = await ctx.app.inject({ url: `/api/venues/${venue.id}/reveal-posters`, headers: tenant.headers });
    expect(list.json<Item[]>().map((item) => item.id)).toEqual([inherited.id, own.id]);
    // Another venue of the client sees the inherited one only.
    expect((await ctx.app.inject({ url: `/api/venues/${otherVenue.id}/reveal-posters`, headers: tenant.headers })).json<Item[]>().map((item) => item.id)).toEqual([inherited.id]);
    // The client list does not show the venue's.
    expect((await ctx.app.inject({ url: `/api/clients/${tenant.clientId}/reveal-posters`, headers: tenant.headers })).json<Item[]>().map((item) => item.id)).toEqual([inherited.id]);

    const inheritedDelete = await ctx.app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}/reveal-posters/${inherited.id}`, headers: tenant.headers });
    expect(inheritedDelete.statusCode).toBe(404);
    const wrongKind = await ctx.app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}/reveal-backgrounds/${own.id}`, headers: tenant.headers });
    expect(wrongKind.statusCode).toBe(404);
    const ownDelete = await ctx.app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}/reveal-posters/${own.id}`, headers: tenant.headers });
    expect(ownDelete.statusCode).toBe(204);
    expect(onDisk('venues', venue.id, 'poster', own.fileName)).toBe(false);
  });

  it('venue reveal files take every content page kind; the client level refuses JackpotInfo and VenueLicence', async () => {
    const client = await fixtures.client();
    const venue = await fixtures.venue(client.id);
    for (const fileType of ['JackpotInfo', 'VenueLicence']) {
      const atClient = await post(`/api/clients/${client.id}/reveal-files`, admin, 'revealFile', PDF, { FileType: fileType });
      expect(atClient.json()).toEqual(validation({ FileType: [revealMessages.fileTypeRequired] }));
      const atVenue = await post(`/api/venues/${venue.id}/reveal-files`, admin, 'revealFile', PNG, { FileType: fileType });
      expect(atVenue.statusCode, atVenue.body).toBe(201);
      expect(atVenue.json()).toMatchObject({ fileType, venueId: venue.id, contentType: 'image/png' });
    }
  });

  it('answers each validation message of docs/product.md#validation-messages', async () => {
    const client = await fixtures.client();
    const venue = await fixtures.venue(client.id);
    const c = `/api/clients/${client.id}`;
    const cases: [string, string, Buffer | null, Record<string, string>, Record<string, string[]>][] = [
      [`${c}/reveal-videos`, 'revealVideo', null, { Name: 'A', VideoType: 'Promotional' }, { revealVideo: [revealMessages.revealVideoRequired] }],
      [`${c}/reveal-videos`, 'revealVideo', MP4, { VideoType: 'Promotional' }, { Name: [revealMessages.nameRequired] }],
      [`${c}/reveal-videos`, 'revealVideo', MP4, { Name: '  ', VideoType: 'Promotional' }, { Name: [revealMessages.nameRequired] }],
      [`${c}/reveal-videos`, 'revealVideo', MP4, { Name: 'x'.repeat(101), VideoType: 'Promotional' }, { Name: [revealMessages.nameTooLong] }],
      [`${c}/reveal-videos`, 'revealVideo', MP4, { Name: 'A' }, { VideoType: [revealMessages.videoTypeRequired] }],
      [`${c}/reveal-videos`, 'revealVideo', MP4, { Name: 'A', VideoType: 'Promotional', regionId: 'nope' }, { regionId: [revealMessages.invalidRegionId] }],
      [`${c}/reveal-videos`, 'revealVideo', MP4, { Name: 'A', VideoType: 'Promotional', regionId: MISSING_UUID }, { regionId: [revealMessages.invalidRegionId] }],
      [`${c}/reveal-videos`, 'revealVideo', null, {}, { Name: [revealMessages.nameRequired], VideoType: [revealMessages.videoTypeRequired], revealVideo: [revealMessages.revealVideoRequired] }],
      [`${c}/reveal-files`, 'revealFile', null, { FileType: 'AboutUs' }, { revealFile: [revealMessages.revealFileRequired] }],
      [`${c}/reveal-files`, 'revealFile', PDF, {}, { FileType: [revealMessages.fileTypeRequired] }],
      [`${c}/reveal-posters`, 'revealPoster', null, { PosterName: 'P' }, { revealPoster: [revealMessages.revealPosterRequired] }],
      [`${c}/reveal-posters`, 'revealPoster', PNG, {}, { PosterName: [revealMessages.nameRequired] }],
      [`${c}/reveal-backgrounds`, 'revealBackground', null, { BackgroundName: 'B' }, { revealBackground: [revealMessages.revealBackgroundRequired] }],
      [`${c}/reveal-backgrounds`, 'revealBackground', PNG, {}, { BackgroundName: [revealMessages.nameRequired] }],
      [`/api/venues/${venue.id}/reveal-files`, 'revealFile', null, { FileType: 'AboutUs' }, { revealFile: [revealMessages.revealFileRequired] }],
      [`/api/venues/${venue.id}/reveal-posters`, 'revealPoster', PNG, {}, { PosterName: [revealMessages.nameRequired] }],
      [`/api/venues/${venue.id}/reveal-backgrounds`, 'revealBackground', null, { BackgroundName: 'B' }, { revealBackground: [revealMessages.revealBackgroundRequired] }],
    ];
    for (const [url, field, data, query, errors] of cases) {
      const response = await post(url, admin, field, data, query);
      expect(response.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
      expect(response.json()).toEqual(validation(errors));
    }
    // Nothing was stored.
    expect(await ctx.db.select().from(revealMedia).where(eq(revealMedia.clientId, client.id))).toEqual([]);
  });

  it('answers 415 for a file of the wrong kind, whatever its name says', async () => {
    const client = await fixtures.client();
    const c = `/api/clients/${client.id}`;
    const cases: [string, string, Buffer, Record<string, string>][] = [
      [`${c}/reveal-videos`, 'revealVideo', PNG, { Name: 'A', VideoType: 'Promotional' }],
      [`${c}/reveal-files`, 'revealFile', MP4, { FileType: 'AboutUs' }],
      [`${c}/reveal-files`, 'revealFile', NOT_AN_IMAGE, { FileType: 'AboutUs' }],
      [`${c}/reveal-posters`, 'revealPoster', PDF, { PosterName: 'P' }],
      [`${c}/reveal-backgrounds`, 'revealBackground', PDF, { BackgroundName: 'B' }],
    ];
    for (const [url, field, data, query] of cases) {
      const response = await post(url, admin, field, data, query);
      expect(response.statusCode, url).toBe(415);
      expect(response.json()).toEqual({ title: FILE_TYPE_NOT_ALLOWED_TITLE, status: 415 });
    }
    // A background may be a video.
    const moving = await post(`${c}/reveal-backgrounds`, admin, 'revealBackground', MP4, { BackgroundName: 'Moving' });
    expect(moving.statusCode).toBe(201);
  });

  it('answers 413 over the video limit', async () => {
    const small = await ctx.buildApp({ config: { uploadLimits: { imageBytes: 100_000, videoBytes: 64, csvBytes: 64, imagePixels: 50_000_000 } } });
    const client = await fixtures.client();
    const body = fileUpload('revealVideo', MP4);
    const response = await small.inject({
      method: 'POST',
      url: `/api/clients/${client.id}/reveal-videos`,
      query: { Name: 'Big', VideoType: 'Promotional' },
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers 401 without a session and 404 for another client or a missing id', async () => {
    const owner = await fixtures.tenant();
    const stranger = await fixtures.tenant();
    const venue = await fixtures.venue(owner.clientId);
    const urls = [
      `/api/clients/${owner.clientId}/reveal-settings`,
      `/api/clients/${owner.clientId}/reveal-videos`,
      `/api/venues/${venue.id}/reveal-settings`,
      `/api/venues/${venue.id}/reveal-files`,
    ];
    for (const url of urls) {
      expect((await ctx.app.inject({ url })).json()).toEqual(UNAUTHORIZED);
      expect((await ctx.app.inject({ url, headers: stranger.headers })).json()).toEqual(NOT_FOUND);
      expect((await ctx.app.inject({ url, headers: owner.headers })).statusCode).toBe(200);
    }
    const posted = await post(`/api/clients/${owner.clientId}/reveal-posters`, stranger.headers, 'revealPoster', PNG, { PosterName: 'X' });
    expect(posted.json()).toEqual(NOT_FOUND);
    expect((await ctx.app.inject({ url: `/api/clients/${MISSING_UUID}/reveal-files`, headers: admin })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/venues/${MISSING_UUID}/reveal-files`, headers: admin })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/venues/${venue.id}/reveal-videos`, headers: admin })).statusCode).toBe(404);
  });

  it('deleting a venue deletes its reveal media files', async () => {
    const client = await fixtures.client();
    const venue = await fixtures.venue(client.id);
    const item = (await post(`/api/venues/${venue.id}/reveal-backgrounds`, admin, 'revealBackground', PNG, { BackgroundName: 'B' })).json<Item>();
    expect(onDisk('venues', venue.id, 'background', item.fileName)).toBe(true);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}`, headers: admin })).statusCode).toBe(204);
    expect(onDisk('venues', venue.id, 'background', item.fileName)).toBe(false);
  });
});

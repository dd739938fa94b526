import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { BASE_ASSET_IDS, type Asset } from '../../../../contract/assets.ts';
import type { LayoutTree } from '../../../../contract/layout/tree.ts';
import { eq, ne, sql } from 'drizzle-orm';
import { assetFiles, displays, regions } from '../../../../server/db/schema.ts';
import { DeviceFixtures } from '../../device-fixtures.ts';
import { Fixtures, NOT_FOUND, tag, UNAUTHORIZED } from '../../fixtures.ts';
import { bearer, describeEachEngine } from '../../harness.ts';

const MINUTE_MS = 60_000;

const placed = (assetId: string, config: Record<string, string>, x = 0, y = 0) => ({
  assetId,
  config,
  x: `${x}px`,
  y: `${y}px`,
  order: 0,
});
const text = (value: string, x = 0, y = 0) => placed(BASE_ASSET_IDS.TEXT, { value, typeface: 'Inter' }, x, y);

describeEachEngine('the device reads its display layout as one tree', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const layoutUrl = (displayId: string) => `/api/graphicscontroller/self/displays/${displayId}/layout`;
  const read = (displayId: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: layoutUrl(displayId), headers });

  /** A linked controller of a fresh venue, its device headers and one 1920 × 1080 display. */
  async function screen() {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const display = await devices.display(controller.id);
    return { tenant, venue, controller, display, device: bearer(controller.token) };
  }

  async function saveLayout(displayId: string, placements: object[]) {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/asset/display/${displayId}`,
      headers: admin,
      payload: { id: null, type: 'DISPLAY', width: '1920px', height: '1080px', placements },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Asset>();
  }

  async function group(placements: object[]) {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/asset', headers: admin, payload: { name: `Group ${tag()}`, placements } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Asset>();
  }

  async function file(fileType: 'Image' | 'Video') {
    const [row] = await ctx.db
      .insert(assetFiles)
      .values({
        name: `${fileType} ${tag()}`,
        fileType,
        fileName: `${randomUUID()}.${fileType === 'Image' ? 'png' : 'mp4'}`,
        originalFileName: fileType === 'Image' ? 'poster.png' : 'clip.mp4',
        contentType: fileType === 'Image' ? 'image/png' : 'video/mp4',
        sizeBytes: 100,
      })
      .returning();
    if (!row) throw new Error('No asset file');
    return row;
  }

  it("answers a blank layout sized to the display before its first save, with its venue's time zone", async () => {
    const { display, device, venue } = await screen();
    const [region] = await ctx.db.select().from(regions).where(eq(regions.id, venue.regionId));
    const response = await read(display.id, device);
    expect(response.statusCode).toBe(200);
    expect(response.json<LayoutTree>()).toEqual({
      assetId: null,
      name: display.label,
      width: 1920,
      height: 1080,
      updatedUtc: display.updatedUtc.toISOString(),
      // The layout's clocks and countdowns show the venue's time unless they name a zone.
      timeZone: region?.timeZone,
      placements: [],
    });
    expect(region?.timeZone).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/);
  });

  it('gives the display\'s change time to the millisecond, as the portal reads it (its microseconds cut, never rounded up)', async () => {
    const { display, device } = await screen();
    await ctx.db.update(displays).set({ updatedUtc: sql`'2026-11-29T10:00:00.123999Z'::timestamptz` }).where(eq(displays.id, display.id));
    const deviceTree = (await read(display.id, device)).json<LayoutTree>();
    expect(deviceTree.updatedUtc).toBe('2026-11-29T10:00:00.123Z');
    const preview = await ctx.app.inject({ method: 'GET', url: `/api/display/${display.id}/layout`, headers: admin });
    expect(preview.json<LayoutTree>()).toEqual(deviceTree);
  });

  it('resolves nested groups and gives each image and video its address and status', async () => {
    const { display, device } = await screen();
    const image = await file('Image');
    const video = await file('Video');
    const inner = await group([text('Deep', 5, 6)]);
    const outer = await group([placed(inner.id, {}, 10, 20), text('Middle')]);
    const saved = await saveLayout(display.id, [
      text('Top', 100, 200),
      placed(BASE_ASSET_IDS.IMAGE, { file_id: image.id, width: '50%' }),
      placed(BASE_ASSET_IDS.IMAGE, { file_id: randomUUID() }),
      placed(BASE_ASSET_IDS.IMAGE, {}),
      placed(BASE_ASSET_IDS.VIDEO, { file_id: image.id }),
      placed(BASE_ASSET_IDS.VIDEO, { file_id: video.id }),
      placed(outer.id, {}, 300, 400),
    ]);
    const response = await read(display.id, device);
    expect(response.statusCode, response.body).toBe(200);
    const tree = response.json<LayoutTree>();
    expect(tree).toMatchObject({ assetId: saved.id, name: display.label, width: 1920, height: 1080 });
    expect(tree.placements.map((node) => [node.assetType, node.x, node.y, node.order])).toEqual([
      ['TEXT', 100, 200, 0],
      ['IMAGE', 0, 0, 1],
      ['IMAGE', 0, 0, 2],
      ['IMAGE', 0, 0, 3],
      ['VIDEO', 0, 0, 4],
      ['VIDEO', 0, 0, 5],
      ['GROUP', 300, 400, 6],
    ]);
    const [top, okImage, missingImage, noFile, wrongKind, okVideo, outerNode] = tree.placements;
    expect(top).toMatchObject({ assetId: BASE_ASSET_IDS.TEXT, assetName: 'Text', config: { value: 'Top', typeface: 'Inter' } });
    expect(top?.media).toBeUndefined();
    expect(okImage?.media).toEqual({ status: 'ok', url: `/public/asset-file/${image.fileName}`, contentType: 'image/png' });
    expect(okImage?.config).toEqual({ file_id: image.id, width: '50%' });
    expect(missingImage?.media).toEqual({ status: 'missing' });
    expect(noFile?.media).toEqual({ status: 'invalid' });
    expect(wrongKind?.media).toEqual({ status: 'invalid' });
    expect(okVideo?.media).toEqual({ status: 'ok', url: `/public/asset-file/${video.fileName}`, contentType: 'video/mp4' });
    expect(outerNode).toMatchObject({ assetId: outer.id, assetName: outer.name });
    expect(outerNode?.children?.map((node) => [node.assetType, node.x, node.y])).toEqual([
      ['GROUP', 10, 20],
      ['TEXT', 0, 0],
    ]);
    expect(outerNode?.children?.[0]?.children).toEqual([
      expect.objectContaining({ assetType: 'TEXT', x: 5, y: 6, config: { value: 'Deep', typeface: 'Inter' } }),
    ]);
    // The public address really serves nothing but what a record names: the tree's own path.
    expect(okImage?.media?.status === 'ok' && okImage.media.url.startsWith('/public/asset-file/')).toBe(true);
  });

  it('answers 304 to a poll with the current ETag, and a new ETag and time once a nested group changes', async () => {
    const { display, device } = await screen();
    const inner = await group([text('Before')]);
    await saveLayout(display.id, [placed(inner.id, {})]);
    const first = await read(display.id, device);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await read(display.id, { ...device, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await read(display.id, { ...device, 'if-none-match': '"other"' })).statusCode).toBe(200);

    // The save below stamps now() of the database, which keeps this machine's clock: once the clock
    // is past the millisecond the tree shows, a new stamp shows a later one.
    const firstUpdatedMs = Date.parse(first.json<LayoutTree>().updatedUtc);
    await expect.poll(() => Date.now(), { interval: 1 }).toBeGreaterThan(firstUpdatedMs);
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/asset/${inner.id}`,
      headers: admin,
      payload: { name: inner.name, placements: [{ ...text('After'), id: inner.placements[0]?.id }] },
    });
    expect(update.statusCode, update.body).toBe(200);
    const changed = await read(display.id, { ...device, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const tree = changed.json<LayoutTree>();
    expect(tree.placements[0]?.children?.[0]?.config.value).toBe('After');
    expect(Date.parse(tree.updatedUtc)).toBeGreaterThan(Date.parse(first.json<LayoutTree>().updatedUtc));
  });

  it("answers a new ETag (and a new week version) once the venue moves to a region in another time zone or changes its open hours", async () => {
    const { display, device, venue } = await screen();
    await saveLayout(display.id, [placed(BASE_ASSET_IDS.CLOCK, { format: 'time' })]);
    const before = await read(display.id, device);
    const etag = String(before.headers.etag);
    const dayUrl = `/api/graphicscontroller/self/displays/${display.id}/day`;
    const dayBefore = await ctx.app.inject({ method: 'GET', url: dayUrl, headers: device });
    const version = String(dayBefore.headers.etag);
    const [elsewhere] = await ctx.db.select().from(regions).where(ne(regions.timeZone, before.json<LayoutTree>().timeZone ?? 'UTC')).limit(1);
    if (!elsewhere) throw new Error('Every seeded region has the same time zone.');

    // The layout's own rows are untouched: only the venue's region (its clocks' zone) changes.
    const move = await ctx.app.inject({
      method: 'PUT',
      url: `/api/venues/${venue.id}`,
      headers: admin,
      payload: { venueId: venue.id, regionId: elsewhere.id, name: venue.name, gmv: venue.gmv },
    });
    expect(move.statusCode, move.body).toBe(200);
    const after = await read(display.id, { ...device, 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<LayoutTree>().timeZone).toBe(elsewhere.timeZone);
    const dayAfter = await ctx.app.inject({ method: 'GET', url: dayUrl, headers: { ...device, 'if-none-match': version } });
    expect(dayAfter.statusCode).toBe(200);
    expect(dayAfter.headers.etag).not.toBe(version);
    // And, unchanged since, the new tags are answered 304 again.
    expect((await read(display.id, { ...device, 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);

    // The week also follows the venue's open hours (its day parts): a change there is a new version.
    const hours = await ctx.app.inject({ method: 'PUT', url: `/api/venues/${venue.id}/open-hours`, headers: admin, payload: { mondayOpen: '09:00', mondayClose: '17:00' } });
    expect(hours.statusCode, hours.body).toBe(200);
    const dayHours = await ctx.app.inject({ method: 'GET', url: dayUrl, headers: { ...device, 'if-none-match': String(dayAfter.headers.etag) } });
    expect(dayHours.statusCode).toBe(200);
  });

  it('follows the size the device reports', async () => {
    const { display, device, controller } = await screen();
    ctx.travel(MINUTE_MS);
    const report = await ctx.app.inject({
      method: 'PUT',
      url: '/api/graphicscontroller/self/displays',
      headers: bearer(controller.token),
      payload: { displays: [{ label: display.label, width: 1080, height: 1920 }] },
    });
    expect(report.statusCode).toBe(200);
    expect((await read(display.id, device)).json<LayoutTree>()).toMatchObject({ width: 1080, height: 1920 });
  });

  it('is readable only by the device whose display it is', async () => {
    const mine = await screen();
    await saveLayout(mine.display.id, [text('Private')]);
    const other = await screen();
    const unlinked = await devices.controller(null);
    const owner = await fixtures.clientIdentityHeaders(mine.tenant.clientId);
    for (const headers of [other.device, bearer(unlinked.token)]) {
      const response = await read(mine.display.id, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    // Portal sessions (even the owner's or an Admin's) and no token at all are not a device.
    for (const headers of [admin, owner, {}, bearer('made-up')]) {
      const response = await read(mine.display.id, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
    for (const id of ['not-a-uuid', randomUUID()]) expect((await read(id, mine.device)).statusCode).toBe(404);
    expect((await read(mine.display.id, mine.device)).statusCode).toBe(200);
  });

  it('is readable, as the same tree, by the portal people who may see the display (a read-only preview)', async () => {
    const mine = await screen();
    await saveLayout(mine.display.id, [text('Happy hour')]);
    const owner = await fixtures.clientIdentityHeaders(mine.tenant.clientId);
    const stranger = (await fixtures.tenant()).headers;
    const preview = (id: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/display/${id}/layout`, headers });
    const deviceTree = (await read(mine.display.id, mine.device)).json<LayoutTree>();
    for (const headers of [owner, admin]) {
      const response = await preview(mine.display.id, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json<LayoutTree>()).toEqual(deviceTree);
    }
    expect((await preview(mine.display.id, stranger)).json()).toEqual(NOT_FOUND);
    for (const id of ['not-a-uuid', randomUUID()]) expect((await preview(id, owner)).statusCode).toBe(404);
    expect((await preview(mine.display.id, {})).statusCode).toBe(401);
    // The device's token is not a portal session.
    expect((await preview(mine.display.id, mine.device)).statusCode).toBe(401);
  });

  it('is gone once the controller is unlinked (401: back to a new code)', async () => {
    const { display, device, venue, controller } = await screen();
    const unlink = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/venues/${venue.id}/graphics-controllers/${controller.id}`,
      headers: admin,
    });
    expect(unlink.statusCode).toBe(204);
    expect((await read(display.id, device)).statusCode).toBe(401);
  });
});

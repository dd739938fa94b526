import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Command, DisplayReportAnswer, FleetDisplayDetail, FleetList } from '../../../contract/fleet.ts';
import { SCREENSHOT_HISTORY, SCREENSHOT_MAX_BYTES } from '../../../contract/fleet/screenshots.ts';
import { screenshotMessages, type ScreenshotHistory, type ScreenshotRef, type VenueScreenshots } from '../../../contract/fleetScreenshots.ts';
import type { DeviceDay } from '../../../contract/deviceDay.ts';
import { queryRows } from '../../../server/services/sql-rows.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import { Fixtures, MISSING_UUID, NOT_FOUND } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';
import { JPEG, NOT_AN_IMAGE, PNG } from '../media-fixtures.ts';

/** A 1×1 lossless WebP. */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/** The first bytes of a GIF: a real image, not one of the three kinds a screenshot may be. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describeEachEngine('screenshots of displays', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  async function world() {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const display = await devices.display(controller.id);
    return { tenant, venue, controller, display, device: bearer(controller.token) };
  }

  const upload = (displayId: string, device: Record<string, string>, bytes: Buffer, contentType = 'image/jpeg') =>
    ctx.app.inject({ method: 'POST', url: `/api/graphicscontroller/self/displays/${displayId}/screenshots`, headers: { ...device, 'content-type': contentType }, payload: bytes });
  const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
  const history = async (displayId: string, headers = admin) => (await get(`/api/fleet/displays/${displayId}/screenshots`, headers)).json<ScreenshotHistory>();
  const report = (displayId: string, device: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/graphicscontroller/self/displays/${displayId}/report`,
      headers: device,
      payload: { shown: { assetId: null, playlistId: null, version: null, sinceUtc: ctx.now().toISOString() }, playerVersion: 'test', cacheBytes: 0, lastMediaError: null },
    });

  it('takes JPEG, PNG and WebP by their bytes, refuses other types (415), over 150 KB (413) and another device\'s display (404)', async () => {
    const { display, device, tenant } = await world();
    // The type comes from the bytes: a JPEG sent as octet-stream is a JPEG, a text sent as JPEG is not.
    const jpeg = await upload(display.id, device, JPEG, 'application/octet-stream');
    expect(jpeg.statusCode).toBe(201);
    ctx.travel(1000);
    expect((await upload(display.id, device, PNG, 'image/png')).statusCode).toBe(201);
    ctx.travel(1000);
    const webp = await upload(display.id, device, WEBP, 'image/webp');
    expect(webp.statusCode).toBe(201);
    for (const [bytes, type] of [[NOT_AN_IMAGE, 'image/jpeg'], [GIF, 'image/gif'], [NOT_AN_IMAGE, 'text/plain']] as const) {
      const refused = await upload(display.id, device, bytes, type);
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toMatchObject({ status: 415, title: expect.any(String) });
    }
    const big = Buffer.concat([JPEG, Buffer.alloc(SCREENSHOT_MAX_BYTES + 1 - JPEG.length)]);
    const tooLarge = await upload(display.id, device, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ status: 413, title: expect.any(String) });
    expect((await upload(display.id, device, big.subarray(0, SCREENSHOT_MAX_BYTES))).statusCode).toBe(201);

    const stranger = await world();
    expect((await upload(display.id, stranger.device, JPEG)).json()).toEqual(NOT_FOUND);
    expect((await upload(MISSING_UUID, device, JPEG)).statusCode).toBe(404);
    expect((await upload('not-an-id', device, JPEG)).statusCode).toBe(404);
    expect((await upload(display.id, tenant.headers, JPEG)).statusCode).toBe(401);

    // The portal: the latest on the display and on its list row, the history newest first, the bytes.
    const latest = (await history(display.id)).items[0]!;
    const detail = (await get(`/api/fleet/displays/${display.id}`, tenant.headers)).json<FleetDisplayDetail>();
    expect(detail.latestScreenshot).toEqual({ id: latest.id, takenUtc: latest.takenUtc });
    expect(detail.screenshotIntervalMinutes).toBe(15);
    const list = (await get(`/api/fleet/displays?clientId=${tenant.clientId}`)).json<FleetList>();
    expect(list.items.map((item) => item.latestScreenshot?.id)).toEqual([latest.id]);
    const kept = await history(display.id, tenant.headers);
    expect(kept.items.map((item) => item.sizeBytes)).toEqual([SCREENSHOT_MAX_BYTES, WEBP.length, PNG.length, JPEG.length]);
    const image = await get(`/api/fleet/displays/${display.id}/screenshots/${webp.json<ScreenshotRef>().id}`, tenant.headers);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(image.rawPayload.equals(WEBP)).toBe(true);
  });

  it('keeps the latest 24 per display, deleting older ones with their stored files', async () => {
    const { display, device } = await world();
    const ids: string[] = [];
    for (let index = 0; index < SCREENSHOT_HISTORY + 2; index += 1) {
      ids.push((await upload(display.id, device, PNG, 'image/png')).json<ScreenshotRef>().id);
      ctx.travel(60_000);
    }
    const kept = await history(display.id);
    expect(kept.items.map((item) => item.id)).toEqual(ids.slice(2).reverse());
    const [gone] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from display_screenshots where display_id = ${display.id}::uuid`);
    expect(gone!.n).toBe(SCREENSHOT_HISTORY);
    for (const id of ids.slice(0, 2)) expect((await get(`/api/fleet/displays/${display.id}/screenshots/${id}`)).statusCode).toBe(404);
    // The files went too (the keys keep the ids).
    const files = await queryRows<{ storage_key: string }>(ctx.db, sql`select storage_key from display_screenshots where display_id = ${display.id}::uuid`);
    const folder = files[0]!.storage_key.slice(0, files[0]!.storage_key.lastIndexOf('/'));
    for (const id of ids.slice(0, 2)) expect(await ctx.app.storage.size(`${folder}/${id}.png`)).toBeNull();
    expect(await ctx.app.storage.size(files[0]!.storage_key)).toBe(PNG.length);
    ctx.resetClock();
  });

  it("deletes a display's stored screenshots with the display: gone from the device's report, or its controller unlinked", async () => {
    const { venue, controller, display, device } = await world();
    const second = await devices.display(controller.id, 'Second');
    const keyOf = async (displayId: string) => {
      const uploaded = await upload(displayId, device, PNG, 'image/png');
      expect(uploaded.statusCode).toBe(201);
      const [row] = await queryRows<{ storage_key: string }>(ctx.db, sql`select storage_key from display_screenshots where id = ${uploaded.json<ScreenshotRef>().id}::uuid`);
      return row!.storage_key;
    };
    const first = await keyOf(display.id);
    const kept = await keyOf(second.id);

    // The device reports only "Second": the first display and its files go, the other's stay.
    const reported = await ctx.app.inject({ method: 'PUT', url: '/api/graphicscontroller/self/displays', headers: device, payload: { displays: [{ label: 'Second', width: 1920, height: 1080 }] } });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(await ctx.app.storage.size(first)).toBeNull();
    expect(await ctx.app.storage.size(kept)).toBe(PNG.length);

    // Unlinking the controller deletes its displays: their files go too, the venue stays.
    const unlinked = await ctx.app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}/graphics-controllers/${controller.id}`, headers: admin });
    expect(unlinked.statusCode, unlinked.body).toBe(204);
    expect(await ctx.app.storage.size(kept)).toBeNull();
    expect((await get(`/api/venues/${venue.id}`)).statusCode).toBe(200);
  });

  it('"take screenshot now": the command ends the day\'s long poll, travels with the report, and the player answers it', async () => {
    const { display, device, tenant } = await world();
    const dayUrl = `/api/graphicscontroller/self/displays/${display.id}/day`;
    const week = (await ctx.app.inject({ method: 'GET', url: dayUrl, headers: device })).json<DeviceDay>();
    const started = Date.now();
    const waiting = ctx.app.inject({ method: 'GET', url: `${dayUrl}?waitSeconds=25`, headers: { ...device, 'if-none-match': week.version } });
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/fleet/commands', headers: tenant.headers, payload: { kind: 'screenshot', target: { displayIds: [display.id] } } });
    expect(sent.statusCode).toBe(201);
    const command = sent.json<{ items: Command[] }>().items[0]!;
    const woken = await waiting;
    expect(woken.statusCode).toBe(304);
    expect(woken.headers['commands-waiting']).toBe('true');
    expect(Date.now() - started).toBeLessThan(10_000);

    const answer = (await report(display.id, device)).json<DisplayReportAnswer>();
    expect(answer).toEqual({ commands: [{ id: command.id, kind: 'screenshot' }], screenshotIntervalMinutes: 15 });
    // Delivered: the next poll no longer says so.
    const quiet = await ctx.app.inject({ method: 'GET', url: dayUrl, headers: { ...device, 'if-none-match': week.version } });
    expect(quiet.headers['commands-waiting']).toBeUndefined();
    const shot = (await upload(display.id, device, JPEG)).json<ScreenshotRef>();
    const ack = await ctx.app.inject({ method: 'POST', url: `/api/graphicscontroller/self/displays/${display.id}/commands/${command.id}`, headers: device, payload: { state: 'done' } });
    expect(ack.statusCode).toBe(204);
    const detail = (await get(`/api/fleet/displays/${display.id}`, tenant.headers)).json<FleetDisplayDetail>();
    expect(detail.commands[0]).toMatchObject({ id: command.id, kind: 'screenshot', state: 'done' });
    expect(detail.latestScreenshot?.id).toBe(shot.id);
  });

  it('sets the interval per client (admins; 400 for bad values), which players get with their report', async () => {
    const { display, device, tenant } = await world();
    const url = `/api/clients/${tenant.clientId}/screenshot-settings`;
    const put = (payload: object, headers = admin) => ctx.app.inject({ method: 'PUT', url, headers, payload });
    expect((await get(url, tenant.headers)).json()).toEqual({ intervalMinutes: 15 });
    expect((await put({ intervalMinutes: 0 })).json()).toEqual({ intervalMinutes: 0 });
    expect((await report(display.id, device)).json<DisplayReportAnswer>().screenshotIntervalMinutes).toBe(0);
    for (const intervalMinutes of [-1, 1441, 2.5, '15']) {
      const bad = await put({ intervalMinutes });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: { intervalMinutes: [screenshotMessages.intervalInvalid] } });
    }
    expect((await put({ intervalMinutes: 30 }, tenant.headers)).statusCode).toBe(403);
    expect((await put({ intervalMinutes: 30 })).json()).toEqual({ intervalMinutes: 30 });
    expect((await history(display.id)).intervalMinutes).toBe(30);
    expect((await put({ intervalMinutes: 30 }, admin)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/clients/not-an-id/screenshot-settings', headers: admin, payload: { intervalMinutes: 5 } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/clients/${MISSING_UUID}/screenshot-settings`, headers: admin, payload: { intervalMinutes: 5 } })).statusCode).toBe(404);
  });

  it('shows a client user only its own client\'s screenshots (404 otherwise) and answers bad ids 404, never 500', async () => {
    const mine = await world();
    const theirs = await world();
    const shot = (await upload(theirs.display.id, theirs.device, JPEG)).json<ScreenshotRef>();
    await upload(mine.display.id, mine.device, PNG, 'image/png');
    const me = mine.tenant.headers;
    expect((await get(`/api/fleet/displays/${theirs.display.id}/screenshots`, me)).json()).toEqual(NOT_FOUND);
    expect((await get(`/api/fleet/displays/${theirs.display.id}/screenshots/${shot.id}`, me)).json()).toEqual(NOT_FOUND);
    // Another display's screenshot id under one's own display is not found either.
    expect((await get(`/api/fleet/displays/${mine.display.id}/screenshots/${shot.id}`, me)).statusCode).toBe(404);
    expect((await get(`/api/fleet/venues/${theirs.venue.id}/screenshots`, me)).json()).toEqual(NOT_FOUND);
    for (const url of [
      '/api/fleet/displays/not-an-id/screenshots',
      `/api/fleet/displays/${mine.display.id}/screenshots/not-an-id`,
      `/api/fleet/displays/${MISSING_UUID}/screenshots/${MISSING_UUID}`,
      '/api/fleet/venues/not-an-id/screenshots',
    ]) {
      expect((await get(url, me)).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/fleet/displays/${mine.display.id}/screenshots` })).statusCode).toBe(401);

    const venue = (await get(`/api/fleet/venues/${mine.venue.id}/screenshots`, me)).json<VenueScreenshots>();
    expect(venue.items).toEqual([
      expect.objectContaining({ displayId: mine.display.id, label: mine.display.label, graphicsControllerId: mine.controller.id, latestScreenshot: expect.objectContaining({ id: expect.any(String) }) }),
    ]);
    expect(venue.intervalMinutes).toBe(15);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Display } from '../../../contract/displays.ts';
import {
  graphicsControllerMessages,
  type GraphicsController,
  type GraphicsControllerAuthCodeResponse,
  type GraphicsControllerSelf,
} from '../../../contract/graphicsControllers.ts';
import { messages } from '../../../contract/messages.ts';
import { NEVER_SEEN_UTC, type Venue } from '../../../contract/venues.ts';
import { graphicsControllerAuthCodes, graphicsControllers } from '../../../server/db/schema.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import { Fixtures, MISSING_UUID, NOT_FOUND, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

const MINUTE_MS = 60_000;

describeEachEngine('graphics controllers: pairing and the portal routes', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const linkUrl = (venueId: string, code: string) => `/api/venues/${venueId}/graphics-controller-auth-codes/${code}`;
  const validation = (errors: Record<string, string[]>) => ({ title: VALIDATION_TITLE, status: 400, errors });

  /** A client with a venue and a signed-in ClientIdentity of its own. */
  async function ownedVenue() {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    return { ...tenant, venue };
  }

  it('pairs a device from first start to unlink, as the device and the portal would', async () => {
    const { clientId, venue } = await ownedVenue();

    // The device starts: it registers and shows its code.
    const started = ctx.now();
    const registered = await call('POST', '/api/graphicscontrollerauthcode');
    expect(registered.statusCode).toBe(201);
    const { graphicsControllerId, token, code, expiresUtc } = registered.json<GraphicsControllerAuthCodeResponse>();
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const lifetime = Date.parse(expiresUtc) - started.getTime();
    expect(lifetime).toBeGreaterThanOrEqual(15 * MINUTE_MS - 1000);
    expect(lifetime).toBeLessThanOrEqual(15 * MINUTE_MS + 5000);
    const device = bearer(token);
    const unlinked = await call('GET', '/api/graphicscontroller/self', device);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toEqual({
      id: graphicsControllerId,
      name: 'Generation One PC',
      linked: false,
      venue: null,
      displays: [],
      heartbeatSeconds: 60,
    });

    // The portal user types the code in lower case: it is upper-cased and found.
    const checked = await call('GET', `/api/graphicscontrollerauthcode/check/${code.toLowerCase()}`, admin);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ graphicsControllerId });

    const linked = await call('POST', linkUrl(venue.id, code.toLowerCase()), admin, { name: '  Bar screens  ' });
    expect(linked.statusCode).toBe(200);
    const controller = linked.json<GraphicsController>();
    expect(controller).toMatchObject({ id: graphicsControllerId, name: 'Bar screens', clientId, venueId: venue.id });

    const self = await call('GET', '/api/graphicscontroller/self', device);
    expect(self.json()).toEqual({
      id: graphicsControllerId,
      name: 'Bar screens',
      linked: true,
      venue: { id: venue.id, name: venue.name, gmv: venue.gmv },
      displays: [],
      heartbeatSeconds: 60,
    });

    // The device reports its screens.
    const reported = await call('PUT', '/api/graphicscontroller/self/displays', device, {
      displays: [
        { label: 'Right', width: 1080, height: 1920 },
        { label: 'Left', width: 1920, height: 1080 },
      ],
    });
    expect(reported.statusCode).toBe(200);
    const screens = reported.json<Display[]>();
    expect(screens.map(({ label, width, height, state, assetId }) => ({ label, width, height, state, assetId }))).toEqual([
      { label: 'Left', width: 1920, height: 1080, state: 'Active', assetId: null },
      { label: 'Right', width: 1080, height: 1920, state: 'Active', assetId: null },
    ]);

    // The portal sees the controller and its displays, Active while the device calls.
    const list = await call('GET', `/api/venues/${venue.id}/graphics-controllers`, admin);
    expect(list.statusCode).toBe(200);
    const [listed] = list.json<GraphicsController[]>();
    expect(list.json<GraphicsController[]>()).toHaveLength(1);
    expect(listed).toMatchObject({ id: graphicsControllerId, name: 'Bar screens', clientId, venueId: venue.id });
    expect(Object.keys(listed ?? {}).sort()).toEqual(['clientId', 'id', 'lastSeenUtc', 'name', 'status', 'updatedUtc', 'venueId']);
    expect(listed?.status).toBe('online');
    expect(screens.map((display) => display.status)).toEqual(['online', 'online']);
    expect(screens[0]?.lastSeenUtc).toBe(listed?.lastSeenUtc);
    expect((await call('GET', `/api/graphicscontroller/${graphicsControllerId}`, admin)).json()).toEqual(listed);
    const portalDisplays = await call('GET', `/api/graphicscontroller/${graphicsControllerId}/displays`, admin);
    expect(portalDisplays.json()).toEqual(screens);
    const [left] = screens;
    if (!left) throw new Error('No display');
    // A display's own answer also says whether a newer version of what it plays awaits approval (docs/compliance.md#approval).
    expect((await call('GET', `/api/display/${left.id}`, admin)).json()).toEqual({ ...left, awaitingApproval: false });
    const seenVenue = (await call('GET', `/api/venues/${venue.id}`, admin)).json<Venue>();
    expect(seenVenue.inAlert).toBe(false);
    expect(seenVenue.status).toBe('online');
    expect(Date.parse(seenVenue.lastSeenUtc)).toBeGreaterThanOrEqual(started.getTime());

    // Two heartbeats missed (and the sighting's write interval): stale, still Active, no alert.
    ctx.travel(4 * MINUTE_MS);
    const stale = await call('GET', `/api/graphicscontroller/${graphicsControllerId}/displays`, admin);
    expect(stale.json<Display[]>().map((display) => [display.state, display.status])).toEqual([
      ['Active', 'stale'],
      ['Active', 'stale'],
    ]);
    expect((await call('GET', `/api/graphicscontroller/${graphicsControllerId}`, admin)).json<GraphicsController>().status).toBe('stale');
    expect((await call('GET', `/api/venues/${venue.id}`, admin)).json<Venue>()).toMatchObject({ inAlert: false, status: 'stale' });

    // Silent for longer than ALERT_AFTER_MINUTES: Inactive, offline, and the venue is in alert.
    ctx.travel(12 * MINUTE_MS);
    const silent = await call('GET', `/api/graphicscontroller/${graphicsControllerId}/displays`, admin);
    expect(silent.json<Display[]>().map((display) => display.state)).toEqual(['Inactive', 'Inactive']);
    expect((await call('GET', `/api/display/${left.id}`, admin)).json<Display>().state).toBe('Inactive');
    const inAlert = (await call('GET', `/api/venues/${venue.id}`, admin)).json<Venue>();
    expect(inAlert.inAlert).toBe(true);
    expect(inAlert.status).toBe('offline');
    expect(silent.json<Display[]>().map((display) => display.status)).toEqual(['offline', 'offline']);
    expect(inAlert.lastSeenUtc).toBe(seenVenue.lastSeenUtc);

    // Any device call counts as seen.
    const back = ctx.now();
    expect((await call('GET', '/api/graphicscontroller/self', device)).json<GraphicsControllerSelf>().displays.map((d) => d.state)).toEqual([
      'Active',
      'Active',
    ]);
    const again = (await call('GET', `/api/venues/${venue.id}`, admin)).json<Venue>();
    expect(again.inAlert).toBe(false);
    expect(again.status).toBe('online');
    expect(Date.parse(again.lastSeenUtc)).toBeGreaterThanOrEqual(back.getTime() - 1);
    const listedAgain = (await call('GET', `/api/venues?limit=100`, admin)).json<{ items: Venue[] }>();
    expect(listedAgain.items.find((item) => item.id === venue.id)).toMatchObject({ inAlert: false, lastSeenUtc: again.lastSeenUtc });

    // Unlink: the controller, its displays and its codes go, and the token stops working.
    const unlinkUrl = `/api/venues/${venue.id}/graphics-controllers/${graphicsControllerId}`;
    const unlinked2 = await call('DELETE', unlinkUrl, admin);
    expect(unlinked2.statusCode).toBe(204);
    expect(unlinked2.body).toBe('');
    const revoked = await call('GET', '/api/graphicscontroller/self', device);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual(UNAUTHORIZED);
    expect((await call('PUT', '/api/graphicscontroller/self/displays', device, { displays: [] })).statusCode).toBe(401);
    expect((await call('GET', `/api/graphicscontroller/${graphicsControllerId}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/display/${left.id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/venues/${venue.id}/graphics-controllers`, admin)).json()).toEqual([]);
    expect((await call('DELETE', unlinkUrl, admin)).statusCode).toBe(404);
    const gone = (await call('GET', `/api/venues/${venue.id}`, admin)).json<Venue>();
    expect(gone).toMatchObject({ inAlert: false, lastSeenUtc: NEVER_SEEN_UTC, status: null });
    const codes = await ctx.db
      .select()
      .from(graphicsControllerAuthCodes)
      .where(eq(graphicsControllerAuthCodes.graphicsControllerId, graphicsControllerId));
    expect(codes).toEqual([]);
  });

  it('answers each link validation message', async () => {
    const { venue } = await ownedVenue();
    const { code } = await devices.pendingCode();
    const cases: [string, object, Record<string, string[]>][] = [
      [code, {}, { name: [messages.graphicsControllerNameRequired] }],
      [code, { name: '   ' }, { name: [messages.graphicsControllerNameRequired] }],
      [code, { name: 42 }, { name: [messages.graphicsControllerNameRequired] }],
      [code, { name: 'x'.repeat(101) }, { name: [graphicsControllerMessages.nameTooLong] }],
      ['ABC', { name: 'Good' }, { code: [messages.graphicsControllerCodeLength] }],
      ['ABCDEFG', { name: 'Good' }, { code: [messages.graphicsControllerCodeLength] }],
    ];
    for (const [pathCode, body, errors] of cases) {
      const response = await call('POST', linkUrl(venue.id, pathCode), admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(validation(errors));
    }
    // None of that spent the code.
    expect((await call('POST', linkUrl(venue.id, code), admin, { name: 'x'.repeat(100) })).statusCode).toBe(200);
  });

  it('answers 404 to an unknown, expired or used code, and to a code of a linked controller', async () => {
    const { venue } = await ownedVenue();
    const check = (code: string) => call('GET', `/api/graphicscontrollerauthcode/check/${code}`, admin);
    const link = (code: string) => call('POST', linkUrl(venue.id, code), admin, { name: 'Late' });

    for (const unknown of ['ZZZZZZ', 'abc', '']) {
      const response = await check(unknown);
      expect(response.statusCode, unknown).toBe(404);
      if (unknown) expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await link('ZZZZZZ')).statusCode).toBe(404);

    // 16 minutes after it was shown the code is dead.
    const expiring = await devices.pendingCode();
    ctx.travel(16 * MINUTE_MS);
    expect((await check(expiring.code)).statusCode).toBe(404);
    expect((await link(expiring.code)).json()).toEqual(NOT_FOUND);
    ctx.resetClock();

    // Used once, then never again (not even for another venue).
    const { code } = await devices.pendingCode();
    expect((await link(code)).statusCode).toBe(200);
    expect((await check(code)).statusCode).toBe(404);
    expect((await link(code)).statusCode).toBe(404);
    const other = await fixtures.venue(venue.clientId);
    expect((await call('POST', linkUrl(other.id, code), admin, { name: 'Again' })).statusCode).toBe(404);

    // A code left over from before a controller was linked does not move it.
    const controller = await devices.controller({ venueId: venue.id, clientId: venue.clientId });
    const leftover = await devices.code(controller.id);
    expect((await check(leftover)).statusCode).toBe(404);
    expect((await call('POST', linkUrl(other.id, leftover), admin, { name: 'Moved' })).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(graphicsControllers).where(eq(graphicsControllers.id, controller.id));
    expect(row?.venueId).toBe(venue.id);
  });

  it('lets a ClientIdentity link, list, view and unlink on its own venues', async () => {
    const { headers, clientId, venue } = await ownedVenue();
    const { controllerId, code } = await devices.pendingCode();
    expect((await call('GET', `/api/graphicscontrollerauthcode/check/${code}`, headers)).json()).toEqual({
      graphicsControllerId: controllerId,
    });
    const linked = await call('POST', linkUrl(venue.id, code), headers, { name: 'Lobby PC' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: controllerId, clientId, venueId: venue.id, name: 'Lobby PC' });
    const display = await devices.display(controllerId, 'Lobby');
    expect((await call('GET', `/api/venues/${venue.id}/graphics-controllers`, headers)).json()).toHaveLength(1);
    expect((await call('GET', `/api/graphicscontroller/${controllerId}`, headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/graphicscontroller/${controllerId}/displays`, headers)).json()).toHaveLength(1);
    expect((await call('GET', `/api/display/${display.id}`, headers)).json()).toMatchObject({ id: display.id, label: 'Lobby' });
    expect((await call('DELETE', `/api/venues/${venue.id}/graphics-controllers/${controllerId}`, headers)).statusCode).toBe(204);
  });

  it('answers 404 everywhere to a ClientIdentity of another client, and leaves the code usable', async () => {
    const { venue, clientId } = await ownedVenue();
    const stranger = await fixtures.tenant();
    const controller = await devices.controller({ venueId: venue.id, clientId });
    const display = await devices.display(controller.id);
    const { code } = await devices.pendingCode();
    const urls: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', `/api/venues/${venue.id}/graphics-controllers`],
      ['POST', linkUrl(venue.id, code), { name: 'Mine now' }],
      ['DELETE', `/api/venues/${venue.id}/graphics-controllers/${controller.id}`],
      ['GET', `/api/graphicscontroller/${controller.id}`],
      ['GET', `/api/graphicscontroller/${controller.id}/displays`],
      ['GET', `/api/display/${display.id}`],
    ];
    for (const [method, url, body] of urls) {
      const response = await call(method, url, stranger.headers, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    // Its own venue's address cannot reach another venue's controller either.
    const strangerVenue = await fixtures.venue(stranger.clientId);
    const sideways = await call('DELETE', `/api/venues/${strangerVenue.id}/graphics-controllers/${controller.id}`, stranger.headers);
    expect(sideways.statusCode).toBe(404);
    expect((await call('GET', `/api/graphicscontroller/${controller.id}`, admin)).statusCode).toBe(200);
    expect((await call('POST', linkUrl(venue.id, code), admin, { name: 'Still free' })).statusCode).toBe(200);
  });

  it('answers 404 to unknown and malformed ids, and to unlinked controllers', async () => {
    const { venue } = await ownedVenue();
    const pending = await devices.pendingCode();
    for (const url of [
      `/api/venues/${MISSING_UUID}/graphics-controllers`,
      '/api/venues/not-a-uuid/graphics-controllers',
      `/api/graphicscontroller/${MISSING_UUID}`,
      '/api/graphicscontroller/not-a-uuid',
      `/api/graphicscontroller/${pending.controllerId}`,
      `/api/graphicscontroller/${pending.controllerId}/displays`,
      `/api/display/${MISSING_UUID}`,
      '/api/display/not-a-uuid',
    ]) {
      expect((await call('GET', url, admin)).statusCode, url).toBe(404);
    }
    expect((await call('DELETE', `/api/venues/${venue.id}/graphics-controllers/not-a-uuid`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/venues/${venue.id}/graphics-controllers/${pending.controllerId}`, admin)).statusCode).toBe(404);
    expect((await call('POST', linkUrl(MISSING_UUID, pending.code), admin, { name: 'Nowhere' })).statusCode).toBe(404);
  });

  it('answers 401 to anonymous calls and to device tokens on portal routes', async () => {
    const { venue, clientId } = await ownedVenue();
    const controller = await devices.controller({ venueId: venue.id, clientId });
    const display = await devices.display(controller.id);
    const { code } = await devices.pendingCode();
    const urls: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', `/api/graphicscontrollerauthcode/check/${code}`],
      ['GET', `/api/venues/${venue.id}/graphics-controllers`],
      ['POST', linkUrl(venue.id, code), { name: 'Anon' }],
      ['DELETE', `/api/venues/${venue.id}/graphics-controllers/${controller.id}`],
      ['GET', `/api/graphicscontroller/${controller.id}`],
      ['GET', `/api/graphicscontroller/${controller.id}/displays`],
      ['GET', `/api/display/${display.id}`],
    ];
    for (const headers of [{}, bearer(controller.token), bearer('not-a-token')]) {
      for (const [method, url, body] of urls) {
        const response = await call(method, url, headers, body);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual(UNAUTHORIZED);
      }
    }
  });
});

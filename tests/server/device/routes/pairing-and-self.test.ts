import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { displayMessages, DISPLAYS_PER_CONTROLLER_MAX, type Display } from '../../../../contract/displays.ts';
import type { GraphicsControllerAuthCodeResponse, GraphicsControllerSelf } from '../../../../contract/graphicsControllers.ts';
import { graphicsControllerAuthCodes, graphicsControllers } from '../../../../server/db/schema.ts';
import { CONTROLLER_ALREADY_LINKED_TITLE } from '../../../../server/device/routes/pairing.ts';
import { ABANDONED_CONTROLLER_MS, deleteSpentDeviceRows, newAuthCode } from '../../../../server/services/displays/graphics-controllers.ts';
import { DeviceFixtures } from '../../device-fixtures.ts';
import { Fixtures, UNAUTHORIZED, VALIDATION_TITLE } from '../../fixtures.ts';
import { bearer, describeEachEngine } from '../../harness.ts';

const MINUTE_MS = 60_000;
const TOO_MANY = { title: 'Too many requests. Try again later.', status: 429 };

describeEachEngine('graphics controllers: the device side', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const register = async () => {
    const response = await call('POST', '/api/graphicscontrollerauthcode');
    expect(response.statusCode).toBe(201);
    return response.json<GraphicsControllerAuthCodeResponse>();
  };
  const report = (token: string, displays: unknown) =>
    call('PUT', '/api/graphicscontroller/self/displays', bearer(token), { displays });
  const validation = (errors: Record<string, string[]>) => ({ title: VALIDATION_TITLE, status: 400, errors });

  it('draws codes of 6 characters without look-alikes', () => {
    const codes = Array.from({ length: 500 }, () => newAuthCode());
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it('gives each registration its own controller, token and code', async () => {
    const first = await register();
    const second = await register();
    expect(second.graphicsControllerId).not.toBe(first.graphicsControllerId);
    expect(second.token).not.toBe(first.token);
    expect(second.code).not.toBe(first.code);
    // Only the token's SHA-256 is stored.
    const [row] = await ctx.db.select().from(graphicsControllers).where(eq(graphicsControllers.id, first.graphicsControllerId));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(first.token);
    expect(row).toMatchObject({ venueId: null, clientId: null, name: 'Generation One PC' });
  });

  it('gives an unlinked device a fresh code for the same controller; the old code stops working', async () => {
    const first = await register();
    ctx.travel(10 * MINUTE_MS);
    const again = await call('POST', '/api/graphicscontrollerauthcode', bearer(first.token));
    expect(again.statusCode).toBe(201);
    const fresh = again.json<GraphicsControllerAuthCodeResponse>();
    expect(fresh).toMatchObject({ graphicsControllerId: first.graphicsControllerId, token: first.token });
    expect(fresh.code).not.toBe(first.code);
    expect(Date.parse(fresh.expiresUtc)).toBeGreaterThan(Date.parse(first.expiresUtc));
    const check = (code: string) => call('GET', `/api/graphicscontrollerauthcode/check/${code}`, admin);
    expect((await check(first.code)).statusCode).toBe(404);
    expect((await check(fresh.code)).json()).toEqual({ graphicsControllerId: first.graphicsControllerId });
  });

  it('refuses a code to a linked device (409) and to a token that is not a device token (401)', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const linked = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const conflict = await call('POST', '/api/graphicscontrollerauthcode', bearer(linked.token));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ title: CONTROLLER_ALREADY_LINKED_TITLE, status: 409 });
    for (const headers of [bearer('revoked-or-made-up'), tenant.headers]) {
      const refused = await call('POST', '/api/graphicscontrollerauthcode', headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('limits registrations per IP like the auth routes', async () => {
    const app = await ctx.buildApp({ rateLimits: { perIpMax: 2 } });
    const post = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/graphicscontrollerauthcode', remoteAddress });
    expect((await post('10.0.0.7')).statusCode).toBe(201);
    expect((await post('10.0.0.7')).statusCode).toBe(201);
    const limited = await post('10.0.0.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post('10.0.0.8')).statusCode).toBe(201);
  });

  it('answers 401 on the device routes without a device token, also to a portal session', async () => {
    for (const headers of [{}, admin, bearer('made-up')]) {
      const self = await call('GET', '/api/graphicscontroller/self', headers);
      expect(self.statusCode).toBe(401);
      expect(self.json()).toEqual(UNAUTHORIZED);
      expect((await call('PUT', '/api/graphicscontroller/self/displays', headers, { displays: [] })).statusCode).toBe(401);
    }
  });

  it('counts every device call as seen', async () => {
    const controller = await devices.controller(null, new Date(0));
    ctx.travel(3 * MINUTE_MS);
    const before = ctx.now();
    expect((await call('GET', '/api/graphicscontroller/self', bearer(controller.token))).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(graphicsControllers).where(eq(graphicsControllers.id, controller.id));
    expect(row?.lastSeenUtc?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    // A sighting is not an edit.
    expect(row?.updatedUtc.getTime()).toBe(controller.updatedUtc.getTime());
  });

  it('writes a sighting at most once per interval, however often the device calls, and advertises its heartbeat', async () => {
    ctx.freezeClock();
    const controller = await devices.controller(null, null);
    const lastSeen = async () =>
      (await ctx.db.select().from(graphicsControllers).where(eq(graphicsControllers.id, controller.id)))[0]?.lastSeenUtc?.getTime();
    const before = ctx.now().getTime();
    const self = await call('GET', '/api/graphicscontroller/self', bearer(controller.token));
    expect(self.json<GraphicsControllerSelf>().heartbeatSeconds).toBe(60);
    const first = (await lastSeen()) ?? 0;
    expect(first).toBeGreaterThanOrEqual(before);
    // Polling every 5 s for most of a minute writes nothing.
    for (let step = 0; step < 11; step += 1) {
      ctx.travel(5_000);
      expect((await call('GET', '/api/graphicscontroller/self', bearer(controller.token))).statusCode).toBe(200);
    }
    expect(await lastSeen()).toBe(first);
    ctx.travel(5_000);
    await call('PUT', '/api/graphicscontroller/self/displays', bearer(controller.token), { displays: [] });
    expect(await lastSeen()).toBeGreaterThanOrEqual(first + 60_000);
  });

  it('writes sightings as often as a shortened heartbeat, and says so to the device', async () => {
    const app = await ctx.buildApp({ config: { heartbeatSeconds: 2 } });
    ctx.freezeClock();
    const seenAt = ctx.now();
    const controller = await devices.controller(null, seenAt);
    ctx.travel(1_000);
    const self = await app.inject({ method: 'GET', url: '/api/graphicscontroller/self', headers: bearer(controller.token) });
    expect(self.json<GraphicsControllerSelf>().heartbeatSeconds).toBe(2);
    const read = async () =>
      (await ctx.db.select().from(graphicsControllers).where(eq(graphicsControllers.id, controller.id)))[0]?.lastSeenUtc?.getTime();
    expect(await read()).toBe(seenAt.getTime());
    ctx.travel(1_000);
    await app.inject({ method: 'GET', url: '/api/graphicscontroller/self', headers: bearer(controller.token) });
    expect(await read()).toBeGreaterThanOrEqual(seenAt.getTime() + 2_000);
  });

  it('replaces the reported displays by label: keeps ids, adds, deletes, touches only changed ones', async () => {
    const { token } = await register();
    const first = await report(token, [
      { label: 'Bar', width: 1920, height: 1080 },
      { label: 'Door', width: 1280, height: 720 },
    ]);
    expect(first.statusCode).toBe(200);
    const [bar, door] = first.json<Display[]>();
    if (!bar || !door) throw new Error('Two displays expected');
    ctx.travel(MINUTE_MS);
    const second = await report(token, [
      { label: 'Bar', width: 1920, height: 1080 },
      { label: 'Door', width: 1080, height: 1920 },
      { label: 'Stage', width: 3840, height: 2160 },
    ]);
    const [bar2, door2, stage] = second.json<Display[]>();
    // The device's own view lists them as the report answered them: by label, each with its state.
    const selfAfterSecond = await call('GET', '/api/graphicscontroller/self', bearer(token));
    expect(selfAfterSecond.json<GraphicsControllerSelf>().displays).toEqual(second.json());
    // The same display, its controller seen again meanwhile (a sighting is not an edit).
    expect(bar2).toEqual({ ...bar, lastSeenUtc: bar2?.lastSeenUtc });
    expect(Date.parse(bar2?.lastSeenUtc ?? '')).toBeGreaterThan(Date.parse(bar.lastSeenUtc ?? ''));
    expect(door2).toMatchObject({ id: door.id, width: 1080, height: 1920 });
    expect(Date.parse(door2?.updatedUtc ?? '')).toBeGreaterThan(Date.parse(door.updatedUtc));
    expect(stage).toMatchObject({ label: 'Stage', width: 3840, height: 2160, state: 'Active', assetId: null });
    const third = await report(token, [{ label: 'Stage', width: 3840, height: 2160 }]);
    expect(third.json()).toEqual([{ ...stage, lastSeenUtc: third.json<Display[]>()[0]?.lastSeenUtc }]);
    const self = await call('GET', '/api/graphicscontroller/self', bearer(token));
    expect(self.json<GraphicsControllerSelf>().displays).toEqual([stage]);
    expect((await report(token, [])).json()).toEqual([]);
  });

  it('answers each display report message and changes nothing then', async () => {
    const { token } = await register();
    await report(token, [{ label: 'Kept', width: 800, height: 600 }]);
    const good = { label: 'Screen', width: 1920, height: 1080 };
    const cases: [unknown, Record<string, string[]>][] = [
      [undefined, { displays: [displayMessages.displaysRequired] }],
      ['nope', { displays: [displayMessages.displaysRequired] }],
      [[{ ...good, label: '  ' }], { 'displays.0.label': [displayMessages.labelRequired] }],
      [[{ width: 1, height: 1 }], { 'displays.0.label': [displayMessages.labelRequired] }],
      [[{ ...good, label: 'x'.repeat(101) }], { 'displays.0.label': [displayMessages.labelTooLong] }],
      [[{ ...good, width: 0 }], { 'displays.0.width': [displayMessages.widthInvalid] }],
      [[{ ...good, width: 10.5 }], { 'displays.0.width': [displayMessages.widthInvalid] }],
      [[{ ...good, height: '1080' }], { 'displays.0.height': [displayMessages.heightInvalid] }],
      [[{ ...good, height: 100_001 }], { 'displays.0.height': [displayMessages.heightInvalid] }],
      [[good, { ...good, label: ' Screen ' }], { displays: [displayMessages.labelsNotUnique] }],
      [
        Array.from({ length: DISPLAYS_PER_CONTROLLER_MAX + 1 }, (_, index) => ({ ...good, label: `S${index}` })),
        { displays: [displayMessages.tooManyDisplays] },
      ],
    ];
    for (const [displays, errors] of cases) {
      const response = await call('PUT', '/api/graphicscontroller/self/displays', bearer(token), displays === undefined ? {} : { displays });
      expect(response.statusCode, JSON.stringify(displays)?.slice(0, 80)).toBe(400);
      expect(response.json()).toEqual(validation(errors));
    }
    const self = await call('GET', '/api/graphicscontroller/self', bearer(token));
    expect(self.json<GraphicsControllerSelf>().displays.map((display) => display.label)).toEqual(['Kept']);
  });

  it('sweeps dead codes and abandoned unlinked controllers, never linked ones', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const now = ctx.now();
    const longAgo = new Date(now.getTime() - ABANDONED_CONTROLLER_MS - MINUTE_MS);
    const abandoned = await devices.controller(null, longAgo);
    const waiting = await devices.controller(null, now);
    const silentLinked = await devices.controller({ venueId: venue.id, clientId: tenant.clientId }, longAgo);
    const live = await devices.code(waiting.id);
    const expired = await devices.code(waiting.id, { expiresUtc: new Date(now.getTime() - 1) });
    const used = await devices.code(silentLinked.id, { usedUtc: now });
    await deleteSpentDeviceRows(ctx.db, now);
    const ids = (await ctx.db.select({ id: graphicsControllers.id }).from(graphicsControllers)).map((row) => row.id);
    expect(ids).not.toContain(abandoned.id);
    expect(ids).toEqual(expect.arrayContaining([waiting.id, silentLinked.id]));
    const codes = (await ctx.db.select({ code: graphicsControllerAuthCodes.code }).from(graphicsControllerAuthCodes)).map(
      (row) => row.code,
    );
    expect(codes).toContain(live);
    expect(codes).not.toContain(expired);
    expect(codes).not.toContain(used);
  });
});

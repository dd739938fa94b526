import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { BASE_ASSET_IDS, type Asset } from '../../../../contract/assets.ts';
import type { DeviceDay } from '../../../../contract/deviceDay.ts';
import { resolveTimeline } from '../../../../contract/schedule/resolveTimeline.ts';
import type { Playlist } from '../../../../contract/schedules.ts';
import { assets, displays } from '../../../../server/db/schema.ts';
import { queryRows } from '../../../../server/services/sql-rows.ts';
import { DeviceFixtures } from '../../device-fixtures.ts';
import { multipart, PNG } from '../../media-fixtures.ts';
import { Fixtures, NOT_FOUND, tag } from '../../fixtures.ts';
import { bearer, describeEachEngine } from '../../harness.ts';

describeEachEngine('the device reads its display’s week: /self/displays/:displayId/day', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  let sydneyRegionId: string;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    const [region] = await queryRows<{ id: string }>(ctx.db, sql`select id from regions where time_zone = 'Australia/Sydney' limit 1`);
    sydneyRegionId = region!.id;
  });

  const layout = async () => (await ctx.db.insert(assets).values({ name: `Layout ${tag()}`, type: 'GROUP' }).returning({ id: assets.id }))[0]!.id;
  const dayUrl = (displayId: string) => `/api/graphicscontroller/self/displays/${displayId}/day`;

  it('gives everything to resolve the week offline, versioned: 304 until a schedule changes', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId, { regionId: sydneyRegionId });
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const display = await devices.display(controller.id);
    const device = bearer(controller.token);
    const [a, b, c] = [await layout(), await layout(), await layout()];
    const playlist = (
      await ctx.app.inject({ method: 'POST', url: '/api/playlists', headers: admin, payload: { name: 'Loop', items: [{ assetId: b, durationSeconds: 30 }, { assetId: c, durationSeconds: 60 }] } })
    ).json<Playlist>();
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: { name: 'A', target: { venueId: venue.id }, content: { assetId: a }, days, from: '09:00', to: '12:00' } });
    await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: { name: 'Loop', target: { displayId: display.id }, content: { playlistId: playlist.id }, days, from: '12:00', to: '18:00' } });

    const first = await ctx.app.inject({ method: 'GET', url: dayUrl(display.id), headers: device });
    expect(first.statusCode).toBe(200);
    const week = first.json<DeviceDay>();
    expect(first.headers.etag).toBe(week.version);
    expect(week.timeZone).toBe('Australia/Sydney');
    expect(week.entries).toHaveLength(2);
    expect(week.playlists[playlist.id]).toEqual([{ assetId: b, durationSeconds: 30 }, { assetId: c, durationSeconds: 60 }]);
    expect(Object.keys(week.layouts).sort()).toEqual([a, b, c].sort());
    expect(week.layouts[a]).toMatchObject({ assetId: a, width: display.width, height: display.height });

    // The player's own resolve agrees with the portal's timeline.
    const fromMs = Date.parse(week.validFromUtc);
    const toMs = fromMs + 2 * 86_400_000;
    const onDevice = resolveTimeline({ ...week, fromMs, toMs });
    const timeline = await ctx.app.inject({
      method: 'GET',
      url: `/api/display/${display.id}/timeline?from=${new Date(fromMs).toISOString()}&to=${new Date(toMs).toISOString()}`,
      headers: tenant.headers,
    });
    expect(timeline.json<{ items: { start: string; assetId: string | null }[] }>().items.map((item) => [item.start, item.assetId])).toEqual(
      onDevice.map((segment) => [new Date(segment.start).toISOString(), segment.assetId]),
    );

    const again = await ctx.app.inject({ method: 'GET', url: dayUrl(display.id), headers: { ...device, 'if-none-match': week.version } });
    expect(again.statusCode).toBe(304);
    // A long poll waits for the change and answers it at once.
    const started = Date.now();
    const waiting = ctx.app.inject({ method: 'GET', url: `${dayUrl(display.id)}?waitSeconds=25`, headers: { ...device, 'if-none-match': week.version } });
    await ctx.app.inject({ method: 'POST', url: '/api/takeovers', headers: admin, payload: { name: 'Jackpot', targets: { all: true }, content: { assetId: c }, endUtc: new Date(ctx.now().getTime() + 900_000).toISOString() } });
    const changed = await waiting;
    expect(changed.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(changed.json<DeviceDay>().takeovers).toHaveLength(1);

    // Another device's display is not found.
    const stranger = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    expect((await ctx.app.inject({ method: 'GET', url: dayUrl(display.id), headers: bearer(stranger.token) })).json()).toEqual(NOT_FOUND);
  });

  /** A linked display of a new client, its device's headers and its current version. */
  const screenOfNewClient = async (app = ctx.app, regionId = sydneyRegionId) => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId, { regionId });
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const display = await devices.display(controller.id);
    const device = bearer(controller.token);
    const version = (await app.inject({ method: 'GET', url: dayUrl(display.id), headers: device })).json<DeviceDay>().version;
    return { clientId: tenant.clientId, venueId: venue.id, controllerId: controller.id, display, device, version };
  };
  type Screen = Awaited<ReturnType<typeof screenOfNewClient>>;
  const longPoll = (screen: Screen, app = ctx.app) =>
    app.inject({ method: 'GET', url: `${dayUrl(screen.display.id)}?waitSeconds=25`, headers: { ...screen.device, 'if-none-match': screen.version } });
  /**
   * How soon a woken poll must answer to count as answered at once: well inside the 25 s a poll not
   * woken waits (longPoll), so the two never blur. Once 1 s, but on a loaded 2-core machine (three
   * test lanes, load average 15) reading the day again took longer than that.
   */
  const AT_ONCE_MS = 8_000;
  /** The poll's status if it answers within `ms`, else 'waiting'. */
  const within = async (poll: Promise<{ statusCode: number }>, ms: number) =>
    Promise.race([poll.then((answer) => answer.statusCode), new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms))]);
  /**
   * Resolves once a poll of the client's players waits in `app`: a change announced from then on
   * wakes it (its wait starts before its first read), so no sleep has to guess how long that takes.
   */
  const parked = async (clientId: string, app = ctx.app) => {
    await expect.poll(() => app.scheduleChangeWaiters(clientId), { timeout: 15_000, interval: 5, message: `No poll of client ${clientId} waits` }).toBeGreaterThan(0);
  };
  /**
   * Resolves once `app` has heard every announcement made before it: a fresh key's announcement
   * comes back after them (NOTIFYs arrive in commit order; PGlite wakes at once). A poll one of
   * them wrongly woke has left the count of waiters by then (a wake settles its waiters in the one
   * call), so "still waits" is read from that count, not from a window of time.
   */
  const heardAll = async (app = ctx.app) => {
    const marker = crypto.randomUUID();
    const heard = app.nextScheduleChange(marker, 60_000);
    try {
      await app.scheduleChanged([marker]);
      await expect.poll(() => app.scheduleChangeWaiters(marker), { timeout: 10_000, interval: 5, message: 'the marker announcement came back' }).toBe(0);
    } finally {
      heard.cancel();
    }
  };
  /** How many polls wait under the key in `app` once everything announced so far was heard there. */
  const waitingAfterAll = async (key: string, app = ctx.app) => {
    await heardAll(app);
    return app.scheduleChangeWaiters(key);
  };
  /** The screen's current version, its poll parked on it, then the change: the poll answers at once, with `expected`. */
  const wakesAtOnce = async (screen: Screen, change: () => Promise<{ statusCode: number; body: string }>, expected = 200) => {
    const version = (await ctx.app.inject({ method: 'GET', url: dayUrl(screen.display.id), headers: screen.device })).json<DeviceDay>().version;
    const poll = longPoll({ ...screen, version });
    await parked(screen.clientId);
    const changed = await change();
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expect(await within(poll, AT_ONCE_MS)).toBe(expected);
    return poll;
  };
  const week = { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], from: '09:00', to: '12:00' };

  it('wakes only the players of the clients a change can reach; a takeover of all targets wakes every one', async () => {
    const [a, b] = [await screenOfNewClient(), await screenOfNewClient()];
    const loop = { name: `Loop ${tag()}`, items: [{ assetId: await layout(), durationSeconds: 30 }] };
    const playlist = (await ctx.app.inject({ method: 'POST', url: '/api/playlists', headers: admin, payload: loop })).json<Playlist>();
    const [pollA, pollB] = [longPoll(a), longPoll(b)];
    await parked(a.clientId);
    await parked(b.clientId);
    const entry = await ctx.app.inject({
      method: 'POST',
      url: '/api/schedules',
      headers: admin,
      payload: { name: 'Happy hour', target: { clientId: a.clientId }, content: { playlistId: playlist.id }, ...week },
    });
    expect(entry.statusCode).toBe(201);
    expect(await within(pollA, AT_ONCE_MS)).toBe(200);
    const answerA = await pollA;

    // The playlist has no client: editing it wakes the clients of the entries that show it.
    const againA = longPoll({ ...a, version: answerA.json<DeviceDay>().version });
    await parked(a.clientId);
    const edited = await ctx.app.inject({ method: 'PUT', url: `/api/playlists/${playlist.id}`, headers: admin, payload: { ...loop, items: [{ ...loop.items[0]!, durationSeconds: 45 }] } });
    expect(edited.statusCode).toBe(200);
    expect(await within(againA, AT_ONCE_MS)).toBe(200);
    // Client B's player was woken by neither: its poll still waits.
    expect(await waitingAfterAll(b.clientId)).toBe(1);

    const everywhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/takeovers',
      headers: admin,
      payload: { name: 'Fire drill', targets: { all: true }, content: { assetId: await layout() }, endUtc: new Date(ctx.now().getTime() + 900_000).toISOString() },
    });
    expect(everywhere.statusCode).toBe(201);
    expect(await within(pollB, AT_ONCE_MS)).toBe(200);
  });

  /** A linked display at a new venue of the client, its device's headers and its current version. */
  const screenAtNewVenue = async (clientId: string) => {
    const venue = await fixtures.venue(clientId, { regionId: sydneyRegionId });
    const controller = await devices.controller({ venueId: venue.id, clientId });
    const display = await devices.display(controller.id);
    const device = bearer(controller.token);
    const version = (await ctx.app.inject({ method: 'GET', url: dayUrl(display.id), headers: device })).json<DeviceDay>().version;
    return { clientId, venueId: venue.id, controllerId: controller.id, display, device, version };
  };
  /** The screen's poll parked on its current version (read now: an earlier change may have moved it); in an object, so awaiting this does not await the poll. */
  const pollNow = async (screen: Screen) => {
    const version = (await ctx.app.inject({ method: 'GET', url: dayUrl(screen.display.id), headers: screen.device })).json<DeviceDay>().version;
    const poll = longPoll({ ...screen, version });
    await expect.poll(() => ctx.app.scheduleChangeWaiters(screen.venueId), { timeout: 15_000, interval: 5, message: `No poll of venue ${screen.venueId} waits` }).toBeGreaterThan(0);
    return { poll };
  };

  it("wakes only the venue's players for a change of one venue (a takeover, an entry, its hours), and every player of the client for a change of the client", async () => {
    const here = await screenOfNewClient();
    const there = await screenAtNewVenue(here.clientId);
    const otherClient = await screenOfNewClient();
    // Another client's poll, left waiting: whether it still waits is read from its client's count.
    void longPoll(otherClient);
    await parked(otherClient.clientId);

    // A takeover of one venue: its player answers, the same client's other venue keeps waiting.
    let [{ poll: pollHere }, { poll: pollThere }] = [await pollNow(here), await pollNow(there)];
    const takeover = await ctx.app.inject({
      method: 'POST',
      url: '/api/takeovers',
      headers: admin,
      payload: { name: 'Closing', targets: { venueIds: [here.venueId] }, content: { assetId: await layout() }, endUtc: new Date(ctx.now().getTime() + 900_000).toISOString() },
    });
    expect(takeover.statusCode).toBe(201);
    expect(await within(pollHere, AT_ONCE_MS)).toBe(200);
    expect((await pollHere).json<DeviceDay>().takeovers.map((item) => item.id)).toContain(takeover.json<{ id: string }>().id);
    expect(await waitingAfterAll(there.venueId)).toBe(1);

    // A schedule entry of one venue, and that venue's hours, likewise.
    ({ poll: pollHere } = await pollNow(here));
    const entry = await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: { name: 'Quiz', target: { venueId: here.venueId }, content: { assetId: await layout() }, ...week } });
    expect(entry.statusCode).toBe(201);
    expect(await within(pollHere, AT_ONCE_MS)).toBe(200);
    ({ poll: pollHere } = await pollNow(here));
    const hours = await ctx.app.inject({ method: 'PUT', url: `/api/venues/${here.venueId}/open-hours`, headers: admin, payload: { mondayOpen: '10:00', mondayClose: '22:00' } });
    expect(hours.statusCode).toBe(200);
    expect(await within(pollHere, AT_ONCE_MS)).toBe(200);
    expect(await waitingAfterAll(there.venueId)).toBe(1);

    // A change of the whole client wakes both venues' players; another client's keeps waiting.
    ({ poll: pollHere } = await pollNow(here));
    const clientEntry = await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: { name: 'Brand week', target: { clientId: here.clientId }, content: { assetId: await layout() }, ...week } });
    expect(clientEntry.statusCode).toBe(201);
    expect(await within(pollHere, AT_ONCE_MS)).toBe(200);
    expect(await within(pollThere, AT_ONCE_MS)).toBe(200);
    expect(await waitingAfterAll(otherClient.clientId)).toBe(1);

    // A takeover of the client: both again.
    [{ poll: pollHere }, { poll: pollThere }] = [await pollNow(here), await pollNow(there)];
    const clientTakeover = await ctx.app.inject({
      method: 'POST',
      url: '/api/takeovers',
      headers: admin,
      payload: { name: 'Brand launch', targets: { clientIds: [here.clientId] }, content: { assetId: await layout() }, endUtc: new Date(ctx.now().getTime() + 900_000).toISOString() },
    });
    expect(clientTakeover.statusCode).toBe(201);
    expect(await within(pollHere, AT_ONCE_MS)).toBe(200);
    expect(await within(pollThere, AT_ONCE_MS)).toBe(200);
    expect(await waitingAfterAll(otherClient.clientId)).toBe(1);
  });

  it('wakes everyone when the clients named would not fit a NOTIFY payload', async () => {
    const b = await screenOfNewClient();
    const poll = longPoll(b);
    await parked(b.clientId);
    const strangers = Array.from({ length: 300 }, () => crypto.randomUUID());
    await ctx.app.scheduleChanged(strangers);
    // Woken to ask again: nothing changed for it, so 304.
    expect(await within(poll, AT_ONCE_MS)).toBe(304);
  });

  it('keeps the version it answered until a change for the display is heard: a quiet wait answers 304, a change the new version', async () => {
    const screen = await screenOfNewClient();
    // Nothing heard in the second it waits: 304 with the same ETag (answered without reading the day).
    const quiet = await ctx.app.inject({ method: 'GET', url: `${dayUrl(screen.display.id)}?waitSeconds=1`, headers: { ...screen.device, 'if-none-match': screen.version } });
    expect(quiet.statusCode).toBe(304);
    expect(quiet.headers.etag).toBe(screen.version);
    // A change for its client, saved while no poll waits, still answers the next poll at once.
    const entry = await ctx.app.inject({
      method: 'POST',
      url: '/api/schedules',
      headers: admin,
      payload: { name: 'Brunch', target: { clientId: screen.clientId }, content: { assetId: await layout() }, ...week },
    });
    expect(entry.statusCode).toBe(201);
    const next = await within(longPoll(screen), AT_ONCE_MS);
    expect(next).toBe(200);
  });

  it("wakes a waiting player when its display's own layout is saved (the day carries it)", async () => {
    const screen = await screenOfNewClient();
    const poll = longPoll(screen);
    await parked(screen.clientId);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/asset/display/${screen.display.id}`,
      headers: admin,
      payload: { placements: [{ assetId: BASE_ASSET_IDS.TEXT, config: { value: 'Happy hour' }, x: '0px', y: '0px', order: 0 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await within(poll, AT_ONCE_MS)).toBe(200);
  });

  it('wakes a waiting player for every edit of what its day carries, and only that player: a layout placed in a scheduled one, a file it draws, the venue, its hours, the screen size, the controller unlinked', async () => {
    const screen = await screenOfNewClient();
    const bystander = await screenOfNewClient();
    // Left waiting: whether it still waits is read from its client's count of waiters.
    void longPoll(bystander);
    await parked(bystander.clientId);
    const image = multipart([
      { name: 'Name', data: 'Promo' },
      { name: 'FileType', data: 'Image' },
      { name: 'File', data: PNG, filename: 'promo.png', contentType: 'image/png' },
    ]);
    const uploaded = await ctx.app.inject({ method: 'POST', url: '/api/assetfile', payload: image.payload, headers: { ...image.headers, ...admin } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json<{ id: string }>().id;
    // A group inside the scheduled layout draws the file: both are carried by the screen's week.
    const [inner, outer] = [await layout(), await layout()];
    const saveLayout = (assetId: string, name: string, placements: object[]) =>
      ctx.app.inject({ method: 'PUT', url: `/api/asset/${assetId}`, headers: admin, payload: { name, width: '1920px', height: '1080px', placements } });
    const imageAt = (x: string) => ({ assetId: BASE_ASSET_IDS.IMAGE, config: { file_id: fileId }, x, y: '0px', order: 0 });
    expect((await saveLayout(inner, 'Inner', [imageAt('0px')])).statusCode).toBe(200);
    expect((await saveLayout(outer, 'Outer', [{ assetId: inner, config: {}, x: '0px', y: '0px', order: 0 }])).statusCode).toBe(200);
    const entry = await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: { name: 'Promo', target: { venueId: screen.venueId }, content: { assetId: outer }, ...week } });
    expect(entry.statusCode).toBe(201);

    const wakes = (change: () => Promise<{ statusCode: number; body: string }>, expected = 200) => wakesAtOnce(screen, change, expected);
    await wakes(() => saveLayout(inner, 'Inner', [imageAt('10px')]));
    await wakes(() => {
      const renamed = multipart([{ name: 'Name', data: 'Promo (autumn)' }]);
      return ctx.app.inject({ method: 'PUT', url: `/api/assetfile/${fileId}`, payload: renamed.payload, headers: { ...renamed.headers, ...admin } });
    });
    await wakes(() => ctx.app.inject({ method: 'PUT', url: `/api/venues/${screen.venueId}/open-hours`, headers: admin, payload: { mondayOpen: '09:00', mondayClose: '17:00' } }));
    const [perth] = await queryRows<{ id: string }>(ctx.db, sql`select id from regions where time_zone = 'Australia/Perth' limit 1`);
    await wakes(() =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/venues/${screen.venueId}`,
        headers: admin,
        payload: { venueId: screen.venueId, regionId: perth!.id, name: `Moved ${tag()}`, gmv: `GMV-${tag()}` },
      }),
    );
    await wakes(() =>
      ctx.app.inject({ method: 'PUT', url: '/api/graphicscontroller/self/displays', headers: screen.device, payload: { displays: [{ label: screen.display.label, width: 1280, height: 720 }] } }),
    );
    // None of it was the bystander's: its poll still waits.
    expect(await waitingAfterAll(bystander.clientId)).toBe(1);
    // Unlinked: the waiting poll answers, and the token no longer passes (in no process's cache).
    await wakes(() => ctx.app.inject({ method: 'DELETE', url: `/api/venues/${screen.venueId}/graphics-controllers/${screen.controllerId}`, headers: admin }), 404);
    expect((await ctx.app.inject({ method: 'GET', url: dayUrl(screen.display.id), headers: screen.device })).statusCode).toBe(401);
    expect(await waitingAfterAll(bystander.clientId)).toBe(1);
  });

  it('reads the display again with a day woken by its new size, though it read the day before waiting (a command taken, not answered, keeps no day)', async () => {
    const screen = await screenOfNewClient();
    const entry = await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: { name: 'Sized', target: { displayId: screen.display.id }, content: { assetId: await layout() }, ...week } });
    expect(entry.statusCode, entry.body).toBe(201);
    // A command handed over with a report and not answered yet: no day is kept while it waits to be answered.
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/fleet/commands', headers: admin, payload: { kind: 'identify', target: { displayIds: [screen.display.id] } } });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const report = { shown: { assetId: null, playlistId: null, version: null, sinceUtc: ctx.now().toISOString() }, playerVersion: 'test', cacheBytes: 0, lastMediaError: null };
    const reported = await ctx.app.inject({ method: 'POST', url: `/api/graphicscontroller/self/displays/${screen.display.id}/report`, headers: screen.device, payload: report });
    expect(reported.json<{ commands: unknown[] }>().commands).toHaveLength(1);
    const version = (await ctx.app.inject({ method: 'GET', url: dayUrl(screen.display.id), headers: screen.device })).json<DeviceDay>().version;

    const poll = longPoll({ ...screen, version });
    await parked(screen.clientId);
    const resized = await ctx.app.inject({
      method: 'PUT',
      url: '/api/graphicscontroller/self/displays',
      headers: screen.device,
      payload: { displays: [{ label: screen.display.label, width: 1280, height: 720 }] },
    });
    expect(resized.statusCode, resized.body).toBeLessThan(300);
    expect(await within(poll, AT_ONCE_MS)).toBe(200);
    for (const tree of Object.values((await poll).json<DeviceDay>().layouts)) expect(tree).toMatchObject({ width: 1280, height: 720 });
  });

  /** The rule set a screen's day is guarded by, and a way to put it back as it was. */
  const rulesOf = async (screen: Screen, app = ctx.app) => {
    const compliance = (await app.inject({ method: 'GET', url: dayUrl(screen.display.id), headers: screen.device })).json<DeviceDay>().compliance;
    if (!compliance) throw new Error('The day carries no compliance guard');
    const { ruleSetKey, rules } = compliance;
    const save = (saved: typeof rules, by = app) => by.inject({ method: 'PUT', url: `/api/compliance/rules/${ruleSetKey}`, headers: admin, payload: saved });
    return { rules, save };
  };

  it('carries a rule set saved through the API at once, though the process keeps the rules it read', async () => {
    const screen = await screenOfNewClient();
    const { rules, save } = await rulesOf(screen);
    const term = `banned ${tag()}`;
    try {
      const poll = longPoll(screen);
      await parked(screen.clientId);
      expect((await save({ ...rules, bannedTerms: [...rules.bannedTerms, term] })).statusCode).toBe(204);
      expect(await within(poll, AT_ONCE_MS)).toBe(200);
      expect((await poll).json<DeviceDay>().compliance?.rules.bannedTerms).toContain(term);
    } finally {
      expect((await save(rules)).statusCode).toBe(204);
    }
    expect((await rulesOf(screen)).rules.bannedTerms).not.toContain(term);
  });

  it('wakes every player when a responsible-gambling layout is created, edited or stops being one: no entry names the layout a gaming area plays in its slots', async () => {
    const nsw = (await fixtures.regionIds()).find((region) => region.name === 'New South Wales')!.id;
    const screen = await screenOfNewClient(ctx.app, nsw);
    await ctx.db.update(displays).set({ zone: 'gaming-area' }).where(eq(displays.id, screen.display.id));
    const notice = { name: `Gamble responsibly ${tag()}`, category: 'responsible-gambling', width: '1920px', height: '1080px' };
    const saying = (value: string, id?: string) => [{ id, assetId: BASE_ASSET_IDS.TEXT, config: { value }, x: '0px', y: '0px', order: 0 }];
    let created: Asset | null = null;
    const first = await wakesAtOnce(screen, async () => {
      const answer = await ctx.app.inject({ method: 'POST', url: '/api/asset', headers: admin, payload: { ...notice, placements: saying('Gamble responsibly') } });
      created = answer.json<Asset>();
      return answer;
    });
    const { id: noticeId, placements } = created!;
    expect(first.json<DeviceDay>().compliance?.mandatoryAssetId).toBe(noticeId);

    const save = (category: string, words: string) =>
      ctx.app.inject({ method: 'PUT', url: `/api/asset/${noticeId}`, headers: admin, payload: { ...notice, category, placements: saying(words, placements[0]!.id) } });
    const edited = (await wakesAtOnce(screen, () => save('responsible-gambling', 'Set a limit'))).json<DeviceDay>();
    expect(edited.layouts[noticeId]?.placements[0]?.config.value).toBe('Set a limit');
    const general = (await wakesAtOnce(screen, () => save('general', 'Set a limit'))).json<DeviceDay>();
    expect(general.compliance?.mandatoryAssetId).not.toBe(noticeId);
  });

  it("holds a long poll past the server's idle limit for a silent connection, over a real socket", async () => {
    const screen = await screenOfNewClient();
    const quick = await ctx.buildApp({ config: { timeouts: { ...ctx.app.config.timeouts, requestMs: 500 } } });
    await quick.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = quick.server.address() as AddressInfo;
      const started = Date.now();
      const status = await new Promise<number | string>((resolve) => {
        const headers = { ...screen.device, 'if-none-match': screen.version };
        get({ host: '127.0.0.1', port, path: `${dayUrl(screen.display.id)}?waitSeconds=1`, headers }, (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        }).on('error', (error) => resolve(error.message));
      });
      // Answered when the wait ended (nothing changed), not cut off by the 500 ms idle limit.
      expect(status).toBe(304);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    } finally {
      await quick.close();
    }
  });

  // PGlite is one process by its data directory lock: there is no other process to hear from.
  if (ctx.engine === 'postgres') {
    it('answers a long poll when another API process saves a change (LISTEN/NOTIFY)', async () => {
      const tenant = await fixtures.tenant();
      const venue = await fixtures.venue(tenant.clientId, { regionId: sydneyRegionId });
      const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
      const display = await devices.display(controller.id);
      const device = bearer(controller.token);
      const week = (await ctx.app.inject({ method: 'GET', url: dayUrl(display.id), headers: device })).json<DeviceDay>();
      const otherProcess = await ctx.buildApp();
      const waiting = ctx.app.inject({ method: 'GET', url: `${dayUrl(display.id)}?waitSeconds=25`, headers: { ...device, 'if-none-match': week.version } });
      // Another client's player in the same process: the NOTIFY names only the venue's client.
      const b = await screenOfNewClient();
      const pollB = longPoll(b);
      await parked(tenant.clientId);
      await parked(b.clientId);
      const saved = await otherProcess.inject({
        method: 'POST',
        url: '/api/takeovers',
        headers: admin,
        payload: { name: 'Closing', targets: { venueIds: [venue.id] }, content: { assetId: await layout() }, endUtc: new Date(ctx.now().getTime() + 900_000).toISOString() },
      });
      expect(saved.statusCode).toBe(201);
      expect(await within(waiting, AT_ONCE_MS)).toBe(200);
      const changed = await waiting;
      expect(changed.json<DeviceDay>().takeovers.map((takeover) => takeover.id)).toContain(saved.json<{ id: string }>().id);
      expect(await waitingAfterAll(b.clientId)).toBe(1);
      // Ended from this process: the other one's wait for the venue's client answers too.
      const otherPoll = longPoll({ display, device, version: changed.json<DeviceDay>().version } as Screen, otherProcess);
      await parked(tenant.clientId, otherProcess);
      const ended = await ctx.app.inject({ method: 'DELETE', url: `/api/takeovers/${saved.json<{ id: string }>().id}`, headers: admin });
      expect(ended.statusCode).toBe(204);
      expect(await within(otherPoll, AT_ONCE_MS)).toBe(200);
      expect(await waitingAfterAll(b.clientId)).toBe(1);
      // A change for B, announced from the other process, ends its wait.
      await otherProcess.scheduleChanged([b.clientId]);
      expect(await within(pollB, AT_ONCE_MS)).toBe(304);
    });

    it('carries a rule set another API process saved, though this one kept the rules it read', async () => {
      const screen = await screenOfNewClient();
      const otherProcess = await ctx.buildApp();
      const { rules, save } = await rulesOf(screen);
      const term = `banned ${tag()}`;
      const heardFrom = ctx.app.scheduleChangesHeard.mark();
      if (heardFrom === null) throw new Error('This process is not listening for changes');
      try {
        expect((await save({ ...rules, bannedTerms: [...rules.bannedTerms, term] }, otherProcess)).statusCode).toBe(204);
        // Once this process has heard the NOTIFY (to everyone), its next day read has the new rules.
        await expect.poll(() => ctx.app.scheduleChangesHeard.wokenSince(null, heardFrom), { timeout: 10_000, interval: 5 }).toBe(true);
        expect((await rulesOf(screen)).rules.bannedTerms).toContain(term);
      } finally {
        expect((await save(rules, otherProcess)).statusCode).toBe(204);
      }
    });

    it('answers the new version in one process after another saved a change, though the first kept the old one', async () => {
      const screen = await screenOfNewClient();
      const otherProcess = await ctx.buildApp();
      // This process keeps the version it answered (a quiet poll answers it without reading).
      const quiet = await ctx.app.inject({ method: 'GET', url: `${dayUrl(screen.display.id)}?waitSeconds=1`, headers: { ...screen.device, 'if-none-match': screen.version } });
      expect(quiet.statusCode).toBe(304);
      const heardFrom = ctx.app.scheduleChangesHeard.mark();
      if (heardFrom === null) throw new Error('This process is not listening for changes');
      const saved = await otherProcess.inject({
        method: 'POST',
        url: '/api/takeovers',
        headers: admin,
        payload: { name: 'Last orders', targets: { venueIds: [screen.venueId] }, content: { assetId: await layout() }, endUtc: new Date(ctx.now().getTime() + 900_000).toISOString() },
      });
      expect(saved.statusCode).toBe(201);
      // Once this process has heard the NOTIFY, its next poll reads the day again.
      await expect.poll(() => ctx.app.scheduleChangesHeard.wokenSince([screen.clientId, screen.venueId, screen.display.id], heardFrom), { timeout: 10_000, interval: 5 }).toBe(true);
      const poll = longPoll(screen);
      expect(await within(poll, AT_ONCE_MS)).toBe(200);
      const answer = await poll;
      expect(answer.headers.etag).not.toBe(screen.version);
      expect(answer.json<DeviceDay>().takeovers.map((takeover) => takeover.id)).toContain(saved.json<{ id: string }>().id);
    });
  }
});

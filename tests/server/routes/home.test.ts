import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { BASE_ASSET_IDS } from '../../../contract/assets.ts';
import { HOME_ALERT_NAMES, type HomeSummary } from '../../../contract/home.ts';
import { assetPlacements, assets, dataSources, dataSourceValues, displayReports, displays, graphicsControllers, plays, venueOpenHours } from '../../../server/db/schema.ts';
import { Fixtures, UNAUTHORIZED } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

const HOUR_MS = 3_600_000;

/** GET /api/home: the first-run checklist ticks from real data, in the person's scope. */
describeEachEngine('home: GET /api/home', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const home = async (headers: Record<string, string>) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/home', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HomeSummary>();
  };

  it('ticks each step as a new portal reaches it, from nothing to a screen playing', async () => {
    // A fresh database: nothing done yet.
    expect(await home(admin)).toEqual({
      checklist: { client: null, venue: null, venueWithOpenHours: null, controller: null, designedDisplay: null, playingDisplay: null },
      venuesInAlert: { items: [], total: 0 },
      screensOutOfDate: 0,
      screensShort: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), count: 0 },
      screensUnzoned: 0,
      staleDataSources: [],
    });

    const client = await fixtures.client('Aardvark Arcades');
    expect((await home(admin)).checklist.client).toEqual({ id: client.id, name: 'Aardvark Arcades' });

    const venue = await fixtures.venue(client.id, { name: 'Bar One' });
    const venueRef = { id: venue.id, clientId: client.id, name: 'Bar One', clientName: 'Aardvark Arcades' };
    let summary = await home(admin);
    expect(summary.checklist.venue).toEqual(venueRef);
    expect(summary.checklist.venueWithOpenHours).toBeNull();

    // All days closed is what a venue without open hours has: not done yet.
    const hours = (mondayOpen: string | null) => ({
      ...Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
          [`${day}Open`, null],
          [`${day}Close`, null],
        ]),
      ),
      ...(mondayOpen ? { mondayOpen, mondayClose: '23:00' } : {}),
    });
    const put = (body: object) => ctx.app.inject({ method: 'PUT', url: `/api/venues/${venue.id}/open-hours`, headers: admin, payload: body });
    expect((await put(hours(null))).statusCode).toBe(200);
    expect((await home(admin)).checklist.venueWithOpenHours).toBeNull();
    expect((await put(hours('10:00'))).statusCode).toBe(200);
    expect((await home(admin)).checklist.venueWithOpenHours).toEqual(venueRef);

    // Linked, last seen two hours ago: the venue is in alert and named.
    const controller = await fixtures.controller(venue.id, client.id, new Date(Date.now() - 2 * HOUR_MS));
    summary = await home(admin);
    expect(summary.checklist.controller).toEqual({ clientId: client.id, venueId: venue.id, graphicsControllerId: controller.id });
    expect(summary.venuesInAlert).toEqual({ items: [venueRef], total: 1 });

    // A display without a layout, then with one: designed, but its screen is offline.
    const [display] = await ctx.db
      .insert(displays)
      .values({ graphicsControllerId: controller.id, label: 'Main', width: 1920, height: 1080 })
      .returning({ id: displays.id });
    if (!display) throw new Error('No display row.');
    expect((await home(admin)).checklist.designedDisplay).toBeNull();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/asset/display/${display.id}`,
      headers: admin,
      payload: { placements: [{ assetId: BASE_ASSET_IDS.TEXT, config: { value: 'Welcome' }, x: '0px', y: '0px', order: 0 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const displayRef = { clientId: client.id, venueId: venue.id, graphicsControllerId: controller.id, displayId: display.id };
    summary = await home(admin);
    expect(summary.checklist.designedDisplay).toEqual(displayRef);
    expect(summary.checklist.playingDisplay).toBeNull();
    // It never reported what it shows: out of date (offline).
    expect(summary.screensOutOfDate).toBe(1);

    // The screen calls in: playing, and the venue is out of alert; its report says it shows what
    // its timeline says, so it is no longer out of date.
    const now = new Date();
    await ctx.db.update(graphicsControllers).set({ lastSeenUtc: now }).where(eq(graphicsControllers.id, controller.id));
    await ctx.db.insert(displayReports).values({ displayId: display.id, reportedUtc: now, shownSinceUtc: now, playerVersion: 'test', cacheBytes: 0 });
    summary = await home(admin);
    expect(summary.checklist.playingDisplay).toEqual(displayRef);
    expect(summary.venuesInAlert).toEqual({ items: [], total: 0 });
    expect(summary.screensOutOfDate).toBe(0);
  });

  it('counts a layout that a schedule or takeover put on screen as designed and playing', async () => {
    const client = await fixtures.client('Aardvark Scheduled');
    const venue = await fixtures.venue(client.id, { name: 'Scheduled Bar' });
    const controller = await fixtures.controller(venue.id, client.id, new Date());
    const [display] = await ctx.db
      .insert(displays)
      .values({ graphicsControllerId: controller.id, label: 'Scheduled', width: 1920, height: 1080 })
      .returning({ id: displays.id });
    if (!display) throw new Error('No display row.');
    const user = await fixtures.clientIdentityHeaders(client.id);
    expect((await home(user)).checklist.designedDisplay).toBeNull();

    // Its own layout stays empty; the player reports a designed layout from the schedule.
    const layout = await ctx.app.inject({
      method: 'POST',
      url: '/api/asset',
      headers: admin,
      payload: { name: 'Happy hour', width: '1920px', height: '1080px', placements: [{ assetId: BASE_ASSET_IDS.TEXT, config: { value: 'Happy hour' }, x: '0px', y: '0px', order: 0 }] },
    });
    expect(layout.statusCode, layout.body).toBe(201);
    const now = new Date();
    await ctx.db.insert(displayReports).values({
      displayId: display.id,
      reportedUtc: now,
      shownSinceUtc: now,
      shownAssetId: layout.json<{ id: string }>().id,
      playerVersion: 'test',
      cacheBytes: 0,
    });
    const displayRef = { clientId: client.id, venueId: venue.id, graphicsControllerId: controller.id, displayId: display.id };
    const summary = await home(user);
    expect(summary.checklist.designedDisplay).toEqual(displayRef);
    expect(summary.checklist.playingDisplay).toEqual(displayRef);
    expect(summary.screensOutOfDate).toBe(0);
  });

  it("shows a client user only its own client's steps and alerts, and names at most a few venues", async () => {
    const own = await fixtures.client('Zebra Own');
    const other = await fixtures.client('Zebra Other');
    const user = await fixtures.clientIdentityHeaders(own.id);
    const otherVenue = await fixtures.venue(other.id);
    await fixtures.controller(otherVenue.id, other.id, null);

    let summary = await home(user);
    expect(summary.checklist.client).toEqual({ id: own.id, name: 'Zebra Own' });
    expect(summary.checklist.venue).toBeNull();
    expect(summary.checklist.controller).toBeNull();
    expect(summary.venuesInAlert.total).toBe(0);

    const names = Array.from({ length: HOME_ALERT_NAMES + 2 }, (_, n) => `Alert ${String(n).padStart(2, '0')}`);
    for (const name of names.toReversed()) {
      const venue = await fixtures.venue(own.id, { name });
      await fixtures.controller(venue.id, own.id, null);
    }
    summary = await home(user);
    expect(summary.venuesInAlert.total).toBe(names.length);
    expect(summary.venuesInAlert.items.map((venue) => venue.name)).toEqual(names.slice(0, HOME_ALERT_NAMES));
    expect(summary.checklist.venue?.name).toBe('Alert 00');
    // The admin sees the other client's venue in alert too.
    expect((await home(admin)).venuesInAlert.total).toBeGreaterThan(names.length);
  });

  it('asks for a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/home' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(UNAUTHORIZED);
  });

  it('counts the screens in scope that ran short yesterday (by the compliance report) and those with no zone', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId, { regionId: (await fixtures.regionIds()).find((region) => region.name === 'New South Wales')!.id });
    await ctx.db.insert(venueOpenHours).values({
      venueId: venue.id,
      ...Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [[`${day}Open`, '00:00'], [`${day}Close`, null]])),
    });
    const controller = await fixtures.controller(venue.id, tenant.clientId, new Date());
    const [floor] = await ctx.db
      .insert(displays)
      .values([
        { graphicsControllerId: controller.id, label: 'Floor', width: 1920, height: 1080, zone: 'gaming-area' },
        { graphicsControllerId: controller.id, label: 'Corner', width: 1920, height: 1080 },
      ])
      .returning({ id: displays.id });
    let summary = await home(tenant.headers);
    const yesterday = new Date(ctx.now().getTime() - 24 * HOUR_MS).toISOString().slice(0, 10);
    expect(summary.screensShort).toEqual({ date: yesterday, count: 0 });
    expect(summary.screensUnzoned).toBe(1);

    // One responsible-gambling play yesterday, Sydney noon: far short of a day's slots.
    const [responsible] = await ctx.db.insert(assets).values({ name: 'Play responsibly', type: 'GROUP', category: 'responsible-gambling' }).returning({ id: assets.id });
    await ctx.db.insert(plays).values({
      id: randomUUID(),
      displayId: floor!.id,
      assetId: responsible!.id,
      startedUtc: new Date(`${yesterday}T02:00:00Z`),
      seconds: 15,
      receivedUtc: ctx.now(),
    });
    summary = await home(tenant.headers);
    expect(summary.screensShort).toEqual({ date: yesterday, count: 1 });
    expect(summary.screensUnzoned).toBe(1);
    // Another client's user sees neither.
    const stranger = await fixtures.tenant();
    expect((await home(stranger.headers)).screensShort.count).toBe(0);
    expect((await home(stranger.headers)).screensUnzoned).toBe(0);
  });

  it('names the live data sources that are stale on a screen of an open venue, in scope, and no other', async () => {
    const tenant = await fixtures.tenant();
    const allDay = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [[`${day}Open`, '00:00'], [`${day}Close`, null]]));
    const open = await fixtures.venue(tenant.clientId, { name: 'Open all hours' });
    await ctx.db.insert(venueOpenHours).values({ venueId: open.id, ...allDay });
    const closed = await fixtures.venue(tenant.clientId, { name: 'Never open' });
    const longAgo = new Date(ctx.now().getTime() - 48 * HOUR_MS);
    const source = async (name: string, clientId: string | null, updatedUtc: Date | null) => {
      const [row] = await ctx.db
        .insert(dataSources)
        .values({ name, clientId, kind: 'push', staleAfterSeconds: 60, fields: [{ key: 'major', type: 'currency' }], createdUtc: longAgo, updatedUtc: longAgo })
        .returning({ id: dataSources.id });
      if (updatedUtc) await ctx.db.insert(dataSourceValues).values({ sourceId: row!.id, key: 'major', value: 1250, updatedUtc });
      return row!.id;
    };
    const staleJackpot = await source('Major jackpot', tenant.clientId, longAgo);
    const freshPrices = await source('Bar prices', null, ctx.now());
    const neverPushed = await source('Member draw', null, null);
    const foreign = await source('Another group’s feed', (await fixtures.client()).id, longAgo);
    const unshown = await source('Nobody shows it', tenant.clientId, longAgo);
    // One layout shows the jackpot and the prices; a group inside it shows the draw and a foreign feed.
    const layout = async (name: string) => (await ctx.db.insert(assets).values({ name, type: 'GROUP' }).returning({ id: assets.id }))[0]!.id;
    const [jackpots, inner, other] = [await layout('Jackpots'), await layout('Draw panel'), await layout('Unused')];
    const widget = (parent: string, dataSourceId: string, order: number) => ({
      parentAssetId: parent,
      assetId: BASE_ASSET_IDS.DATAVALUE,
      order,
      x: '0px',
      y: '0px',
      config: { dataSourceId, key: 'major' },
    });
    await ctx.db.insert(assetPlacements).values([
      widget(jackpots, staleJackpot, 0),
      widget(jackpots, freshPrices, 1),
      { parentAssetId: jackpots, assetId: inner, order: 2, x: '0px', y: '0px' },
      widget(inner, neverPushed, 0),
      widget(inner, foreign, 1),
      widget(other, unshown, 0),
    ]);
    const screenShowing = async (venueId: string, assetId: string) => {
      const controller = await fixtures.controller(venueId, tenant.clientId, ctx.now());
      const [display] = await ctx.db.insert(displays).values({ graphicsControllerId: controller.id, label: 'Jackpot wall', width: 1920, height: 1080 }).returning({ id: displays.id });
      await ctx.db.insert(displayReports).values({ displayId: display!.id, reportedUtc: ctx.now(), shownSinceUtc: ctx.now(), shownAssetId: assetId, playerVersion: 'test', cacheBytes: 0 });
    };
    // Shown only in a venue that is closed: no alarm yet.
    await screenShowing(closed.id, jackpots);
    expect((await home(tenant.headers)).staleDataSources).toEqual([]);
    // Shown in an open venue: the stale and the never-pushed ones, not the fresh one, nor another client's.
    await screenShowing(open.id, jackpots);
    expect((await home(tenant.headers)).staleDataSources).toEqual([
      { id: staleJackpot, name: 'Major jackpot' },
      { id: neverPushed, name: 'Member draw' },
    ]);
    expect((await home(admin)).staleDataSources).toEqual(expect.arrayContaining([{ id: staleJackpot, name: 'Major jackpot' }]));
    expect((await home((await fixtures.tenant()).headers)).staleDataSources).toEqual([]);
    // A fresh value ends the alarm.
    await ctx.db.update(dataSourceValues).set({ updatedUtc: ctx.now() }).where(eq(dataSourceValues.sourceId, staleJackpot));
    expect((await home(tenant.headers)).staleDataSources).toEqual([{ id: neverPushed, name: 'Member draw' }]);
  });
});

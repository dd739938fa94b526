import type { ActivityPage } from '../../../contract/activity.ts';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { fleetMessages, type Command, type DisplayReportAnswer, type DisplayReportRequest, type FleetDisplayDetail, type FleetList } from '../../../contract/fleet.ts';
import { assets } from '../../../server/db/schema.ts';
import { deleteOldOfflineGaps } from '../../../server/services/fleet/offline-gaps.ts';
import { queryRows } from '../../../server/services/sql-rows.ts';
import { KNOWN_DAY_MS } from '../../../server/device/services/known-days.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import { Fixtures, MISSING_UUID, NOT_FOUND, tag, VALIDATION_TITLE } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

const HEARTBEAT_MS = 60_000;

describeEachEngine('the fleet: heartbeat reports, out of date, commands', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const layout = async (name = `Layout ${tag()}`) => (await ctx.db.insert(assets).values({ name, type: 'GROUP' }).returning({ id: assets.id }))[0]!.id;

  /** A tenant with a venue, a linked controller and one display showing `assetId` as its own layout. */
  async function world(displayAssetId: string | null = null) {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const display = await devices.display(controller.id);
    if (displayAssetId) await queryRows(ctx.db, sql`update displays set asset_id = ${displayAssetId}::uuid where id = ${display.id}::uuid`);
    return { tenant, venue, controller, display, device: bearer(controller.token) };
  }

  const report = (shown: { assetId: string | null; playlistId?: string | null }, extra: Partial<DisplayReportRequest> = {}): DisplayReportRequest => ({
    shown: { assetId: shown.assetId, playlistId: shown.playlistId ?? null, version: '"v1"', sinceUtc: ctx.now().toISOString() },
    playerVersion: '2026.11.25',
    cacheBytes: 123_456,
    lastMediaError: null,
    ...extra,
  });
  const sendReport = (displayId: string, device: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/graphicscontroller/self/displays/${displayId}/report`, headers: device, payload });
  const detail = async (displayId: string, headers = admin) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/fleet/displays/${displayId}`, headers })).json<FleetDisplayDetail>();

  it('keeps the latest report per display and says out of date only after two heartbeats of a mismatch', async () => {
    const [own, other] = [await layout('Tonight'), await layout('Yesterday')];
    const { display, device, tenant } = await world(own);

    const first = await sendReport(display.id, device, report({ assetId: own }));
    expect(first.statusCode).toBe(200);
    expect(first.json<DisplayReportAnswer>()).toEqual({ commands: [], screenshotIntervalMinutes: 15 });
    let row = await detail(display.id, tenant.headers);
    expect(row).toMatchObject({ status: 'online', outOfDate: null, playerVersion: '2026.11.25', cacheBytes: 123_456, shown: { assetId: own, name: 'Tonight', version: '"v1"' } });

    // Showing yesterday's layout: tolerated for two heartbeats, then "old layout".
    await sendReport(display.id, device, report({ assetId: other }));
    ctx.travel(HEARTBEAT_MS);
    await sendReport(display.id, device, report({ assetId: other }));
    expect((await detail(display.id)).outOfDate).toBeNull();
    ctx.travel(HEARTBEAT_MS + 1000);
    await sendReport(display.id, device, report({ assetId: other }));
    row = await detail(display.id);
    expect(row.outOfDate).toBe('oldLayout');
    expect(row.shown?.name).toBe('Yesterday');

    // A media error during the mismatch: "media failed". Back to the right layout: up to date.
    await sendReport(display.id, device, report({ assetId: other }, { lastMediaError: { message: 'promo.mp4: 404', atUtc: ctx.now().toISOString() } }));
    row = await detail(display.id);
    expect(row).toMatchObject({ outOfDate: 'mediaFailed', lastMediaError: { message: 'promo.mp4: 404' } });
    await sendReport(display.id, device, report({ assetId: own }));
    expect((await detail(display.id)).outOfDate).toBeNull();

    // Silent past two heartbeats: offline.
    ctx.travel(3 * HEARTBEAT_MS + 1000);
    expect((await detail(display.id)).outOfDate).toBe('offline');
    const [count] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from display_reports where display_id = ${display.id}::uuid`);
    expect(count!.n).toBe(1);
    ctx.resetClock();
  });

  it('checks a report against the day its player was last answered: kept at most KNOWN_DAY_MS, dropped by a command sent since', async () => {
    const [own, moved] = [await layout('Own'), await layout('Moved')];
    const { display, device } = await world(own);
    const readDay = async () =>
      expect((await ctx.app.inject({ method: 'GET', url: `/api/graphicscontroller/self/displays/${display.id}/day?waitSeconds=0`, headers: device })).statusCode).toBe(200);
    const expected = async () =>
      (await queryRows<{ id: string | null }>(ctx.db, sql`select expected_asset_id as id from display_reports where display_id = ${display.id}::uuid`))[0]?.id;

    await readDay();
    // What no change announces (here the display's layout set behind the API's back) is not seen
    // while the day is kept: the report compares with the day its player has...
    await queryRows(ctx.db, sql`update displays set asset_id = ${moved}::uuid where id = ${display.id}::uuid`);
    expect((await sendReport(display.id, device, report({ assetId: own }))).statusCode).toBe(200);
    expect(await expected()).toBe(own);
    // ...and is read again once the day is KNOWN_DAY_MS old.
    ctx.travel(KNOWN_DAY_MS + 1000);
    await sendReport(display.id, device, report({ assetId: own }));
    expect(await expected()).toBe(moved);

    // A command sent after the day was read reaches the next report, and comes again while unanswered.
    await readDay();
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/fleet/commands', headers: admin, payload: { kind: 'reload', target: { displayIds: [display.id] } } });
    const commandId = sent.json<{ items: Command[] }>().items[0]!.id;
    expect((await sendReport(display.id, device, report({ assetId: moved }))).json<DisplayReportAnswer>().commands.map((command) => command.id)).toEqual([commandId]);
    await readDay();
    expect((await sendReport(display.id, device, report({ assetId: moved }))).json<DisplayReportAnswer>().commands.map((command) => command.id)).toEqual([commandId]);
    await ctx.app.inject({ method: 'POST', url: `/api/graphicscontroller/self/displays/${display.id}/commands/${commandId}`, headers: device, payload: { state: 'done' } });
    await readDay();
    expect((await sendReport(display.id, device, report({ assetId: moved }))).json<DisplayReportAnswer>().commands).toEqual([]);
    ctx.resetClock();
  });

  it('refuses bad reports on their fields, another device\'s display with 404, and portal sessions with 401', async () => {
    const { display, device } = await world();
    const bad = await sendReport(display.id, device, { ...report({ assetId: null }), playerVersion: '', cacheBytes: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ title: VALIDATION_TITLE, errors: { playerVersion: [fleetMessages.versionRequired], cacheBytes: [fleetMessages.cacheBytesInvalid] } });
    const stranger = await world();
    expect((await sendReport(display.id, stranger.device, report({ assetId: null }))).json()).toMatchObject(NOT_FOUND);
    expect((await sendReport(MISSING_UUID, device, report({ assetId: null }))).statusCode).toBe(404);
    expect((await sendReport(display.id, admin, report({ assetId: null }))).statusCode).toBe(401);
    const [count] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from display_reports where display_id = ${display.id}::uuid`);
    expect(count!.n).toBe(0);
  });

  it('keeps the plays the player dropped as the highest running total it reported, shown to those who may see the display', async () => {
    const { display, device, tenant } = await world();
    const dropped = async (headers = admin) => (await detail(display.id, headers)).playsDropped;
    expect(await dropped()).toBe(0);
    // An older player build says nothing: none counted.
    expect((await sendReport(display.id, device, report({ assetId: null }))).statusCode).toBe(200);
    expect(await dropped()).toBe(0);

    expect((await sendReport(display.id, device, report({ assetId: null }, { playsDropped: 1234 }))).statusCode).toBe(200);
    // The same total again (the answer was lost), a late report with an older total, or none: it stays.
    await sendReport(display.id, device, report({ assetId: null }, { playsDropped: 1234 }));
    await sendReport(display.id, device, report({ assetId: null }, { playsDropped: 1000 }));
    await sendReport(display.id, device, report({ assetId: null }));
    expect(await dropped(tenant.headers)).toBe(1234);
    await sendReport(display.id, device, report({ assetId: null }, { playsDropped: 1500 }));
    expect(await dropped(tenant.headers)).toBe(1500);

    // Not a whole number of plays: 400 naming the field, nothing written.
    for (const playsDropped of [-1, 2.5, '12', null, 2 ** 31]) {
      const bad = await sendReport(display.id, device, { ...report({ assetId: null }), playsDropped });
      expect(bad.statusCode, String(playsDropped)).toBe(400);
      expect(bad.json()).toMatchObject({ title: VALIDATION_TITLE, errors: { playsDropped: [fleetMessages.playsDroppedInvalid] } });
    }
    // Another client's device reporting on this display: 404, nothing written; its people do not see it.
    const stranger = await world();
    expect((await sendReport(display.id, stranger.device, report({ assetId: null }, { playsDropped: 9999 }))).json()).toMatchObject(NOT_FOUND);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/fleet/displays/${display.id}`, headers: stranger.tenant.headers })).json()).toMatchObject(NOT_FOUND);
    expect(await dropped()).toBe(1500);
  });

  it('lists the fleet paged, filtered by client and out of date, in agreement with the rule', async () => {
    const own = await layout();
    const a = await world(own);
    const b = await world(own);
    await sendReport(a.display.id, a.device, report({ assetId: own }));
    // b never reported: offline, out of date.
    const list = async (query: string, headers = admin) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/fleet/displays?${query}`, headers })).json<FleetList>();

    const onlyA = await list(`clientId=${a.tenant.clientId}`);
    expect(onlyA).toMatchObject({ total: 1, items: [{ id: a.display.id, venueId: a.venue.id, clientId: a.tenant.clientId, outOfDate: null }] });
    expect((await list(`clientId=${b.tenant.clientId}&outOfDate=true`)).items.map((item) => item.outOfDate)).toEqual(['offline']);
    expect((await list(`clientId=${a.tenant.clientId}&outOfDate=true`)).total).toBe(0);
    expect((await list(`clientId=${b.tenant.clientId}&outOfDate=false`)).total).toBe(0);

    // The SQL filter and the rule agree over the whole fleet.
    const all = await list('limit=100');
    const outOfDate = await list('limit=100&outOfDate=true');
    expect(outOfDate.items.every((item) => item.outOfDate !== null)).toBe(true);
    expect(outOfDate.total).toBe(all.total <= 100 ? all.items.filter((item) => item.outOfDate !== null).length : outOfDate.total);

    // A client user sees only its own client's displays, and 404 for another's.
    expect((await list('limit=100', a.tenant.headers)).items.map((item) => item.id)).toEqual([a.display.id]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/fleet/displays/${b.display.id}`, headers: a.tenant.headers })).json()).toMatchObject(NOT_FOUND);
    const paged = await list('limit=1&offset=0');
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(all.total);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/fleet/displays?outOfDate=maybe', headers: admin })).statusCode).toBe(400);
  });

  it('sends commands to displays or a venue, delivers them with the report, and records the player\'s answer', async () => {
    const { tenant, venue, controller, display, device } = await world();
    const second = await devices.display(controller.id);
    const toVenue = await ctx.app.inject({ method: 'POST', url: '/api/fleet/commands', headers: tenant.headers, payload: { kind: 'identify', target: { venueId: venue.id } } });
    expect(toVenue.statusCode).toBe(201);
    expect(toVenue.json<{ items: Command[] }>().items.map((item) => item.displayId).sort()).toEqual([display.id, second.id].sort());
    const reload = await ctx.app.inject({ method: 'POST', url: '/api/fleet/commands', headers: admin, payload: { kind: 'reload', target: { displayIds: [display.id] } } });
    const reloadId = reload.json<{ items: Command[] }>().items[0]!.id;

    const answer = (await sendReport(display.id, device, report({ assetId: null }))).json<DisplayReportAnswer>();
    expect(answer.commands.map((command) => command.kind).sort()).toEqual(['identify', 'reload']);
    // Not answered yet: comes again with the next report (an answer lost on the way loses nothing).
    expect((await sendReport(display.id, device, report({ assetId: null }))).json<DisplayReportAnswer>().commands).toHaveLength(2);

    const ack = (commandId: string, payload: object, headers = device, displayId = display.id) =>
      ctx.app.inject({ method: 'POST', url: `/api/graphicscontroller/self/displays/${displayId}/commands/${commandId}`, headers, payload });
    expect((await ack(reloadId, { state: 'done' })).statusCode).toBe(204);
    const identifyId = answer.commands.find((command) => command.kind === 'identify')!.id;
    expect((await ack(identifyId, { state: 'failed', error: 'Screen busy' })).statusCode).toBe(204);
    // Retried answers keep the first; another display's command, or a stranger, is 404.
    expect((await ack(reloadId, { state: 'failed' })).statusCode).toBe(204);
    expect((await ack(reloadId, { state: 'done' }, device, second.id)).statusCode).toBe(404);
    expect((await ack(reloadId, { state: 'done' }, (await world()).device)).statusCode).toBe(404);
    expect((await ack(reloadId, { state: 'maybe' })).json()).toMatchObject({ errors: { state: [fleetMessages.stateInvalid] } });

    const commands = (await detail(display.id)).commands;
    expect(commands.find((command) => command.id === reloadId)).toMatchObject({ state: 'done', error: null });
    expect(commands.find((command) => command.id === identifyId)).toMatchObject({ state: 'failed', error: 'Screen busy' });
    expect((await sendReport(display.id, device, report({ assetId: null }))).json<DisplayReportAnswer>().commands).toEqual([]);

    // On /activity each command is one record, named, with the player's answer folded in (its answers are not listed apart).
    const activity = await ctx.app.inject({ method: 'GET', url: `/api/activity?entityType=displayCommand&venueId=${venue.id}&limit=100`, headers: admin });
    expect(activity.statusCode, activity.body).toBe(200);
    const records = activity.json<ActivityPage>().items;
    expect(records.map((record) => record.action)).toEqual(['create', 'create', 'create']);
    const recordOf = (commandId: string) => records.find((record) => record.entityId === commandId);
    expect(recordOf(reloadId)).toMatchObject({ answer: { state: 'done', error: null }, names: { [display.id]: display.label, [venue.id]: venue.name } });
    expect(recordOf(identifyId)).toMatchObject({ answer: { state: 'failed', error: 'Screen busy' } });

    // Sending is audited, naming the person and the venue.
    const [audit] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from audit_records where entity_type = 'displayCommand' and action = 'create' and venue_id = ${venue.id}::uuid`,
    );
    expect(audit!.n).toBe(3);

    // A command not picked up within 10 minutes is shown failed and never delivered.
    await ctx.app.inject({ method: 'POST', url: '/api/fleet/commands', headers: admin, payload: { kind: 'redownload', target: { displayIds: [second.id] } } });
    ctx.travel(11 * 60_000);
    const late = (await sendReport(second.id, device, report({ assetId: null }))).json<DisplayReportAnswer>();
    expect(late.commands).toEqual([]);
    expect((await detail(second.id)).commands.find((command) => command.kind === 'redownload')).toMatchObject({ state: 'failed' });
    ctx.resetClock();
  });

  it('refuses commands to displays or venues a person may not see (404, nothing sent) and bad requests (400)', async () => {
    const a = await world();
    const b = await world();
    const send = (payload: object, headers = a.tenant.headers) => ctx.app.inject({ method: 'POST', url: '/api/fleet/commands', headers, payload });
    expect((await send({ kind: 'reload', target: { displayIds: [a.display.id, b.display.id] } })).json()).toMatchObject(NOT_FOUND);
    expect((await send({ kind: 'reload', target: { venueId: b.venue.id } })).statusCode).toBe(404);
    expect((await send({ kind: 'reload', target: { displayIds: [MISSING_UUID] } }, admin)).statusCode).toBe(404);
    const bad = await send({ kind: 'explode', target: { displayIds: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { kind: [fleetMessages.kindInvalid] } });
    const [count] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from display_commands where display_id in (${a.display.id}::uuid, ${b.display.id}::uuid)`,
    );
    expect(count!.n).toBe(0);
  });

  // ---- /screens, the fleet page's list: filters, search, order, uptime, permissions ----

  const MINUTE_MS = 60_000;
  const fleet = async (query: string, headers = admin) => ctx.app.inject({ method: 'GET', url: `/api/fleet/displays?${query}`, headers });
  const labels = async (query: string, headers = admin) => {
    const response = await fleet(query, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FleetList>().items.map((item) => item.label);
  };

  /**
   * One client: venue North (first region) with an online and a stale controller, venue South
   * (second region) whose only controller is offline (so the venue is in alert).
   */
  async function fleetWorld() {
    const tenant = await fixtures.tenant();
    const [first, second] = await fixtures.regionIds();
    const north = await fixtures.venue(tenant.clientId, { name: `North 50%_bar ${tag()}`, regionId: first!.id });
    const south = await fixtures.venue(tenant.clientId, { name: `South ${tag()}`, regionId: second!.id });
    const now = ctx.now().getTime();
    const online = await devices.controller({ venueId: north.id, clientId: tenant.clientId }, new Date(now));
    const stale = await devices.controller({ venueId: north.id, clientId: tenant.clientId }, new Date(now - 5 * MINUTE_MS));
    const offline = await devices.controller({ venueId: south.id, clientId: tenant.clientId }, new Date(now - 60 * MINUTE_MS));
    const bar = await devices.display(online.id, 'Bar');
    const lounge = await devices.display(stale.id, 'Lounge');
    const cellar = await devices.display(offline.id, 'Cellar');
    return { tenant, north, south, regions: [first!, second!] as const, bar, lounge, cellar, mine: `clientId=${tenant.clientId}` };
  }

  it('filters the list by status, out of date, region, venue and in alert, with the row status\'s cut-offs', async () => {
    const w = await fleetWorld();
    expect(await labels(`${w.mine}&status=online`)).toEqual(['Bar']);
    expect(await labels(`${w.mine}&status=stale`)).toEqual(['Lounge']);
    expect(await labels(`${w.mine}&status=offline`)).toEqual(['Cellar']);
    expect(await labels(`${w.mine}&inAlert=true`)).toEqual(['Cellar']);
    expect(await labels(`${w.mine}&inAlert=false`)).toEqual(['Bar', 'Lounge']);
    expect(await labels(`${w.mine}&regionId=${w.regions[1].id}`)).toEqual(['Cellar']);
    expect(await labels(`${w.mine}&venueId=${w.north.id}`)).toEqual(['Bar', 'Lounge']);
    // None has reported: all out of date, none up to date; filters combine.
    expect(await labels(`${w.mine}&outOfDate=true&status=stale`)).toEqual(['Lounge']);
    expect(await labels(`${w.mine}&outOfDate=false`)).toEqual([]);
    const rows = (await fleet(w.mine)).json<FleetList>().items;
    expect(rows.find((row) => row.label === 'Cellar')).toMatchObject({ status: 'offline', venueInAlert: true, regionId: w.regions[1].id, regionName: w.regions[1].name });
    expect(rows.find((row) => row.label === 'Lounge')).toMatchObject({ status: 'stale', venueInAlert: false, regionName: w.regions[0].name });
    // The status filter agrees with each row's status over the whole first page.
    for (const status of ['online', 'stale', 'offline'] as const) {
      const page = (await fleet(`status=${status}&limit=100`)).json<FleetList>().items;
      expect(page.every((row) => row.status === status)).toBe(true);
    }
  });

  it('searches display labels, venue and client names, case-insensitive, with % and _ taken literally', async () => {
    const w = await fleetWorld();
    expect(await labels(`${w.mine}&q=cELLAR`)).toEqual(['Cellar']);
    expect(await labels(`${w.mine}&q=${encodeURIComponent('50%_b')}`)).toEqual(['Bar', 'Lounge']);
    expect(await labels(`${w.mine}&q=${encodeURIComponent('%')}`)).toEqual(['Bar', 'Lounge']);
    expect(await labels(`${w.mine}&q=${encodeURIComponent('N_rth')}`)).toEqual([]);
    expect(await labels(`q=${encodeURIComponent(w.tenant.clientName.toUpperCase())}&limit=100`)).toEqual(['Bar', 'Lounge', 'Cellar']);
    expect(await labels(`${w.mine}&q=${encodeURIComponent('  south ')}`)).toEqual(['Cellar']);
  });

  it('sorts by a whitelisted column either way, and pages in that order', async () => {
    const w = await fleetWorld();
    expect(await labels(`${w.mine}&sort=display`)).toEqual(['Bar', 'Cellar', 'Lounge']);
    expect(await labels(`${w.mine}&sort=display&direction=desc`)).toEqual(['Lounge', 'Cellar', 'Bar']);
    expect(await labels(`${w.mine}&sort=lastSeen`)).toEqual(['Cellar', 'Lounge', 'Bar']);
    expect(await labels(`${w.mine}&sort=lastSeen&direction=desc`)).toEqual(['Bar', 'Lounge', 'Cellar']);
    expect(await labels(`${w.mine}&sort=venue&direction=desc`)).toEqual(['Cellar', 'Bar', 'Lounge']);
    const [firstRegion, secondRegion] = w.regions.map((region) => region.name.toLowerCase());
    expect(await labels(`${w.mine}&sort=region&direction=desc`)).toEqual(firstRegion! > secondRegion! ? ['Bar', 'Lounge', 'Cellar'] : ['Cellar', 'Bar', 'Lounge']);
    expect(await labels(`${w.mine}&sort=client`)).toEqual(['Bar', 'Lounge', 'Cellar']);
    const second = (await fleet(`${w.mine}&sort=display&limit=1&offset=1`)).json<FleetList>();
    expect(second).toMatchObject({ total: 3, items: [{ label: 'Cellar' }] });
  });

  it('answers a client user only its own client\'s displays: another client or venue in a filter is 404', async () => {
    const w = await fleetWorld();
    const other = await fleetWorld();
    expect(await labels('limit=100', w.tenant.headers)).toEqual(['Bar', 'Lounge', 'Cellar']);
    expect(await labels(w.mine, w.tenant.headers)).toEqual(['Bar', 'Lounge', 'Cellar']);
    expect(await labels(`q=${encodeURIComponent(other.tenant.clientName)}`, w.tenant.headers)).toEqual([]);
    expect((await fleet(other.mine, w.tenant.headers)).json()).toMatchObject(NOT_FOUND);
    expect((await fleet(`venueId=${other.north.id}`, w.tenant.headers)).json()).toMatchObject(NOT_FOUND);
    expect((await fleet(`clientId=${MISSING_UUID}`)).json()).toMatchObject(NOT_FOUND);
    expect((await fleet(`venueId=${MISSING_UUID}`)).json()).toMatchObject(NOT_FOUND);
  });

  it('refuses bad filter values with 400 naming each parameter', async () => {
    const bad = await fleet(`status=busy&sort=password&direction=up&inAlert=maybe&regionId=north&q=${'x'.repeat(101)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      title: VALIDATION_TITLE,
      errors: {
        status: [fleetMessages.statusInvalid],
        sort: [fleetMessages.sortInvalid],
        direction: [fleetMessages.directionInvalid],
        inAlert: [fleetMessages.inAlertInvalid],
        regionId: [fleetMessages.idInvalid],
        q: [fleetMessages.searchInvalid],
      },
    });
    expect((await fleet('q=a%00b')).statusCode).toBe(400);
    expect((await fleet('sort=label;drop table displays')).statusCode).toBe(400);
  });

  it('gives each display its 7-day uptime: silences longer than ALERT_AFTER_MINUTES are down, shorter ones are not', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId }, ctx.now());
    const display = await devices.display(controller.id, 'Uptime');
    await queryRows(ctx.db, sql`update displays set created_utc = ${new Date(ctx.now().getTime() - 8 * 24 * 60 * MINUTE_MS).toISOString()}::timestamptz where id = ${display.id}::uuid`);
    const sighting = async () => expect((await ctx.app.inject({ method: 'GET', url: '/api/graphicscontroller/self', headers: bearer(controller.token) })).statusCode).toBe(200);
    const uptime = async () => (await fleet(`clientId=${tenant.clientId}`)).json<FleetList>().items[0]!.uptimePercent;
    expect(await uptime()).toBe(100);

    // Two hours dark, then seen: 2 h of the week down. A 10-minute silence is no outage.
    ctx.travel(120 * MINUTE_MS);
    await sighting();
    ctx.travel(10 * MINUTE_MS);
    await sighting();
    expect(await uptime()).toBe(Math.round(1000 * (1 - 2 / 168)) / 10);
    expect((await detail(display.id)).uptimePercent).toBe(98.8);

    // Dark again for a day and still: the current silence counts from the last sighting.
    ctx.travel(24 * 60 * MINUTE_MS);
    expect(await uptime()).toBe(Math.round(1000 * (1 - 26 / 168)) / 10);
    const gaps = async () => (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from controller_offline_gaps where graphics_controller_id = ${controller.id}::uuid`))[0]!.n;
    expect(await gaps()).toBe(1);

    // A week on, the first gap is out of every window: housekeeping deletes it.
    await deleteOldOfflineGaps(ctx.db, new Date(ctx.now().getTime() + 7 * 24 * 60 * MINUTE_MS));
    expect(await gaps()).toBe(0);
    ctx.resetClock();
  });
});

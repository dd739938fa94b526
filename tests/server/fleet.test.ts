import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { fleetMessages, type Command, type DisplayReportAnswer, type DisplayReportRequest, type FleetDisplayDetail, type FleetList } from '../../contract/fleet.ts';
import { assets } from '../../server/db/schema.ts';
import { queryRows } from '../../server/services/sql-rows.ts';
import { DeviceFixtures } from './device-fixtures.ts';
import { Fixtures, MISSING_UUID, NOT_FOUND, tag, VALIDATION_TITLE } from './fixtures.ts';
import { bearer, describeEachEngine } from './harness.ts';

const HEARTBEAT_MS = 60_000;

describeEachEngine('the fleet: heartbeat reports, out of date, commands (issue 22)', (ctx) => {
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
});

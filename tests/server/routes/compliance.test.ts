import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { shippedRuleSet, type RuleSet, type RuleSetList } from '../../../contract/complianceRules.ts';
import { BASE_ASSET_IDS, type Asset } from '../../../contract/assets.ts';
import type { Display } from '../../../contract/displays.ts';
import type { Region } from '../../../contract/regions.ts';
import type { Timeline } from '../../../contract/schedules.ts';
import { assets, auditRecords, regions, scheduleEntries, venueOpenHours } from '../../../server/db/schema.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, tag, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

const HOUR_MS = 3_600_000;

describeEachEngine('compliance: zones, jurisdictions, rule sets and the guarded timeline', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const inject = (method: 'GET' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = admin) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const regionNamed = async (name: string) => (await fixtures.regionIds()).find((region) => region.name === name)!.id;

  /** A client with a venue (in `regionName`, open all day every day), a linked controller and one display. */
  async function screen(regionName = 'New South Wales') {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId, { regionId: await regionNamed(regionName) });
    const always = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [[`${day}Open`, '00:00'], [`${day}Close`, null]]));
    await ctx.db.insert(venueOpenHours).values({ venueId: venue.id, ...always });
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const display = await devices.display(controller.id);
    return { tenant, venue, display };
  }

  const layout = async (category: (typeof assets.$inferInsert)['category']) => {
    const [row] = await ctx.db.insert(assets).values({ name: `Layout ${tag()}`, type: 'GROUP', category }).returning();
    return row!;
  };

  const auditOf = (entityType: string, entityId: string) =>
    ctx.db.select().from(auditRecords).where(and(eq(auditRecords.entityType, entityType), eq(auditRecords.entityId, entityId)));

  it('zones a display (admins): answered by GET /api/display/{id}, audited, with 400, 403 and 404 as usual', async () => {
    const { tenant, display } = await screen();
    expect((await inject('GET', `/api/display/${display.id}`, undefined, tenant.headers)).json<Display>().zone).toBe('unassigned');
    const zoned = await inject('PUT', `/api/display/${display.id}/zone`, { zone: 'gaming-area' });
    expect(zoned.statusCode, zoned.body).toBe(200);
    expect(zoned.json<Display>().zone).toBe('gaming-area');
    expect((await inject('GET', `/api/display/${display.id}`, undefined, tenant.headers)).json<Display>().zone).toBe('gaming-area');
    const [record] = await auditOf('display', display.id);
    expect(record?.changes).toMatchObject({ zone: { before: 'unassigned', after: 'gaming-area' } });

    const bad = await inject('PUT', `/api/display/${display.id}/zone`, { zone: 'car-park' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ title: VALIDATION_TITLE, errors: { zone: [expect.stringContaining('Zone must be one of')] } });
    expect((await inject('PUT', `/api/display/${display.id}/zone`, { zone: 'bar' }, tenant.headers)).json()).toEqual(FORBIDDEN);
    expect((await inject('PUT', `/api/display/${MISSING_UUID}/zone`, { zone: 'bar' })).json()).toEqual(NOT_FOUND);
    expect((await inject('PUT', '/api/display/not-an-id/zone', { zone: 'bar' })).json()).toEqual(NOT_FOUND);
    // Nothing changed by the refusals.
    expect((await inject('GET', `/api/display/${display.id}`)).json<Display>().zone).toBe('gaming-area');
  });

  it('sets a region’s jurisdiction (admins), answered by GET /api/regions and audited', async () => {
    const regionsAnswer = (await inject('GET', '/api/regions')).json<Region[]>();
    expect(Object.fromEntries(regionsAnswer.map((region) => [region.name, region.jurisdiction]))).toMatchObject({ 'New South Wales': 'AU-NSW', Victoria: 'AU-VIC', 'New Zealand': null });
    const [region] = await ctx.db.insert(regions).values({ name: `Region ${tag()}`, timeZone: 'Australia/Brisbane' }).returning();
    const set = await inject('PUT', `/api/regions/${region!.id}`, { jurisdiction: 'AU-QLD' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Region>().jurisdiction).toBe('AU-QLD');
    const [record] = await auditOf('region', region!.id);
    expect(record?.changes).toMatchObject({ jurisdiction: { before: null, after: 'AU-QLD' } });

    const bad = await inject('PUT', `/api/regions/${region!.id}`, { jurisdiction: 'AU-XX' });
    expect(bad.json()).toMatchObject({ status: 400, errors: { jurisdiction: [expect.stringContaining('Jurisdiction must be one of')] } });
    const tenant = await fixtures.tenant();
    expect((await inject('PUT', `/api/regions/${region!.id}`, { jurisdiction: null }, tenant.headers)).json()).toEqual(FORBIDDEN);
    expect((await inject('PUT', `/api/regions/${MISSING_UUID}`, { jurisdiction: null })).json()).toEqual(NOT_FOUND);
    expect((await inject('PUT', `/api/regions/${region!.id}`, { jurisdiction: null })).json<Region>().jurisdiction).toBeNull();
  });

  it('answers every rule set, shipped defaults where none was saved, and saves one (audited, 400 naming the field, 404 for an unknown jurisdiction)', async () => {
    const list = await inject('GET', '/api/compliance/rules');
    expect(list.statusCode).toBe(200);
    const items = list.json<RuleSetList>().items;
    expect(items.map((item) => item.jurisdiction)).toEqual(['default', 'AU-NSW', 'AU-VIC', 'AU-QLD', 'AU-ACT', 'AU-SA', 'AU-WA', 'AU-TAS', 'AU-NT']);
    // No responsible-gambling layout exists yet: the slots have nothing to play, and the answer says so (docs/compliance.md#approval).
    const noLayout = { assetId: null, playable: false };
    expect(items.find((item) => item.jurisdiction === 'AU-VIC')).toEqual({ jurisdiction: 'AU-VIC', rules: shippedRuleSet('AU-VIC'), isDefault: true, mandatoryLayout: noLayout });

    const rules: RuleSet = { ...shippedRuleSet('AU-ACT'), bannedTerms: ['guaranteed win'] };
    const saved = await inject('PUT', '/api/compliance/rules/AU-ACT', rules);
    expect(saved.statusCode, saved.body).toBe(204);
    const after = (await inject('GET', '/api/compliance/rules')).json<RuleSetList>().items.find((item) => item.jurisdiction === 'AU-ACT');
    expect(after).toEqual({ jurisdiction: 'AU-ACT', rules, isDefault: false, mandatoryLayout: noLayout });
    const [record] = await auditOf('complianceRules', 'AU-ACT');
    expect(record?.action).toBe('create');

    const bad = await inject('PUT', '/api/compliance/rules/AU-ACT', { ...rules, forbidden: [{ category: 'poker', zones: ['bar'] }] });
    expect(bad.json()).toMatchObject({ status: 400, errors: { 'forbidden.0.category': [expect.stringContaining('Category must be one of')] } });
    const badSlot = await inject('PUT', '/api/compliance/rules/AU-ACT', { ...rules, mandatory: { zones: ['gaming-area'], secondsPerHour: 60, slotSeconds: 2, assetId: null } });
    expect(badSlot.json()).toMatchObject({ status: 400, errors: { 'mandatory.slotSeconds': [expect.any(String)] } });
    const unknownLayout = await inject('PUT', '/api/compliance/rules/AU-ACT', { ...rules, mandatory: { zones: ['gaming-area'], secondsPerHour: 60, slotSeconds: 15, assetId: MISSING_UUID } });
    expect(unknownLayout.json()).toMatchObject({ status: 400, errors: { 'mandatory.assetId': ['Layout not found'] } });
    expect((await inject('PUT', '/api/compliance/rules/AU-XX', rules)).json()).toEqual(NOT_FOUND);
    const tenant = await fixtures.tenant();
    expect((await inject('GET', '/api/compliance/rules', undefined, tenant.headers)).json()).toEqual(FORBIDDEN);
    // Refusals changed nothing.
    expect((await inject('GET', '/api/compliance/rules')).json<RuleSetList>().items.find((item) => item.jurisdiction === 'AU-ACT')?.rules).toEqual(rules);
  });

  it('wakes waiting players when a rule set changes', async () => {
    const { tenant } = await screen();
    const wait = ctx.app.nextScheduleChange(tenant.clientId, 10_000);
    const started = Date.now();
    expect((await inject('PUT', '/api/compliance/rules/AU-SA', shippedRuleSet('AU-SA'))).statusCode).toBe(204);
    await wait.changed;
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('guards the timeline: a forbidden layout is skipped on that screen, and a gaming-area screen gets its responsible-gambling slots', async () => {
    const { tenant, display } = await screen('Victoria');
    const promotion = await layout('gaming-promotion');
    const notice = await layout('responsible-gambling');
    await ctx.db.insert(scheduleEntries).values({
      name: 'Promotion all day',
      displayId: display.id,
      assetId: promotion.id,
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      fromTime: '00:00',
      toTime: '00:00',
    });
    const hourStart = Math.floor(ctx.now().getTime() / HOUR_MS) * HOUR_MS + HOUR_MS;
    const timeline = async () =>
      (await inject('GET', `/api/display/${display.id}/timeline?from=${new Date(hourStart).toISOString()}&to=${new Date(hourStart + HOUR_MS).toISOString()}`, undefined, tenant.headers)).json<Timeline>();

    // Unassigned (and in Victoria anywhere outside the gaming area): never the promotion.
    expect((await timeline()).items.map((item) => item.assetId)).not.toContain(promotion.id);
    await inject('PUT', `/api/display/${display.id}/zone`, { zone: 'bar' });
    expect((await timeline()).items.map((item) => item.assetId)).not.toContain(promotion.id);

    await inject('PUT', `/api/display/${display.id}/zone`, { zone: 'gaming-area' });
    const items = (await timeline()).items;
    expect(items.some((item) => item.source === 'schedule' && item.assetId === promotion.id)).toBe(true);
    const slots = items.filter((item) => item.source === 'mandatory');
    // Melbourne is a whole number of hours off UTC: local hours start on UTC hours; 4 slots of 15 s.
    expect(slots.map((item) => [Date.parse(item.start) - hourStart, Date.parse(item.end) - Date.parse(item.start)])).toEqual([0, 15, 30, 45].map((minute) => [minute * 60_000, 15_000]));
    // The newest responsible-gambling layout of all (layouts are shared); this test's is the newest.
    expect(new Set(slots.map((item) => item.assetId))).toEqual(new Set([notice.id]));
    expect(slots[0]).toMatchObject({ id: 'AU-VIC', contentName: notice.name });
  });

  it('refuses a schedule entry or takeover that would put a forbidden category on a screen it reaches (409 listing each), and needs a last date on a promotion', async () => {
    const { tenant, venue, display: outside } = await screen();
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const inside = await devices.display(controller.id, `Gaming ${tag()}`);
    await inject('PUT', `/api/display/${outside.id}/zone`, { zone: 'external' });
    await inject('PUT', `/api/display/${inside.id}/zone`, { zone: 'gaming-area' });
    const promotion = await layout('gaming-promotion');
    const entry = (target: object, lastDate: string | null = '2099-12-31') => ({
      name: `Promo ${tag()}`,
      target,
      content: { assetId: promotion.id },
      days: ['friday'],
      from: '18:00',
      to: '22:00',
      dayPart: null,
      firstDate: null,
      lastDate,
      priority: 0,
    });
    const countEntries = async () => (await ctx.db.select().from(scheduleEntries).where(eq(scheduleEntries.assetId, promotion.id))).length;

    const refused = await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: entry({ venueId: venue.id }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      type: 'docs/compliance.md',
      title: 'Not allowed on these screens',
      status: 409,
      violations: [{ displayId: outside.id, displayLabel: outside.label, venueId: venue.id, venueName: venue.name, zone: 'external', category: 'gaming-promotion', jurisdiction: 'AU-NSW' }],
    });
    const takeover = await ctx.app.inject({
      method: 'POST',
      url: '/api/takeovers',
      headers: admin,
      payload: { name: 'Jackpot night', targets: { clientIds: [], venueIds: [venue.id] }, content: { assetId: promotion.id }, endUtc: new Date(ctx.now().getTime() + HOUR_MS).toISOString() },
    });
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json<{ violations: { displayId: string }[] }>().violations.map((violation) => violation.displayId)).toEqual([outside.id]);
    expect(await countEntries()).toBe(0);

    const noLastDate = await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: entry({ displayId: inside.id }, null) });
    expect(noLastDate.statusCode).toBe(400);
    expect(noLastDate.json()).toMatchObject({ errors: { lastDate: ['Last date is required for this layout: its category needs one where it is scheduled'] } });
    expect(await countEntries()).toBe(0);

    // Narrowed to the gaming-area screen, with a last date: saved.
    const narrowed = await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: entry({ displayId: inside.id }) });
    expect(narrowed.statusCode, narrowed.body).toBe(201);
    expect(await countEntries()).toBe(1);
  });

  it('shows each screen’s zone in the fleet rows and filters by it (400 naming an unknown zone)', async () => {
    const { tenant, display } = await screen();
    await inject('PUT', `/api/display/${display.id}/zone`, { zone: 'dining' });
    const rows = (await inject('GET', `/api/fleet/displays?clientId=${tenant.clientId}&zone=dining`, undefined, tenant.headers)).json<{ items: { id: string; zone: string }[] }>();
    expect(rows.items).toEqual([expect.objectContaining({ id: display.id, zone: 'dining' })]);
    expect((await inject('GET', `/api/fleet/displays?clientId=${tenant.clientId}&zone=bar`, undefined, tenant.headers)).json<{ items: unknown[] }>().items).toEqual([]);
    const detail = (await inject('GET', `/api/fleet/displays/${display.id}`, undefined, tenant.headers)).json<{ zone: string }>();
    expect(detail.zone).toBe('dining');
    const bad = await inject('GET', '/api/fleet/displays?zone=roof', undefined, tenant.headers);
    expect(bad.json()).toMatchObject({ status: 400, errors: { zone: [expect.stringContaining('Zone must be one of')] } });
  });

  it('saves a layout’s category with the asset (general by default, kept when a save leaves it out, audited, 400 naming the field)', async () => {
    const body = { name: `Promo ${tag()}`, width: 'auto', height: 'auto', placements: [{ assetId: BASE_ASSET_IDS.TEXT, config: { value: 'Win big' }, x: '0px', y: '0px', order: 0 }] };
    const created = await ctx.app.inject({ method: 'POST', url: '/api/asset', headers: admin, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const asset = created.json<Asset>();
    expect(asset.category).toBe('general');
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/asset/${asset.id}`, headers: admin, payload: { ...body, ...payload } });
    expect((await put({ category: 'jackpot' })).json<Asset>().category).toBe('jackpot');
    expect((await put({ name: `Renamed ${tag()}` })).json<Asset>().category).toBe('jackpot');
    const bad = await put({ category: 'pokies' });
    expect(bad.json()).toMatchObject({ status: 400, errors: { category: [expect.stringContaining('Category must be one of')] } });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/asset/${asset.id}`, headers: admin })).json<Asset>().category).toBe('jackpot');
    const records = await auditOf('asset', asset.id);
    expect(records.some((record) => JSON.stringify(record.changes).includes('"category":{"after":"jackpot","before":"general"}'))).toBe(true);
  });

  it('refuses a display’s own layout that places a forbidden layout on it (409), and saves it once the screen is zoned where it may show', async () => {
    const { venue, display } = await screen();
    await inject('PUT', `/api/display/${display.id}/zone`, { zone: 'cash-point' });
    const jackpot = await layout('jackpot');
    const body = { width: '1920px', height: '1080px', placements: [{ assetId: jackpot.id, config: {}, x: '0px', y: '0px', order: 0 }] };
    const refused = await inject('PUT', `/api/asset/display/${display.id}`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ title: 'Not allowed on these screens', violations: [{ displayId: display.id, venueId: venue.id, zone: 'cash-point', category: 'jackpot', jurisdiction: 'AU-NSW' }] });
    expect((await inject('GET', `/api/display/${display.id}`)).json<Display>().assetId).toBeNull();
    await inject('PUT', `/api/display/${display.id}/zone`, { zone: 'gaming-area' });
    const saved = await inject('PUT', `/api/asset/display/${display.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Zone } from '../../../contract/compliance.ts';
import { complianceCsvColumns, complianceReportMessages, type ComplianceReport, type ComplianceReportItem } from '../../../contract/complianceReport.ts';
import { assetPlacements, assets, displays, plays, venueOpenHours } from '../../../server/db/schema.ts';
import { rollUpPlays } from '../../../server/services/fleet/play-rollup.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import { Fixtures, NOT_FOUND, tag, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

const MINUTE_MS = 60_000;
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

describeEachEngine('the compliance report: responsible-gambling seconds and forbidden plays per display and day', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const regionNamed = async (name: string) => (await fixtures.regionIds()).find((region) => region.name === name)!.id;

  /** A venue of `clientId` in New South Wales (Sydney's clock, the shipped AU-NSW rules), open every day from `open` to `close`. */
  async function venueOf(clientId: string, open = '10:00', close: string | null = '22:00') {
    const venue = await fixtures.venue(clientId, { regionId: await regionNamed('New South Wales'), name: `Venue ${tag()}` });
    await ctx.db.insert(venueOpenHours).values({ venueId: venue.id, ...Object.fromEntries(weekdays.flatMap((day) => [[`${day}Open`, open], [`${day}Close`, close]])) });
    const controller = await devices.controller({ venueId: venue.id, clientId });
    const screen = async (zone: Zone, label = `Screen ${tag()}`) => {
      const display = await devices.display(controller.id, label);
      await ctx.db.update(displays).set({ zone }).where(eq(displays.id, display.id));
      return display;
    };
    return { venue, screen };
  }

  const layout = async (category: (typeof assets.$inferInsert)['category']) =>
    (await ctx.db.insert(assets).values({ name: `Layout ${tag()}`, type: 'GROUP', category }).returning({ id: assets.id }))[0]!.id;

  /** `count` plays of `assetId` on a display, `seconds` each, one a minute from `startUtc`. */
  const playsOf = async (displayId: string, assetId: string, startUtc: string, count: number, seconds = 15) => {
    const start = Date.parse(startUtc);
    const rows = Array.from({ length: count }, (_, index) => ({
      id: randomUUID(),
      displayId,
      assetId,
      startedUtc: new Date(start + index * MINUTE_MS),
      seconds,
      receivedUtc: ctx.now(),
    }));
    if (rows.length > 0) await ctx.db.insert(plays).values(rows);
  };

  const get = (query: string, headers = admin) => ctx.app.inject({ method: 'GET', url: `/api/reports/compliance?${query}`, headers });
  const report = async (query: string, headers = admin) => {
    const response = await get(query, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ComplianceReport>().items;
  };
  const rowOf = (items: ComplianceReportItem[], displayId: string, date: string) => items.find((item) => item.displayId === displayId && item.date === date);

  it('says ok, short and no data per display and local day, and counts forbidden plays on the screens whose zone forbids them', async () => {
    const tenant = await fixtures.tenant();
    const { venue, screen } = await venueOf(tenant.clientId);
    const gaming = await screen('gaming-area', 'Gaming floor');
    const window = await screen('external', 'Street window');
    const bar = await screen('bar', 'Bar');
    const responsible = await layout('responsible-gambling');
    const jackpot = await layout('jackpot');
    const general = await layout('general');
    // A general layout with a jackpot layout placed in it: its categories are both (as the resolver reads them).
    const wrapper = await layout('general');
    await ctx.db.insert(assetPlacements).values({ parentAssetId: wrapper, assetId: jackpot, x: '0', y: '0', order: 0 });

    // Monday 2 March 2026 (Sydney on UTC+11): open 10:00–22:00, 12 hours × 4 slots of 15 s = 720 s required.
    // 10:00 Sydney is 23:00 UTC the day before.
    await playsOf(gaming.id, responsible, '2026-03-01T23:00:00Z', 40);
    await playsOf(gaming.id, general, '2026-03-02T01:00:00Z', 30, 30);
    await playsOf(window.id, jackpot, '2026-03-02T02:00:00Z', 3);
    await playsOf(window.id, wrapper, '2026-03-02T03:00:00Z', 2);
    await playsOf(window.id, general, '2026-03-02T04:00:00Z', 5);
    // The rollup counts these into play_hours; the rest stay raw: the report adds both.
    await rollUpPlays(ctx.db, ctx.now());
    // 23:30 Sydney on the 2nd (still that local day, 12:30 UTC) makes up the 720 s.
    await playsOf(gaming.id, responsible, '2026-03-02T12:30:00Z', 8);
    // Tuesday the 3rd: 47 slots only (705 s), one of them at 00:30 Sydney (13:30 UTC on the 2nd).
    await playsOf(gaming.id, responsible, '2026-03-02T13:30:00Z', 1);
    await playsOf(gaming.id, responsible, '2026-03-02T23:00:00Z', 46);
    // A jackpot on the gaming floor is allowed under the NSW rules: not a forbidden play there.
    await playsOf(gaming.id, jackpot, '2026-03-03T02:00:00Z', 2);

    const items = await report(`venueId=${venue.id}&from=2026-03-02&to=2026-03-04`);
    expect(items).toHaveLength(9);
    const base = { venueId: venue.id, venueName: venue.name, openMinutes: 720 };
    expect(rowOf(items, gaming.id, '2026-03-02')).toEqual({
      ...base,
      date: '2026-03-02',
      displayId: gaming.id,
      displayLabel: 'Gaming floor',
      zone: 'gaming-area',
      mandatorySecondsRequired: 720,
      mandatorySecondsPlayed: 720,
      forbiddenPlays: 0,
      status: 'ok',
    });
    expect(rowOf(items, gaming.id, '2026-03-03')).toMatchObject({ mandatorySecondsRequired: 720, mandatorySecondsPlayed: 705, forbiddenPlays: 0, status: 'short' });
    expect(rowOf(items, gaming.id, '2026-03-04')).toMatchObject({ mandatorySecondsRequired: 720, mandatorySecondsPlayed: 0, status: 'no-data' });
    expect(rowOf(items, window.id, '2026-03-02')).toEqual({
      ...base,
      date: '2026-03-02',
      displayId: window.id,
      displayLabel: 'Street window',
      zone: 'external',
      mandatorySecondsRequired: 0,
      mandatorySecondsPlayed: 0,
      forbiddenPlays: 5,
      status: 'ok',
    });
    expect(rowOf(items, bar.id, '2026-03-02')).toMatchObject({ zone: 'bar', openMinutes: 720, mandatorySecondsRequired: 0, forbiddenPlays: 0, status: 'no-data' });
    // Ordered by venue, display label, then date.
    expect(items.map((item) => `${item.displayLabel} ${item.date}`)).toEqual(
      ['Bar', 'Gaming floor', 'Street window'].flatMap((label) => ['2026-03-02', '2026-03-03', '2026-03-04'].map((date) => `${label} ${date}`)),
    );
  });

  it('counts a Sydney day as it ran across both daylight-saving changes (25 and 23 hours, slots in the repeated hour, none in the skipped one)', async () => {
    const tenant = await fixtures.tenant();
    // Open around the clock: 00:00 with no close time runs to 04:00 the next morning, every day.
    const { venue, screen } = await venueOf(tenant.clientId, '00:00', null);
    const gaming = await screen('gaming-area');
    const responsible = await layout('responsible-gambling');
    // Sunday 5 April 2026: clocks go back at 03:00 to 02:00 (25 hours, midnight is 13:00 UTC the day before).
    // 100 plays of 15 s over the day, two of them in each of the two 02:00 hours.
    const backMidnight = Date.parse('2026-04-04T13:00:00Z');
    await playsOf(gaming.id, responsible, new Date(backMidnight).toISOString(), 96);
    await playsOf(gaming.id, responsible, '2026-04-04T15:30:00Z', 2);
    await playsOf(gaming.id, responsible, '2026-04-04T16:30:00Z', 2);
    // Sunday 4 October 2026: clocks go forward at 02:00 to 03:00 (23 hours); 91 of the 92 slots played.
    await playsOf(gaming.id, responsible, '2026-10-03T14:00:00Z', 91);
    await rollUpPlays(ctx.db, ctx.now());

    const april = await report(`venueId=${venue.id}&from=2026-04-05&to=2026-04-05`);
    expect(april).toEqual([expect.objectContaining({ date: '2026-04-05', openMinutes: 25 * 60, mandatorySecondsRequired: 25 * 60, mandatorySecondsPlayed: 1500, status: 'ok' })]);
    // The days either side have no plays: the 2 plays after midnight UTC belong to Sydney's 5th, not the 4th or 6th.
    const around = await report(`venueId=${venue.id}&from=2026-04-04&to=2026-04-06`);
    expect(around.map((item) => [item.date, item.openMinutes, item.status])).toEqual([
      ['2026-04-04', 24 * 60, 'no-data'],
      ['2026-04-05', 25 * 60, 'ok'],
      ['2026-04-06', 24 * 60, 'no-data'],
    ]);
    const october = await report(`venueId=${venue.id}&from=2026-10-04&to=2026-10-04`);
    expect(october).toEqual([expect.objectContaining({ openMinutes: 23 * 60, mandatorySecondsRequired: 23 * 60, mandatorySecondsPlayed: 91 * 15, status: 'short' })]);
  });

  it('keeps to the scope: a client user its own client (404 for another\'s), a venue-manager its own venues', async () => {
    const tenant = await fixtures.tenant();
    const own = await venueOf(tenant.clientId);
    const ownScreen = await own.screen('bar');
    const sibling = await venueOf(tenant.clientId);
    const siblingScreen = await sibling.screen('bar');
    const stranger = await fixtures.tenant();
    const foreign = await venueOf(stranger.clientId);
    const foreignScreen = await foreign.screen('bar');
    const range = 'from=2026-03-02&to=2026-03-02';

    const mine = await report(range, tenant.headers);
    expect(new Set(mine.map((item) => item.displayId))).toEqual(new Set([ownScreen.id, siblingScreen.id]));
    expect((await get(`${range}&venueId=${foreign.venue.id}`, tenant.headers)).json()).toEqual(NOT_FOUND);
    expect((await get(`${range}&clientId=${stranger.clientId}`, tenant.headers)).json()).toEqual(NOT_FOUND);
    expect((await get(`${range}&venueId=${randomUUID()}`)).json()).toEqual(NOT_FOUND);
    expect((await report(`${range}&clientId=${tenant.clientId}`, tenant.headers)).map((item) => item.displayId).sort()).toEqual([ownScreen.id, siblingScreen.id].sort());

    const manager = await fixtures.roleHeaders('venue-manager', tenant.clientId, [own.venue.id]);
    expect((await report(range, manager)).map((item) => item.displayId)).toEqual([ownScreen.id]);
    expect((await report(`${range}&clientId=${tenant.clientId}`, manager)).map((item) => item.displayId)).toEqual([ownScreen.id]);
    expect((await get(`${range}&venueId=${sibling.venue.id}`, manager)).json()).toEqual(NOT_FOUND);
    expect((await get(`${range}&venueId=${foreign.venue.id}`, manager)).json()).toEqual(NOT_FOUND);

    // An admin sees every client's, the stranger's too.
    expect((await report(`${range}&venueId=${foreign.venue.id}`)).map((item) => item.displayId)).toEqual([foreignScreen.id]);
    expect((await get(range, {})).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/reports/compliance.csv?${range}&venueId=${foreign.venue.id}`, headers: tenant.headers })).json()).toEqual(NOT_FOUND);
  });

  it('answers bad parameters 400 on their field, never 500', async () => {
    const cases: Array<[string, Record<string, string[]>]> = [
      ['to=2026-03-02', { from: [complianceReportMessages.fromInvalid] }],
      ['from=2026-02-30&to=2026-03-02', { from: [complianceReportMessages.fromInvalid] }],
      ['from=2026-03-02&to=tomorrow', { to: [complianceReportMessages.toInvalid] }],
      ['from=2026-03-02&to=2026-03-01', { to: [complianceReportMessages.toBeforeFrom] }],
      ['from=2026-01-01&to=2026-04-04', { to: [complianceReportMessages.rangeTooLong] }],
      ['from=2026-03-02&to=2026-03-02&venueId=nope', { venueId: [complianceReportMessages.idInvalid] }],
      ['from=2026-03-02&to=2026-03-02&clientId=1', { clientId: [complianceReportMessages.idInvalid] }],
    ];
    for (const [query, errors] of cases) {
      for (const path of ['compliance', 'compliance.csv']) {
        const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/${path}?${query}`, headers: admin });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({ title: VALIDATION_TITLE, errors });
      }
    }
    // 93 days is the most: 1 January to 3 April is 93 (an unknown venue then is 404, not 400).
    expect((await get(`from=2026-01-01&to=2026-04-03&venueId=${randomUUID()}`)).json()).toEqual(NOT_FOUND);
  });

  it('exports the same rows as CSV, with a header and a file name of the period', async () => {
    const tenant = await fixtures.tenant();
    const { venue, screen } = await venueOf(tenant.clientId);
    const gaming = await screen('gaming-area', '=Gaming');
    await playsOf(gaming.id, await layout('responsible-gambling'), '2026-03-01T23:00:00Z', 10);
    const query = `venueId=${venue.id}&from=2026-03-02&to=2026-03-03`;
    const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/compliance.csv?${query}`, headers: tenant.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="compliance-2026-03-02-2026-03-03.csv"');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(complianceCsvColumns.join(','));
    expect(lines.slice(1)).toEqual([
      // A label opening with = is quoted as text, so no spreadsheet runs it.
      `2026-03-02,${venue.id},${venue.name},${gaming.id},'=Gaming,gaming-area,720,720,150,0,short`,
      `2026-03-03,${venue.id},${venue.name},${gaming.id},'=Gaming,gaming-area,720,720,0,0,no-data`,
    ]);
  });
});

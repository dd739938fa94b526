import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { playMessages, type Play, type PlayReport, type PlayUploadAnswer } from '../../../../contract/fleet/plays.ts';
import { assets, regions } from '../../../../server/db/schema.ts';
import { rollUpBatch, rollUpPlays } from '../../../../server/services/fleet/play-rollup.ts';
import { queryRows } from '../../../../server/services/sql-rows.ts';
import { DeviceFixtures } from '../../device-fixtures.ts';
import { Fixtures, NOT_FOUND, tag, VALIDATION_TITLE } from '../../fixtures.ts';
import { bearer, describeEachEngine } from '../../harness.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describeEachEngine('proof of play: uploads, the rollup, retention and reports', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const layout = async (name = `Layout ${tag()}`, type = 'GROUP') =>
    (await ctx.db.insert(assets).values({ name, type }).returning({ id: assets.id }))[0]!.id;

  /** A seeded region by name (its zone: Australia/Sydney for New South Wales, and so on). */
  const regionNamed = async (name: string) => (await fixtures.regionIds()).find((region) => region.name === name)!.id;
  /** A region on UTC (none is seeded): its venues' days are UTC days. */
  const utcRegion = async () =>
    (await ctx.db.insert(regions).values({ name: `UTC ${tag()}`, timeZone: 'UTC' }).returning({ id: regions.id }))[0]!.id;

  /**
   * A tenant with one venue per name (in the region given for it, else the first seeded one:
   * Australian Capital Territory, on Sydney's clock), a linked controller on the first, one display
   * per venue.
   */
  async function world(venueNames = [`Venue ${tag()}`], regionIds: string[] = []) {
    const tenant = await fixtures.tenant();
    const venues = [];
    for (const [index, name] of venueNames.entries()) {
      const regionId = regionIds[index];
      venues.push(await fixtures.venue(tenant.clientId, regionId ? { name, regionId } : { name }));
    }
    const controller = await devices.controller({ venueId: venues[0]!.id, clientId: tenant.clientId });
    const displays = [];
    for (const venue of venues) {
      // Each venue's display on a controller of that venue; the first is `controller`'s.
      const owner = venue === venues[0] ? controller : await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
      displays.push({ ...(await devices.display(owner.id, `Bar ${tag()}`)), device: bearer(owner.token), venue });
    }
    return { tenant, venues, controller, displays, device: bearer(controller.token) };
  }

  const play = (displayId: string, assetId: string, startedUtc: string, seconds = 10, extra: Partial<Play> = {}): Play => ({
    id: randomUUID(),
    displayId,
    assetId,
    playlistId: null,
    startedUtc,
    seconds,
    ...extra,
  });
  const upload = (device: Record<string, string>, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/graphicscontroller/self/plays', headers: device, payload: payload as object });
  const report = async (query: string, headers = admin) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/plays?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlayReport>();
  };
  const totals = (answer: PlayReport) =>
    answer.rows.reduce((sum, row) => ({ plays: sum.plays + row.plays, seconds: sum.seconds + row.seconds }), { plays: 0, seconds: 0 });
  const storedPlays = async (displayId: string) =>
    (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from plays where display_id = ${displayId}::uuid`))[0]!.n;

  it('stores uploads once (a batch sent again is all duplicates) and refuses, play by play, another device\'s display', async () => {
    const own = await world();
    const stranger = await world();
    const asset = await layout();
    const [display] = own.displays;
    const batch = [
      play(display!.id, asset, '2026-03-01T10:00:00Z'),
      play(display!.id, asset, '2026-03-01T10:00:10Z', 20, { playlistId: randomUUID() }),
      play(stranger.displays[0]!.id, asset, '2026-03-01T10:00:30Z'),
    ];
    const first = await upload(own.device, { plays: batch });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<PlayUploadAnswer>()).toEqual({ accepted: 2, duplicates: 0, refused: [batch[2]!.id] });
    const again = await upload(own.device, { plays: batch });
    expect(again.json<PlayUploadAnswer>()).toEqual({ accepted: 0, duplicates: 2, refused: [batch[2]!.id] });
    expect(await storedPlays(display!.id)).toBe(2);
    expect(await storedPlays(stranger.displays[0]!.id)).toBe(0);

    // The same id twice in one batch is one play; a known id sent by another device changes nothing.
    const twice = play(display!.id, asset, '2026-03-01T11:00:00Z');
    expect((await upload(own.device, { plays: [twice, twice] })).json<PlayUploadAnswer>()).toEqual({ accepted: 1, duplicates: 1, refused: [] });
    const hijack = { ...batch[0]!, displayId: stranger.displays[0]!.id, seconds: 999 };
    expect((await upload(stranger.device, { plays: [hijack] })).json<PlayUploadAnswer>()).toEqual({ accepted: 0, duplicates: 1, refused: [] });
    const [kept] = await queryRows<{ display_id: string; seconds: number }>(ctx.db, sql`select display_id, seconds from plays where id = ${batch[0]!.id}::uuid`);
    expect(kept).toEqual({ display_id: display!.id, seconds: 10 });
  });

  it('answers bad uploads 400 on their fields, never 500, and portal sessions 401', async () => {
    const { displays, device } = await world();
    const asset = await layout();
    const good = play(displays[0]!.id, asset, '2026-03-01T10:00:00Z');
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ plays: [] }, { plays: [playMessages.playsRequired] }],
      [{ plays: Array.from({ length: 501 }, () => good) }, { plays: [playMessages.playsTooMany] }],
      [{ plays: [{ ...good, seconds: -1 }] }, { 'plays.0.seconds': [playMessages.secondsInvalid] }],
      [{ plays: [{ ...good, seconds: 1.5 }] }, { 'plays.0.seconds': [playMessages.secondsInvalid] }],
      [{ plays: [{ ...good, seconds: 604_801 }] }, { 'plays.0.seconds': [playMessages.secondsInvalid] }],
      [{ plays: [{ ...good, startedUtc: '0000-01-01T00:00:00Z' }] }, { 'plays.0.startedUtc': [playMessages.startedInvalid] }],
      [{ plays: [{ ...good, startedUtc: '9999-12-31T23:00:00-05:00' }] }, { 'plays.0.startedUtc': [playMessages.startedInvalid] }],
      [{ plays: [{ ...good, id: 'nope' }] }, { 'plays.0.id': [playMessages.idInvalid] }],
      [{ plays: [{ ...good, assetId: null }] }, { 'plays.0.assetId': [playMessages.idInvalid] }],
      [{ plays: [{ ...good, staleFallback: 'yes' }] }, { 'plays.0.staleFallback': [playMessages.staleFallbackInvalid] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await upload(device, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(response.json()).toMatchObject({ title: VALIDATION_TITLE, errors });
    }
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/graphicscontroller/self/plays',
      headers: { ...device, 'content-type': 'application/json' },
      payload: '{"plays": [',
    });
    expect(broken.statusCode).toBe(400);
    expect((await upload(admin, { plays: [good] })).statusCode).toBe(401);
    expect((await upload({}, { plays: [good] })).statusCode).toBe(401);
    expect(await storedPlays(displays[0]!.id)).toBe(0);
  });

  it('groups reports by client, venue, display and layout, per day and hour, and exports the same as CSV', async () => {
    // Venues on UTC, so local days are UTC days here (zones: the next test).
    const onUtc = await utcRegion();
    const { tenant, displays } = await world([`North ${tag()}`, `South ${tag()}`], [onUtc, onUtc]);
    const [north, south] = displays;
    const [promo, menu] = [await layout(`Promo ${tag()}`), await layout(`Menu ${tag()}`)];
    const gone = randomUUID();
    await upload(north!.device, {
      plays: [
        play(north!.id, promo, '2026-04-05T10:15:00Z', 30),
        play(north!.id, menu, '2026-04-05T10:40:00Z', 20),
        play(north!.id, gone, '2026-04-06T23:59:59Z', 5),
      ],
    });
    await upload(south!.device, { plays: [play(south!.id, promo, '2026-04-05T11:05:00+01:00', 10), play(south!.id, promo, '2026-04-06T09:00:00Z', 5)] });
    const range = `from=2026-04-05&to=2026-04-06&clientId=${tenant.clientId}`;

    const byLayoutHour = await report(`${range}&groupBy=layout&interval=hour`);
    expect(byLayoutHour.rows.filter((row) => row.localDate === '2026-04-05' && row.localHour === '10:00')).toEqual([
      { key: menu, name: expect.stringMatching(/^Menu/), localDate: '2026-04-05', localHour: '10:00', plays: 1, seconds: 20, staleFallbackPlays: 0 },
      { key: promo, name: expect.stringMatching(/^Promo/), localDate: '2026-04-05', localHour: '10:00', plays: 2, seconds: 40, staleFallbackPlays: 0 },
    ]);
    // A layout deleted since still counts, without a name.
    expect(byLayoutHour.rows.at(-1)).toEqual({ key: gone, name: null, localDate: '2026-04-06', localHour: '23:00', plays: 1, seconds: 5, staleFallbackPlays: 0 });

    const byVenueDay = await report(`${range}&groupBy=venue&interval=day`);
    expect(byVenueDay.rows.every((row) => row.localHour === null)).toBe(true);
    expect(byVenueDay.rows.map((row) => [row.name, row.localDate, row.plays, row.seconds])).toEqual([
      [north!.venue.name, '2026-04-05', 2, 50],
      [south!.venue.name, '2026-04-05', 1, 10],
      [north!.venue.name, '2026-04-06', 1, 5],
      [south!.venue.name, '2026-04-06', 1, 5],
    ]);
    const byDisplay = await report(`${range}&groupBy=display&displayId=${south!.id}`);
    expect(byDisplay.rows.map((row) => [row.key, row.name, row.plays])).toEqual([
      [south!.id, `${south!.venue.name} – ${south!.label}`, 1],
      [south!.id, `${south!.venue.name} – ${south!.label}`, 1],
    ]);
    expect((await report(`${range}&groupBy=client&assetId=${promo}`)).rows.map((row) => [row.key, row.plays, row.seconds])).toEqual([
      [tenant.clientId, 2, 40],
      [tenant.clientId, 1, 5],
    ]);
    expect(totals(await report(`${range}&venueId=${north!.venue.id}`))).toEqual({ plays: 3, seconds: 55 });
    // `to` is the last day included: the 6th alone, and a range the plays are outside of.
    expect(totals(await report(`from=2026-04-06&to=2026-04-06&clientId=${tenant.clientId}`)).plays).toBe(2);
    expect((await report(`from=2026-04-07&to=2026-05-01&clientId=${tenant.clientId}`)).rows).toEqual([]);

    const csv = await ctx.app.inject({ method: 'GET', url: `/api/reports/plays.csv?${range}&groupBy=venue`, headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="plays-2026-04-05-2026-04-06.csv"');
    expect(csv.body.trim().split('\n')).toEqual([
      'localDate,localHour,groupBy,id,name,plays,seconds,staleFallbackPlays',
      `2026-04-05,,venue,${north!.venue.id},${north!.venue.name},2,50,0`,
      `2026-04-05,,venue,${south!.venue.id},${south!.venue.name},1,10,0`,
      `2026-04-06,,venue,${north!.venue.id},${north!.venue.name},1,5,0`,
      `2026-04-06,,venue,${south!.venue.id},${south!.venue.name},1,5,0`,
    ]);
  });

  it("counts each play once, in its venue's local day and hour: Sydney and Adelaide around local midnight and on both DST change days, rolled or not", async () => {
    const { tenant, displays } = await world(
      [`Adelaide ${tag()}`, `Sydney ${tag()}`],
      [await regionNamed('South Australia'), await regionNamed('New South Wales')],
    );
    const [adelaide, sydney] = displays;
    const asset = await layout();
    // Each play with the local date and hour it must count in. Sydney: UTC+11 until 03:00 on
    // Sunday 5 April 2026 (then 02:00 again, UTC+10), UTC+11 again from 02:00 on Sunday 4 October
    // (03:00 at once). Adelaide: the same days at UTC+10:30 and UTC+9:30, so its local midnight
    // falls mid UTC hour.
    const sydneyPlays: Array<[string, string]> = [
      ['2026-04-03T12:59:00Z', '2026-04-03 23:00'],
      ['2026-04-03T13:00:00Z', '2026-04-04 00:00'], // Saturday's first minute: still Friday in UTC
      ['2026-04-04T15:30:00Z', '2026-04-05 02:00'], // 02:30 summer time…
      ['2026-04-04T16:30:00Z', '2026-04-05 02:00'], // …and 02:30 again, standard time
      ['2026-04-05T13:59:00Z', '2026-04-05 23:00'],
      ['2026-04-05T14:00:00Z', '2026-04-06 00:00'],
      ['2026-10-03T13:59:00Z', '2026-10-03 23:00'],
      ['2026-10-03T14:00:00Z', '2026-10-04 00:00'],
      ['2026-10-03T15:59:00Z', '2026-10-04 01:00'],
      ['2026-10-03T16:00:00Z', '2026-10-04 03:00'], // 02:00 does not occur
      ['2026-10-04T12:59:00Z', '2026-10-04 23:00'],
      ['2026-10-04T13:00:00Z', '2026-10-05 00:00'],
    ];
    const adelaidePlays: Array<[string, string]> = [
      ['2026-04-03T13:29:00Z', '2026-04-03 23:00'],
      ['2026-04-03T13:30:00Z', '2026-04-04 00:00'], // the same UTC hour as the one before, the next local day
      ['2026-04-04T16:15:00Z', '2026-04-05 02:00'],
      ['2026-04-04T16:45:00Z', '2026-04-05 02:00'],
      ['2026-04-05T14:29:00Z', '2026-04-05 23:00'],
      ['2026-04-05T14:30:00Z', '2026-04-06 00:00'],
      ['2026-10-03T16:29:00Z', '2026-10-04 01:00'],
      ['2026-10-03T16:30:00Z', '2026-10-04 03:00'],
    ];
    const made = [
      ...sydneyPlays.map(([startedUtc, local], index) => ({ play: play(sydney!.id, asset, startedUtc, index + 1), venue: sydney!.venue.name, local })),
      ...adelaidePlays.map(([startedUtc, local], index) => ({ play: play(adelaide!.id, asset, startedUtc, 100 + index), venue: adelaide!.venue.name, local })),
    ];
    // Every other play rolled before the rest arrive: each local hour mixes rolled and raw plays.
    const [early, late] = [made.filter((_, index) => index % 2 === 0), made.filter((_, index) => index % 2 === 1)];
    for (const batch of [early, late]) {
      for (const display of [sydney!, adelaide!]) {
        const own = batch.filter((item) => item.play.displayId === display.id).map((item) => item.play);
        expect((await upload(display.device, { plays: own })).json<PlayUploadAnswer>().accepted).toBe(own.length);
      }
      if (batch === early) await rollUpPlays(ctx.db, ctx.now());
    }

    /** What the report must say, from the table above: [date, hour or null, venue] → plays, seconds. */
    const expectedRows = (interval: 'day' | 'hour', keep: (local: string) => boolean) => {
      const rows = new Map<string, { localDate: string; localHour: string | null; name: string; plays: number; seconds: number }>();
      for (const item of made.filter((entry) => keep(entry.local))) {
        const [localDate, hour] = item.local.split(' ') as [string, string];
        const localHour = interval === 'hour' ? hour : null;
        const id = `${localDate} ${localHour} ${item.venue}`;
        const row = rows.get(id) ?? { localDate, localHour, name: item.venue, plays: 0, seconds: 0 };
        rows.set(id, { ...row, plays: row.plays + 1, seconds: row.seconds + item.play.seconds });
      }
      return [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
    };
    const venueRows = async (query: string) =>
      (await report(`${query}&groupBy=venue&clientId=${tenant.clientId}`)).rows.map(({ localDate, localHour, name, plays, seconds }) => ({ localDate, localHour, name, plays, seconds }));
    const inApril = (local: string) => local < '2026-05';

    const checkAll = async () => {
      const aprilDays = await venueRows('from=2026-04-03&to=2026-04-06&interval=day');
      expect(aprilDays).toEqual(expectedRows('day', inApril));
      // Sunday 5 April in Sydney is 25 hours long: three plays, two of them at 02:00.
      expect(aprilDays.filter((row) => row.localDate === '2026-04-05').map((row) => row.plays)).toEqual([3, 3]);
      expect(await venueRows('from=2026-04-03&to=2026-04-06&interval=hour')).toEqual(expectedRows('hour', inApril));
      expect(await venueRows('from=2026-10-03&to=2026-10-05&interval=hour')).toEqual(expectedRows('hour', (local) => local > '2026-05'));
      // Sunday 4 October in Sydney (23 hours) has no 02:00.
      const sydneyOctober4 = await report(`from=2026-10-04&to=2026-10-04&interval=hour&venueId=${sydney!.venue.id}`);
      expect(sydneyOctober4.rows.map((row) => row.localHour)).toEqual(['00:00', '01:00', '03:00', '23:00']);
      // The range is local dates: Saturday 4 April is one play at each venue, though both started on Friday in UTC.
      const saturday = await report(`from=2026-04-04&to=2026-04-04&groupBy=venue&clientId=${tenant.clientId}`);
      expect(saturday.rows.map((row) => [row.name, row.plays])).toEqual([
        [adelaide!.venue.name, 1],
        [sydney!.venue.name, 1],
      ]);
      // A client of two zones adds each venue's own hour: 01:00 and 03:00 on 4 October, one play at each venue.
      const clientHours = await report(`from=2026-10-04&to=2026-10-04&groupBy=client&interval=hour&clientId=${tenant.clientId}`);
      expect(clientHours.rows.map((row) => [row.localHour, row.plays])).toEqual([
        ['00:00', 1],
        ['01:00', 2],
        ['03:00', 2],
        ['23:00', 1],
      ]);
      // Each play exactly once over all the days.
      expect(totals(await report(`from=2026-04-01&to=2026-10-31&clientId=${tenant.clientId}`))).toEqual({
        plays: made.length,
        seconds: made.reduce((sum, item) => sum + item.play.seconds, 0),
      });
    };
    await checkAll();
    // And the same once every play is rolled.
    await rollUpPlays(ctx.db, ctx.now());
    const [waiting] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from plays where display_id in (${sydney!.id}::uuid, ${adelaide!.id}::uuid) and rolled_utc is null`,
    );
    expect(waiting!.n).toBe(0);
    await checkAll();

    // Stored: Adelaide's local hours begin on the half hour; Sydney's repeated 02:00 is two rows.
    const stored = await queryRows<{ hour_utc: Date | string; local_hour: string; plays: number }>(
      ctx.db,
      sql`select hour_utc, to_char(local_hour, 'YYYY-MM-DD HH24:MI') as local_hour, plays from play_hours
          where display_id = ${adelaide!.id}::uuid and local_hour < '2026-04-04 01:00' order by hour_utc`,
    );
    expect(stored.map((row) => [new Date(row.hour_utc).toISOString(), row.local_hour, row.plays])).toEqual([
      ['2026-04-03T12:30:00.000Z', '2026-04-03 23:00', 1],
      ['2026-04-03T13:30:00.000Z', '2026-04-04 00:00', 1],
    ]);
    const repeated = await queryRows<{ hour_utc: Date | string }>(
      ctx.db,
      sql`select hour_utc from play_hours where display_id = ${sydney!.id}::uuid and local_hour = '2026-04-05 02:00' order by hour_utc`,
    );
    expect(repeated.map((row) => new Date(row.hour_utc).toISOString())).toEqual(['2026-04-04T15:00:00.000Z', '2026-04-04T16:00:00.000Z']);

    // The CSV carries the local date and hour.
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports/plays.csv?from=2026-04-05&to=2026-04-05&groupBy=venue&interval=hour&venueId=${sydney!.venue.id}`,
      headers: admin,
    });
    expect(csv.body.trim().split('\n')).toEqual([
      'localDate,localHour,groupBy,id,name,plays,seconds,staleFallbackPlays',
      `2026-04-05,02:00,venue,${sydney!.venue.id},${sydney!.venue.name},2,7,0`,
      `2026-04-05,23:00,venue,${sydney!.venue.id},${sydney!.venue.name},1,5,0`,
    ]);
  });

  it('keeps a client user to its own client: another client\'s client, venue, display or display layout is 404', async () => {
    const mine = await world();
    const theirs = await world();
    const shared = await layout();
    const theirLayout = await layout(`Their own ${tag()}`, 'DISPLAY');
    await queryRows(ctx.db, sql`update displays set asset_id = ${theirLayout}::uuid where id = ${theirs.displays[0]!.id}::uuid`);
    await upload(mine.device, { plays: [play(mine.displays[0]!.id, shared, '2026-05-01T10:00:00Z')] });
    await upload(theirs.device, { plays: [play(theirs.displays[0]!.id, shared, '2026-05-01T10:00:00Z')] });
    const range = 'from=2026-05-01&to=2026-05-01&groupBy=client';

    expect((await report(range, mine.tenant.headers)).rows.map((row) => row.key)).toEqual([mine.tenant.clientId]);
    expect((await report(`${range}&assetId=${shared}`, mine.tenant.headers)).rows.map((row) => row.plays)).toEqual([1]);
    const adminKeys = (await report(range)).rows.map((row) => row.key);
    expect(adminKeys).toEqual(expect.arrayContaining([mine.tenant.clientId, theirs.tenant.clientId]));
    for (const filter of [
      `clientId=${theirs.tenant.clientId}`,
      `venueId=${theirs.venues[0]!.id}`,
      `displayId=${theirs.displays[0]!.id}`,
      `assetId=${theirLayout}`,
    ]) {
      for (const path of ['plays', 'plays.csv']) {
        const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/${path}?${range}&${filter}`, headers: mine.tenant.headers });
        expect(response.json(), `${path} ${filter}`).toMatchObject(NOT_FOUND);
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/reports/plays?${range}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/reports/plays?${range}`, headers: mine.device })).statusCode).toBe(401);
  });

  it('answers bad report queries 400 on their fields', async () => {
    const cases: Array<[string, Record<string, string[]>]> = [
      ['from=2026-02-30&to=2026-03-01', { from: [playMessages.fromInvalid] }],
      ['from=2026-03-01', { to: [playMessages.toInvalid] }],
      ['from=2026-03-02&to=2026-03-01', { to: [playMessages.toBeforeFrom] }],
      ['from=2026-01-01&to=2026-02-01&interval=hour', { to: [playMessages.rangeTooLong] }],
      ['from=2025-01-01&to=2026-02-05', { to: [playMessages.rangeTooLong] }],
      ['from=2026-03-01&to=2026-03-01&groupBy=planet', { groupBy: [playMessages.groupByInvalid] }],
      ['from=2026-03-01&to=2026-03-01&interval=week', { interval: [playMessages.intervalInvalid] }],
      ['from=2026-03-01&to=2026-03-01&venueId=nope', { venueId: [playMessages.idInvalid] }],
      ['from=0000-01-01&to=0000-01-02', { from: [playMessages.fromInvalid] }],
    ];
    for (const [query, errors] of cases) {
      for (const path of ['plays', 'plays.csv']) {
        const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/${path}?${query}`, headers: admin });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({ title: VALIDATION_TITLE, errors });
      }
    }
  });

  it('rolls plays into hours once, with two runners racing on a fake clock, and reports count each play once before, during and after', async () => {
    const { displays, device } = await world();
    const display = displays[0]!;
    const asset = await layout();
    const start = Date.parse('2026-06-10T08:00:00Z');
    // Every fifth play drew a stale live value's fallback text: counted the same way as plays.
    const batch = Array.from({ length: 300 }, (_, index) =>
      play(display.id, asset, new Date(start + index * 37_000).toISOString(), 1 + (index % 7), index % 5 === 0 ? { staleFallback: true } : {}),
    );
    expect((await upload(device, { plays: batch })).json<PlayUploadAnswer>().accepted).toBe(300);
    const expected = { plays: 300, seconds: batch.reduce((sum, item) => sum + item.seconds, 0) };
    const staleFallbacks = (answer: PlayReport) => answer.rows.reduce((sum, row) => sum + row.staleFallbackPlays, 0);
    const query = `from=2026-06-10&to=2026-06-10&displayId=${display.id}`;
    const hourly = await report(`${query}&interval=hour&groupBy=layout`);
    expect(totals(hourly)).toEqual(expected);
    expect(staleFallbacks(hourly)).toBe(60);

    // Half rolled: the report reads those from the hours and the rest raw, still 300.
    ctx.travel(HOUR_MS);
    while ((await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from plays where display_id = ${display.id}::uuid and rolled_utc is not null`))[0]!.n < 150) {
      await rollUpBatch(ctx.db, ctx.now(), 50);
    }
    expect(await report(`${query}&interval=hour&groupBy=layout`)).toEqual(hourly);

    // Two runners (two processes' worth on PostgreSQL's pool) race in small batches: each play once.
    const [waiting] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from plays where display_id = ${display.id}::uuid and rolled_utc is null`);
    expect(waiting!.n).toBeGreaterThan(0);
    const [first, second] = await Promise.all([rollUpPlays(ctx.db, ctx.now(), 7), rollUpPlays(ctx.db, ctx.now(), 7)]);
    expect(first!.rolled + second!.rolled).toBeGreaterThanOrEqual(waiting!.n);
    const [hours] = await queryRows<{ plays: number; seconds: number; stale: number }>(
      ctx.db,
      sql`select sum(plays)::int as plays, sum(seconds)::int as seconds, sum(stale_fallback_plays)::int as stale from play_hours where display_id = ${display.id}::uuid`,
    );
    expect(hours).toEqual({ ...expected, stale: 60 });
    // The days (play_days, the compliance report's source) are written in the same statements: each
    // equals the sum of its hours, through the race too.
    const dayRows = await queryRows<{ local_date: string; asset_id: string; plays: number; seconds: number; stale: number }>(
      ctx.db,
      sql`select to_char(local_date, 'YYYY-MM-DD') as local_date, asset_id, plays, seconds::int, stale_fallback_plays as stale
          from play_days where display_id = ${display.id}::uuid order by 1, 2`,
    );
    const hourSums = await queryRows<{ local_date: string; asset_id: string; plays: number; seconds: number; stale: number }>(
      ctx.db,
      sql`select to_char(local_hour::date, 'YYYY-MM-DD') as local_date, asset_id, sum(plays)::int as plays, sum(seconds)::int as seconds,
            sum(stale_fallback_plays)::int as stale
          from play_hours where display_id = ${display.id}::uuid group by 1, 2 order by 1, 2`,
    );
    expect(dayRows.length).toBeGreaterThan(0);
    expect(dayRows).toEqual(hourSums);
    const [unrolled] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from plays where display_id = ${display.id}::uuid and rolled_utc is null`);
    expect(unrolled!.n).toBe(0);
    expect(await report(`${query}&interval=hour&groupBy=layout`)).toEqual(hourly);
    const daily = await report(`${query}&interval=day`);
    // 08:00–11:05 UTC is 18:00–21:05 in Sydney (the first region's clock): one local day.
    expect(daily.rows).toEqual([{ key: display.id, name: expect.any(String), localDate: '2026-06-10', localHour: null, ...expected, staleFallbackPlays: 60 }]);

    // A play arriving late into an hour already rolled: counted raw at once, then in its hour.
    const late = play(display.id, asset, '2026-06-10T08:30:00Z', 9);
    await upload(device, { plays: [late] });
    const withLate = { plays: expected.plays + 1, seconds: expected.seconds + 9 };
    expect(totals(await report(query))).toEqual(withLate);
    await rollUpPlays(ctx.db, ctx.now());
    expect(totals(await report(query))).toEqual(withLate);
    ctx.resetClock();
  });

  it('purges raw plays after 35 days (their hours still count) and hours after 400 days', async () => {
    const { displays, device } = await world();
    const display = displays[0]!;
    const asset = await layout();
    const now = ctx.now().getTime();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const startedUtc = new Date(now - 2 * DAY_MS).toISOString();
    await upload(device, { plays: [play(display.id, asset, startedUtc, 12), play(display.id, asset, startedUtc, 8)] });
    const query = `from=${day(now - 3 * DAY_MS)}&to=${day(now - DAY_MS)}&displayId=${display.id}`;

    // 34 days on: rolled, raw plays kept.
    ctx.travel(32 * DAY_MS);
    await ctx.app.rollUpPlays();
    expect(await storedPlays(display.id)).toBe(2);
    // 36 days on: raw plays gone, the report still counts them.
    ctx.travel(2 * DAY_MS + HOUR_MS);
    const round = await ctx.app.rollUpPlays();
    expect(round.purgedPlays).toBeGreaterThanOrEqual(2);
    expect(await storedPlays(display.id)).toBe(0);
    // Sessions end long before these days do: a person signs in again on the moved clock.
    expect(totals(await report(query, await fixtures.adminHeaders()))).toEqual({ plays: 2, seconds: 20 });
    // 399 days on: hours kept; 401: gone.
    ctx.travel(363 * DAY_MS);
    await ctx.app.rollUpPlays();
    expect(totals(await report(query, await fixtures.adminHeaders()))).toEqual({ plays: 2, seconds: 20 });
    ctx.travel(2 * DAY_MS);
    expect((await ctx.app.rollUpPlays()).purgedHours).toBeGreaterThanOrEqual(1);
    expect((await report(query, await fixtures.adminHeaders())).rows).toEqual([]);
    ctx.resetClock();
  });
});

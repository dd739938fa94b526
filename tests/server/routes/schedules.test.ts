import { EMPTY_OPEN_HOURS } from '../../../contract/openHours.ts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { scheduleMessages, type Playlist, type ScheduleEntry, type Takeover, type Timeline, type VenueTimeline } from '../../../contract/schedules.ts';
import { assets, displays, graphicsControllers, venueOpenHours, venues } from '../../../server/db/schema.ts';
import { queryRows } from '../../../server/services/sql-rows.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, tag, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

describeEachEngine('scheduling: playlists, schedules, takeovers, timelines', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let sydneyRegionId: string;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    const [region] = await queryRows<{ id: string }>(ctx.db, sql`select id from regions where time_zone = 'Australia/Sydney' limit 1`);
    sydneyRegionId = region!.id;
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  async function layout(name = `Layout ${tag()}`) {
    const [row] = await ctx.db.insert(assets).values({ name, type: 'GROUP' }).returning({ id: assets.id });
    return row!.id;
  }

  /** A tenant with a Sydney venue, a controller and one display. */
  async function world() {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId, { regionId: sydneyRegionId });
    const controller = await fixtures.controller(venue.id, tenant.clientId, null);
    const [display] = await ctx.db.insert(displays).values({ graphicsControllerId: controller.id, label: `Bar ${tag()}`, width: 1920, height: 1080 }).returning();
    return { tenant, venue, display: display! };
  }

  const entry = (target: object, content: object, extra: object = {}) => ({
    name: 'Happy hour',
    target,
    content,
    days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    from: '17:00',
    to: '19:00',
    ...extra,
  });

  it('lists playlists a page at a time by name, with the total; refuses bad paging', async () => {
    const a = await layout();
    for (const name of ['Paged C', 'Paged A', 'Paged D', 'Paged B']) {
      expect((await call('POST', '/api/playlists', admin, { name, items: [{ assetId: a, durationSeconds: 30 }] })).statusCode).toBe(201);
    }
    const page = async (query: string) => {
      const response = await call('GET', `/api/playlists${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: Playlist[]; total: number }>();
    };
    const all = await page('?offset=0&limit=100');
    expect(all.items.length).toBe(all.total);
    expect(all.items.map((item) => item.name).filter((name) => name.startsWith('Paged '))).toEqual(['Paged A', 'Paged B', 'Paged C', 'Paged D']);
    // Without paging: the first 10, as every growing list (docs/decisions.md#lists); pages join up in order.
    expect((await page('')).items).toEqual(all.items.slice(0, 10));
    const [first, second] = [await page('?offset=0&limit=2'), await page('?offset=2&limit=2')];
    expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 4));
    expect(second.total).toBe(all.total);
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?offset=x', '?limit[x]=2']) {
      const response = await call('GET', `/api/playlists${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ title: VALIDATION_TITLE });
    }
  });

  it('creates, renames, reorders and deletes playlists; refuses bad items and a playlist in use', async () => {
    const [a, b] = [await layout('Specials'), await layout('Sport')];
    const created = await call('POST', '/api/playlists', admin, { name: 'Evening', items: [{ assetId: a, durationSeconds: 30 }, { assetId: b, durationSeconds: 60 }] });
    expect(created.statusCode).toBe(201);
    const playlist = created.json<Playlist>();
    expect(playlist.items.map((item) => item.assetName)).toEqual(['Specials', 'Sport']);

    const reordered = await call('PUT', `/api/playlists/${playlist.id}`, admin, { name: 'Late', items: [{ assetId: b, durationSeconds: 60 }, { assetId: a, durationSeconds: 5 }] });
    expect(reordered.json<Playlist>()).toMatchObject({ name: 'Late', items: [{ assetId: b }, { assetId: a, durationSeconds: 5 }] });

    const bad = await call('POST', '/api/playlists', admin, { name: '', items: [{ assetId: MISSING_UUID, durationSeconds: 30 }, { assetId: a, durationSeconds: 4 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ title: VALIDATION_TITLE, errors: { name: [scheduleMessages.playlistNameRequired], 'items.1.durationSeconds': [scheduleMessages.durationInvalid] } });
    const unknown = await call('POST', '/api/playlists', admin, { name: 'X', items: [{ assetId: MISSING_UUID, durationSeconds: 30 }] });
    expect(unknown.json()).toMatchObject({ errors: { 'items.0.assetId': [scheduleMessages.assetUnknown] } });

    const { display } = await world();
    const inUse = await call('POST', '/api/schedules', admin, entry({ displayId: display.id }, { playlistId: playlist.id }));
    expect(inUse.statusCode).toBe(201);
    expect((await call('DELETE', `/api/playlists/${playlist.id}`, admin)).statusCode).toBe(409);
    await call('DELETE', `/api/schedules/${inUse.json<ScheduleEntry>().id}`, admin);
    expect((await call('DELETE', `/api/playlists/${playlist.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/playlists/${playlist.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses bad schedule entries on their fields and changes nothing', async () => {
    const { display } = await world();
    const asset = await layout();
    const target = { displayId: display.id };
    const refusals: [object, Record<string, string[]>][] = [
      [entry(target, { assetId: asset }, { dayPart: 'open' }), { dayPart: [scheduleMessages.windowOrDayPart] }],
      [entry(target, { assetId: asset }, { from: '25:00' }), { from: ['Time must be HH:mm, 00:00 to 23:59.'] }],
      [entry(target, { assetId: asset }, { days: [] }), { days: [scheduleMessages.daysRequired] }],
      [entry(target, { assetId: asset }, { firstDate: '2026-02-30' }), { firstDate: [scheduleMessages.dateInvalid] }],
      [entry(target, { assetId: MISSING_UUID }), { 'content.assetId': [scheduleMessages.assetUnknown] }],
      [entry(target, { playlistId: MISSING_UUID }), { 'content.playlistId': [scheduleMessages.playlistUnknown] }],
      [entry({ venueId: MISSING_UUID }, { assetId: asset }), { target: [scheduleMessages.targetUnknown] }],
    ];
    for (const [payload, errors] of refusals) {
      const response = await call('POST', '/api/schedules', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ title: VALIDATION_TITLE, errors });
    }
    const listed = await call('GET', `/api/schedules?displayId=${display.id}`, admin);
    expect(listed.json()).toMatchObject({ total: 0 });
  });

  it('saves an entry that can never run with a warning that says why', async () => {
    const { venue } = await world();
    const saved = await call('POST', '/api/schedules', admin, entry({ venueId: venue.id }, { assetId: await layout() }, { from: null, to: null, dayPart: 'open' }));
    expect(saved.statusCode).toBe(201);
    expect(saved.json<ScheduleEntry>()).toMatchObject({ dayPart: 'open', warning: scheduleMessages.neverRuns });
    await ctx.db.insert(venueOpenHours).values({ venueId: venue.id, mondayOpen: '10:00', mondayClose: '22:00' });
    const again = await call('GET', `/api/schedules/${saved.json<ScheduleEntry>().id}`, admin);
    expect(again.json<ScheduleEntry>().warning).toBeNull();
  });

  it('warns of a client’s entry only when it can run at none of the client’s venues', async () => {
    const { tenant, venue } = await world();
    const other = await fixtures.venue(tenant.clientId);
    const dayPartEntry = entry({ clientId: tenant.clientId }, { assetId: await layout() }, { from: null, to: null, dayPart: 'open' });
    const saved = await call('POST', '/api/schedules', admin, dayPartEntry);
    expect(saved.statusCode).toBe(201);
    expect(saved.json<ScheduleEntry>().warning).toBe(scheduleMessages.neverRunsClientNoHours);
    // One venue opens on Mondays: the entry runs there, so no warning (the other venue's hours do not matter).
    await ctx.db.insert(venueOpenHours).values({ venueId: other.id, mondayOpen: '10:00', mondayClose: '22:00' });
    expect((await call('GET', `/api/schedules/${saved.json<ScheduleEntry>().id}`, admin)).json<ScheduleEntry>().warning).toBeNull();
    expect((await call('GET', `/api/schedules?clientId=${tenant.clientId}`, admin)).json<{ items: ScheduleEntry[] }>().items[0]?.warning).toBeNull();
    // Outside open hours, on a client whose venues are never closed (open at all hours every day).
    const allHours = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [[`${day}Open`, '00:00'], [`${day}Close`, '00:00']]));
    const always = await fixtures.tenant();
    const alwaysVenue = await fixtures.venue(always.clientId);
    await ctx.db.insert(venueOpenHours).values({ venueId: alwaysVenue.id, ...allHours });
    const closed = await call('POST', '/api/schedules', admin, { ...dayPartEntry, target: { clientId: always.clientId }, dayPart: 'closed' });
    expect(closed.json<ScheduleEntry>().warning).toBe(scheduleMessages.neverRunsClientAlwaysOpen);
    // A client without venues reaches nothing yet: no warning.
    const empty = await fixtures.tenant();
    const none = await call('POST', '/api/schedules', admin, { ...dayPartEntry, target: { clientId: empty.clientId } });
    expect(none.json<ScheduleEntry>().warning).toBeNull();
    expect(venue.clientId).toBe(tenant.clientId);
  });

  it('answers a display’s timeline from its entries and takeovers; client users read only their own', async () => {
    const { tenant, venue, display } = await world();
    const other = await world();
    const [morning, evening, jackpot] = [await layout(), await layout(), await layout()];
    await call('POST', '/api/schedules', admin, entry({ clientId: tenant.clientId }, { assetId: morning }, { from: '09:00', to: '12:00' }));
    const onDisplay = await call('POST', '/api/schedules', admin, entry({ displayId: display.id }, { assetId: evening }, { from: '17:00', to: '02:00', priority: 1 }));
    expect(onDisplay.statusCode).toBe(201);

    // Wednesday 14 January 2026 in Sydney (UTC+11).
    const from = '2026-01-13T13:00:00.000Z';
    const to = '2026-01-14T13:00:00.000Z';
    const timeline = await call('GET', `/api/display/${display.id}/timeline?from=${from}&to=${to}`, tenant.headers);
    expect(timeline.statusCode).toBe(200);
    const body = timeline.json<Timeline>();
    expect(body.timeZone).toBe('Australia/Sydney');
    // The venue's open hours come with it (the calendar shades them): none saved here.
    expect(body.openHours).toEqual(EMPTY_OPEN_HOURS);
    expect(body.items.map((item) => [item.start, item.source, item.assetId])).toEqual([
      ['2026-01-13T06:00:00.000Z', 'schedule', evening],
      ['2026-01-13T15:00:00.000Z', 'display', null],
      ['2026-01-13T22:00:00.000Z', 'schedule', morning],
      ['2026-01-14T01:00:00.000Z', 'display', null],
      ['2026-01-14T06:00:00.000Z', 'schedule', evening],
    ]);

    // A takeover on the venue wins at once and, ended early, hands back.
    const now = ctx.now();
    const started = await call('POST', '/api/takeovers', admin, {
      name: 'Jackpot',
      targets: { venueIds: [venue.id] },
      content: { assetId: jackpot },
      endUtc: new Date(now.getTime() + 3_600_000).toISOString(),
    });
    expect(started.statusCode).toBe(201);
    const takeover = started.json<Takeover>();
    expect(takeover.running).toBe(true);
    const soon = new Date(ctx.now().getTime() + 1_000);
    const during = await call('GET', `/api/display/${display.id}/timeline?from=${soon.toISOString()}&to=${new Date(soon.getTime() + 60_000).toISOString()}`, admin);
    expect(during.json<Timeline>().items).toMatchObject([{ source: 'takeover', id: takeover.id, assetId: jackpot }]);
    expect((await call('GET', '/api/takeovers', tenant.headers)).json<{ items: Takeover[] }>().items.map((item) => item.id)).toContain(takeover.id);
    expect((await call('GET', '/api/takeovers', other.tenant.headers)).json<{ items: Takeover[] }>().items.map((item) => item.id)).not.toContain(takeover.id);
    expect((await call('DELETE', `/api/takeovers/${takeover.id}`, admin)).statusCode).toBe(204);
    const history = (await call('GET', '/api/takeovers', admin)).json<{ items: Takeover[] }>().items.find((item) => item.id === takeover.id);
    expect(history).toMatchObject({ running: false });
    expect(history?.endedUtc).not.toBeNull();

    // Another client's ids are not found; a client user may not write.
    expect((await call('GET', `/api/display/${display.id}/timeline?from=${from}&to=${to}`, other.tenant.headers)).json()).toEqual(NOT_FOUND);
    expect((await call('GET', `/api/schedules?displayId=${display.id}`, other.tenant.headers)).json()).toEqual(NOT_FOUND);
    expect((await call('GET', `/api/schedules/${onDisplay.json<ScheduleEntry>().id}`, other.tenant.headers)).json()).toEqual(NOT_FOUND);
    expect((await call('GET', `/api/schedules?displayId=${display.id}`, tenant.headers)).json()).toMatchObject({ total: 2 });
    expect((await call('POST', '/api/schedules', tenant.headers, entry({ displayId: display.id }, { assetId: evening }))).json()).toEqual(FORBIDDEN);
    expect((await call('POST', '/api/playlists', tenant.headers, { name: 'X', items: [] })).json()).toEqual(FORBIDDEN);
  });

  it('names the content of entries, takeovers and timeline pieces for a client user, who may not list layouts or playlists', async () => {
    const { tenant, venue, display } = await world();
    const morning = await layout('Members’ offers');
    const loop = (await call('POST', '/api/playlists', admin, { name: 'Evening loop', items: [{ assetId: morning, durationSeconds: 30 }] })).json<Playlist>();
    await call('POST', '/api/schedules', admin, entry({ venueId: venue.id }, { assetId: morning }, { from: '09:00', to: '12:00' }));
    await call('POST', '/api/schedules', admin, entry({ displayId: display.id }, { playlistId: loop.id }, { from: '17:00', to: '19:00' }));
    expect((await call('GET', '/api/playlists', tenant.headers)).json()).toEqual(FORBIDDEN);
    expect((await call('GET', `/api/assets/${morning}`, tenant.headers)).statusCode).not.toBe(200);

    const entries = (await call('GET', `/api/schedules?venueId=${venue.id}`, tenant.headers)).json<{ items: ScheduleEntry[] }>().items;
    expect(entries.map((item) => item.contentName).sort()).toEqual(['Evening loop', 'Members’ offers']);
    const query = 'from=2026-01-13T13:00:00.000Z&to=2026-01-14T13:00:00.000Z';
    const pieces = (await call('GET', `/api/display/${display.id}/timeline?${query}`, tenant.headers)).json<Timeline>().items;
    expect(pieces.map((item) => [item.source, item.contentName])).toEqual([
      ['display', null],
      ['schedule', 'Members’ offers'],
      ['display', null],
      ['schedule', 'Evening loop'],
      ['display', null],
    ]);
    const venueWeek = (await call('GET', `/api/venues/${venue.id}/timeline?${query}`, tenant.headers)).json<VenueTimeline>();
    expect(venueWeek.displays[0]!.items).toEqual(pieces);

    const started = await call('POST', '/api/takeovers', admin, {
      name: 'Loop',
      targets: { venueIds: [venue.id] },
      content: { playlistId: loop.id },
      endUtc: new Date(ctx.now().getTime() + 60_000).toISOString(),
    });
    expect(started.json<Takeover>().contentName).toBe('Evening loop');
    const seen = (await call('GET', '/api/takeovers', tenant.headers)).json<{ items: Takeover[] }>().items.find((item) => item.id === started.json<Takeover>().id);
    expect(seen?.contentName).toBe('Evening loop');
    expect((await call('DELETE', `/api/takeovers/${started.json<Takeover>().id}`, admin)).statusCode).toBe(204);
  });

  it('answers a venue’s timeline, one per display; another client’s venue is not found', async () => {
    const { tenant, venue, display } = await world();
    const other = await world();
    const [second] = await ctx.db
      .insert(displays)
      .values({ graphicsControllerId: display.graphicsControllerId, label: `A lounge ${tag()}`, width: 1920, height: 1080 })
      .returning();
    const [morning, evening] = [await layout(), await layout()];
    await call('POST', '/api/schedules', admin, entry({ venueId: venue.id }, { assetId: morning }, { from: '09:00', to: '12:00' }));
    await call('POST', '/api/schedules', admin, entry({ displayId: display.id }, { assetId: evening }, { from: '17:00', to: '19:00' }));
    // Another venue's display entry does not reach this venue.
    await call('POST', '/api/schedules', admin, entry({ displayId: other.display.id }, { assetId: evening }, { from: '10:00', to: '11:00', priority: 9 }));

    // Wednesday 14 January 2026 in Sydney (UTC+11).
    const query = 'from=2026-01-13T13:00:00.000Z&to=2026-01-14T13:00:00.000Z';
    const response = await call('GET', `/api/venues/${venue.id}/timeline?${query}`, tenant.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<VenueTimeline>();
    expect(body.timeZone).toBe('Australia/Sydney');
    // By label: "A lounge …" before "Bar …"; each as its own display timeline answers it.
    expect(body.displays.map((item) => item.displayId)).toEqual([second!.id, display.id]);
    expect(body.displays[0]!.items.map((item) => [item.start, item.source, item.assetId])).toEqual([
      ['2026-01-13T13:00:00.000Z', 'display', null],
      ['2026-01-13T22:00:00.000Z', 'schedule', morning],
      ['2026-01-14T01:00:00.000Z', 'display', null],
    ]);
    const single = (await call('GET', `/api/display/${display.id}/timeline?${query}`, tenant.headers)).json<Timeline>();
    expect(body.displays[1]!.items).toEqual(single.items);

    // A second controller with a display of the same label: each display names its controller, and
    // one label's displays come by their controller's name, so the calendar can tell the lanes apart.
    const backBar = await fixtures.controller(venue.id, tenant.clientId, null);
    await ctx.db.update(graphicsControllers).set({ name: 'Back bar rack' }).where(eq(graphicsControllers.id, backBar.id));
    const [twin] = await ctx.db.insert(displays).values({ graphicsControllerId: backBar.id, label: display.label, width: 1920, height: 1080 }).returning();
    const withTwin = (await call('GET', `/api/venues/${venue.id}/timeline?${query}`, tenant.headers)).json<VenueTimeline>();
    expect(withTwin.displays.map((item) => [item.displayId, item.label, item.controllerName])).toEqual([
      [second!.id, second!.label, 'Generation One PC'],
      [twin!.id, display.label, 'Back bar rack'],
      [display.id, display.label, 'Generation One PC'],
    ]);

    expect((await call('GET', `/api/venues/${venue.id}/timeline?${query}`, other.tenant.headers)).json()).toEqual(NOT_FOUND);
    expect((await call('GET', `/api/venues/${MISSING_UUID}/timeline?${query}`, admin)).json()).toEqual(NOT_FOUND);
    expect((await call('GET', `/api/venues/not-a-uuid/timeline?${query}`, admin)).json()).toEqual(NOT_FOUND);
    expect((await call('GET', `/api/venues/${venue.id}/timeline?from=2026-01-01T00:00:00Z&to=2026-01-16T00:00:00Z`, admin)).statusCode).toBe(400);
  });

  it('ends a takeover "until closing" at each venue’s own closing, on its own clock; a closed venue is not taken over', async () => {
    const [perth] = await queryRows<{ id: string }>(ctx.db, sql`select id from regions where time_zone = 'Australia/Perth' limit 1`);
    const nowMs = ctx.now().getTime();
    const minute = 60_000;
    const wall = (timeZone: string, atMs: number) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(atMs);
    /** Open every day from an hour ago until `hours` from now, read on the venue's clock. */
    async function openFor(venueId: string, timeZone: string, hours: number) {
      const open = wall(timeZone, nowMs - 60 * minute);
      const close = wall(timeZone, nowMs + hours * 60 * minute);
      const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
      await ctx.db.insert(venueOpenHours).values({ venueId, ...Object.fromEntries(days.flatMap((day) => [[`${day}Open`, open], [`${day}Close`, close]])) });
      return Math.floor((nowMs + hours * 60 * minute) / minute) * minute;
    }
    const sydney = await world();
    const inPerth = await world();
    await ctx.db.update(venues).set({ regionId: perth!.id }).where(sql`${venues.id} = ${inPerth.venue.id}::uuid`);
    const closed = await world();
    const sydneyClosing = await openFor(sydney.venue.id, 'Australia/Sydney', 2);
    const perthClosing = await openFor(inPerth.venue.id, 'Australia/Perth', 3);

    const jackpot = await layout();
    const body = { name: 'Jackpot', content: { assetId: jackpot }, untilClosing: true };
    const started = await call('POST', '/api/takeovers', admin, { ...body, targets: { venueIds: [sydney.venue.id, inPerth.venue.id, closed.venue.id] } });
    expect(started.statusCode, started.body).toBe(201);
    const takeover = started.json<Takeover>();
    // Stored as the last venue's closing: Perth's.
    expect(takeover).toMatchObject({ untilClosing: true, running: true, endUtc: new Date(perthClosing).toISOString() });

    const takeoverOn = async (displayId: string) => {
      const query = `from=${new Date(nowMs).toISOString()}&to=${new Date(nowMs + 6 * 60 * minute).toISOString()}`;
      return (await call('GET', `/api/display/${displayId}/timeline?${query}`, admin)).json<Timeline>().items.filter((item) => item.id === takeover.id);
    };
    expect((await takeoverOn(sydney.display.id)).map((item) => item.end)).toEqual([new Date(sydneyClosing).toISOString()]);
    expect((await takeoverOn(inPerth.display.id)).map((item) => item.end)).toEqual([new Date(perthClosing).toISOString()]);
    // A venue without open hours is closed: its screens carry on as scheduled.
    expect(await takeoverOn(closed.display.id)).toEqual([]);

    // Reaching only closed venues takes over nothing: refused on its field.
    const refused = await call('POST', '/api/takeovers', admin, { ...body, targets: { venueIds: [closed.venue.id] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { untilClosing: [scheduleMessages.closingNoneOpen] } });
    // Without until closing, an end is still required.
    const noEnd = await call('POST', '/api/takeovers', admin, { name: 'X', content: { assetId: jackpot }, targets: { all: true } });
    expect(noEnd.json()).toMatchObject({ errors: { endUtc: [scheduleMessages.endRequired] } });
    expect((await call('DELETE', `/api/takeovers/${takeover.id}`, admin)).statusCode).toBe(204);
  });

  it('refuses a timeline over 14 days and a takeover over 7 days', async () => {
    const { display } = await world();
    const long = await call('GET', `/api/display/${display.id}/timeline?from=2026-01-01T00:00:00Z&to=2026-01-16T00:00:00Z`, admin);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errors: { to: [scheduleMessages.timelineRange] } });
    const now = ctx.now().getTime();
    const takeover = await call('POST', '/api/takeovers', admin, {
      name: 'Too long',
      targets: { all: true },
      content: { assetId: await layout() },
      endUtc: new Date(now + 8 * 86_400_000).toISOString(),
    });
    expect(takeover.json()).toMatchObject({ errors: { endUtc: [scheduleMessages.endTooFar] } });
    const noReach = await call('POST', '/api/takeovers', admin, { name: 'Nowhere', targets: { clientIds: [], venueIds: [] }, content: { assetId: await layout() }, endUtc: new Date(now + 60_000).toISOString() });
    expect(noReach.statusCode).toBe(400);
  });
});

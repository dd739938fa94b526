import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../../contract/messages.ts';
import { EMPTY_OPEN_HOURS } from '../../../contract/openHours.ts';
import { GMV_TAKEN_TITLE, NEVER_SEEN_UTC } from '../../../contract/venues.ts';
import { graphicsControllers, venueOpenHours, venues } from '../../../server/db/schema.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, tag, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

const MINUTE_MS = 60_000;

describeEachEngine('venues: /api/venues', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let regionId: string;
  let regionName: string;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    const [region] = await fixtures.regionIds();
    if (!region) throw new Error('No regions');
    regionId = region.id;
    regionName = region.name;
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const validation = (errors: Record<string, string[]>) => ({ title: VALIDATION_TITLE, status: 400, errors });

  it('creates a venue (201 with id and clientId) and answers it in the list shape', async () => {
    const client = await fixtures.client();
    const gmv = `GMV-${tag()}`;
    const response = await call('POST', '/api/venues', admin, { clientId: client.id, regionId, name: ' The Pub ', gmv });
    expect(response.statusCode).toBe(201);
    const { id, clientId } = response.json<{ id: string; clientId: string }>();
    expect(clientId).toBe(client.id);
    const venue = await call('GET', `/api/venues/${id}`, admin);
    expect(venue.statusCode).toBe(200);
    expect(venue.json()).toEqual({
      id,
      clientId: client.id,
      clientName: client.name,
      regionId,
      regionName,
      name: 'The Pub',
      gmv,
      logo: null,
      inAlert: false,
      lastSeenUtc: NEVER_SEEN_UTC,
      status: null,
    });
  });

  it('answers each create message', async () => {
    const client = await fixtures.client();
    const good = { clientId: client.id, regionId, name: 'Good name', gmv: `G-${tag()}` };
    const cases: [object, Record<string, string[]>][] = [
      [{ ...good, clientId: 'nope' }, { clientId: [messages.invalidClientId] }],
      [{ ...good, regionId: 'nope' }, { regionId: [messages.invalidRegionId] }],
      [{ ...good, clientId: '', regionId: '' }, { clientId: [messages.clientNotChosen], regionId: [messages.regionNotChosen] }],
      [{ ...good, name: 'A' }, { name: [messages.venueNameTooShort] }],
      [{ ...good, name: 'x'.repeat(31) }, { name: [messages.venueNameTooLong] }],
      [{ ...good, gmv: '' }, { gmv: [messages.gmvRequired] }],
      [{ ...good, gmv: '   ' }, { gmv: [messages.gmvRequired] }],
      [{ clientId: client.id, regionId, name: 'Good name' }, { gmv: [messages.gmvRequired] }],
      [{ ...good, gmv: 'G' }, { gmv: [messages.gmvTooShort] }],
      [{ ...good, gmv: 'G'.repeat(31) }, { gmv: [messages.gmvTooLong] }],
      [{ ...good, clientId: MISSING_UUID }, { clientId: [messages.invalidClientId] }],
      [{ ...good, regionId: MISSING_UUID }, { regionId: [messages.invalidRegionId] }],
      [
        { ...good, clientId: MISSING_UUID, regionId: MISSING_UUID },
        { clientId: [messages.invalidClientId], regionId: [messages.invalidRegionId] },
      ],
      [
        {},
        {
          // Nothing chosen is said plainly; the product’s "Invalid … id" is for an id that is not one.
          clientId: [messages.clientNotChosen],
          regionId: [messages.regionNotChosen],
          name: [messages.venueNameTooShort],
          gmv: [messages.gmvRequired],
        },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await call('POST', '/api/venues', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(validation(errors));
    }
  });

  it('answers 409 when the GMV is in use, ignoring case', async () => {
    const client = await fixtures.client();
    const existing = await fixtures.venue(client.id);
    const response = await call('POST', '/api/venues', admin, {
      clientId: client.id,
      regionId,
      name: 'Second',
      gmv: existing.gmv.toLowerCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ title: GMV_TAKEN_TITLE, status: 409 });
  });

  it('lets only an Admin create venues', async () => {
    const tenant = await fixtures.tenant();
    const payload = { clientId: tenant.clientId, regionId, name: 'Mine', gmv: `G-${tag()}` };
    const forbidden = await call('POST', '/api/venues', tenant.headers, payload);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(FORBIDDEN);
    expect((await call('POST', '/api/venues', {}, payload)).json()).toEqual(UNAUTHORIZED);
  });

  it('lists venues sorted by client name then venue name, paged, for the identity', async () => {
    const prefix = `Sort ${tag()}`;
    const b = await fixtures.client(`${prefix} B`);
    const a = await fixtures.client(`${prefix} A`);
    await fixtures.venue(b.id, { name: 'Aardvark' });
    await fixtures.venue(a.id, { name: 'Zebra' });
    await fixtures.venue(a.id, { name: 'Monkey' });
    const response = await call('GET', '/api/venues?limit=100', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: { clientName: string; name: string }[]; total: number }>();
    expect(body.total).toBe((await ctx.db.select().from(venues)).length);
    const mine = body.items.filter((venue) => venue.clientName.startsWith(prefix)).map((v) => `${v.clientName}/${v.name}`);
    expect(mine).toEqual([`${prefix} A/Monkey`, `${prefix} A/Zebra`, `${prefix} B/Aardvark`]);

    const tenant = await fixtures.tenant();
    for (let index = 0; index < 3; index += 1) await fixtures.venue(tenant.clientId, { name: `V${index}` });
    const own = await call('GET', '/api/venues?offset=1&limit=1', tenant.headers);
    expect(own.json<{ items: { name: string }[]; total: number }>()).toMatchObject({ total: 3, items: [{ name: 'V1' }] });
    expect((await call('GET', '/api/venues?offset=9', tenant.headers)).json()).toEqual({ items: [], total: 3 });
    expect((await call('GET', '/api/venues?limit=101', tenant.headers)).json()).toEqual(
      validation({ limit: [messages.limitInvalid] }),
    );
    expect((await call('GET', '/api/venues', {})).json()).toEqual(UNAUTHORIZED);
  });

  it('computes lastSeenUtc and inAlert from graphics controllers and ALERT_AFTER_MINUTES', async () => {
    const client = await fixtures.client();
    const now = ctx.now();
    const none = await fixtures.venue(client.id, { name: 'A none' });
    const fresh = await fixtures.venue(client.id, { name: 'B fresh' });
    const stale = await fixtures.venue(client.id, { name: 'C stale' });
    const never = await fixtures.venue(client.id, { name: 'D never' });
    const freshSeen = new Date(now.getTime() - 5 * MINUTE_MS);
    const staleSeen = new Date(now.getTime() - 20 * MINUTE_MS);
    await fixtures.controller(fresh.id, client.id, staleSeen);
    await fixtures.controller(fresh.id, client.id, freshSeen);
    await fixtures.controller(stale.id, client.id, staleSeen);
    await fixtures.controller(never.id, client.id, null);
    const list = async () =>
      (await call('GET', `/api/clients/${client.id}/venues`, admin)).json<{
        items: { id: string; inAlert: boolean; lastSeenUtc: string }[];
      }>().items;
    expect((await list()).map(({ id, inAlert, lastSeenUtc }) => ({ id, inAlert, lastSeenUtc }))).toEqual([
      { id: none.id, inAlert: false, lastSeenUtc: NEVER_SEEN_UTC },
      { id: fresh.id, inAlert: false, lastSeenUtc: freshSeen.toISOString() },
      { id: stale.id, inAlert: true, lastSeenUtc: staleSeen.toISOString() },
      { id: never.id, inAlert: true, lastSeenUtc: NEVER_SEEN_UTC },
    ]);
    ctx.travel(11 * MINUTE_MS);
    expect((await list()).map((venue) => venue.inAlert)).toEqual([false, true, true, true]);

    const patient = await ctx.buildApp({ config: { alertAfterMinutes: 60 } });
    const relaxed = await patient.inject({ method: 'GET', url: `/api/venues/${stale.id}`, headers: admin });
    expect(relaxed.json()).toMatchObject({ inAlert: false });
  });

  it('answers venue details to its Admin and own ClientIdentity only', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    expect((await call('GET', `/api/venues/${venue.id}`, tenant.headers)).statusCode).toBe(200);
    const stranger = await fixtures.tenant();
    expect((await call('GET', `/api/venues/${venue.id}`, stranger.headers)).json()).toEqual(NOT_FOUND);
    for (const id of [MISSING_UUID, 'nope']) expect((await call('GET', `/api/venues/${id}`, admin)).json()).toEqual(NOT_FOUND);
    expect((await call('GET', `/api/venues/${venue.id}`, {})).json()).toEqual(UNAUTHORIZED);
  });

  it('edits a venue (200 with the venue) for an Admin and its own ClientIdentity', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const [, other] = await fixtures.regionIds();
    if (!other) throw new Error('one region only');
    for (const headers of [admin, tenant.headers]) {
      const gmv = `NEW-${tag()}`;
      const response = await call('PUT', `/api/venues/${venue.id}`, headers, {
        venueId: venue.id,
        name: ' Renamed ',
        gmv,
        regionId: other.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: venue.id, name: 'Renamed', gmv, regionId: other.id, regionName: other.name });
    }
    const stranger = await fixtures.tenant();
    const payload = { venueId: venue.id, name: 'Hijack', gmv: `H-${tag()}`, regionId };
    expect((await call('PUT', `/api/venues/${venue.id}`, stranger.headers, payload)).json()).toEqual(NOT_FOUND);
    expect((await call('PUT', `/api/venues/${venue.id}`, {}, payload)).json()).toEqual(UNAUTHORIZED);
  });

  it('answers each edit message, and 409 for a GMV in use', async () => {
    const client = await fixtures.client();
    const venue = await fixtures.venue(client.id);
    const taken = await fixtures.venue(client.id);
    const good = { venueId: venue.id, name: 'Good', gmv: venue.gmv, regionId };
    const cases: [object, Record<string, string[]>][] = [
      [{ ...good, name: 'A' }, { name: [messages.nameTooShort] }],
      [{ ...good, name: 'x'.repeat(31) }, { name: [messages.nameTooLong] }],
      [{ ...good, regionId: 'nope' }, { regionId: [messages.invalidRegionId] }],
      [{ ...good, regionId: MISSING_UUID }, { regionId: [messages.invalidRegionId] }],
      [{ ...good, gmv: '' }, { gmv: [messages.gmvRequired] }],
      [{ ...good, gmv: 'G' }, { gmv: [messages.gmvTooShort] }],
      [{ ...good, gmv: 'G'.repeat(31) }, { gmv: [messages.gmvTooLong] }],
      [{ ...good, venueId: taken.id }, { venueId: [messages.venueIdMismatch] }],
      [{ ...good, venueId: 'nope' }, { venueId: [messages.venueIdMismatch] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await call('PUT', `/api/venues/${venue.id}`, admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(validation(errors));
    }
    const conflict = await call('PUT', `/api/venues/${venue.id}`, admin, { ...good, gmv: taken.gmv });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ title: GMV_TAKEN_TITLE, status: 409 });
    // Keeping its own GMV is no conflict.
    expect((await call('PUT', `/api/venues/${venue.id}`, admin, good)).statusCode).toBe(200);
  });

  it('deletes a venue (204, Admin only) with its open hours and controllers', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    await fixtures.controller(venue.id, tenant.clientId, null);
    await ctx.db.insert(venueOpenHours).values({ venueId: venue.id, mondayOpen: '09:00' });
    const forbidden = await call('DELETE', `/api/venues/${venue.id}`, tenant.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(FORBIDDEN);
    expect((await call('DELETE', `/api/venues/${venue.id}`, {})).json()).toEqual(UNAUTHORIZED);
    const deleted = await call('DELETE', `/api/venues/${venue.id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await ctx.db.select().from(venues).where(eq(venues.id, venue.id))).toEqual([]);
    expect(await ctx.db.select().from(venueOpenHours).where(eq(venueOpenHours.venueId, venue.id))).toEqual([]);
    expect(await ctx.db.select().from(graphicsControllers).where(eq(graphicsControllers.venueId, venue.id))).toEqual([]);
    expect((await call('DELETE', `/api/venues/${venue.id}`, admin)).json()).toEqual(NOT_FOUND);
  });

  it('answers open hours: all null until saved, then what was saved', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const url = `/api/venues/${venue.id}/open-hours`;
    const empty = await call('GET', url, tenant.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(EMPTY_OPEN_HOURS);
    const hours = { ...EMPTY_OPEN_HOURS, mondayOpen: '09:00', mondayClose: '23:30', fridayOpen: '10:00', sundayClose: '' };
    for (const headers of [tenant.headers, admin]) {
      const saved = await call('PUT', url, headers, hours);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ ...hours, sundayClose: null });
    }
    // A field left out is none.
    const partial = await call('PUT', url, admin, { tuesdayOpen: '08:15' });
    expect(partial.json()).toEqual({ ...EMPTY_OPEN_HOURS, tuesdayOpen: '08:15' });
    expect((await call('GET', url, admin)).json()).toEqual({ ...EMPTY_OPEN_HOURS, tuesdayOpen: '08:15' });
  });

  it('validates each open-hours field and hides other tenants', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const url = `/api/venues/${venue.id}/open-hours`;
    const response = await call('PUT', url, admin, { mondayOpen: '24:00', sundayClose: '9:00', fridayOpen: 7 });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(['fridayOpen', 'mondayOpen', 'sundayClose']);
    expect(errors.mondayOpen).toEqual(['Time must be HH:mm, 00:00 to 23:59.']);
    // A misspelt key is refused, not read as "every day closed"; the saved hours stay.
    await call('PUT', url, admin, { ...EMPTY_OPEN_HOURS, mondayOpen: '09:00' });
    const misspelt = await call('PUT', url, admin, { mondayopen: '10:00' });
    expect(misspelt.statusCode).toBe(400);
    expect(JSON.stringify(misspelt.json())).toContain('mondayopen');
    expect((await call('GET', url, admin)).json()).toEqual({ ...EMPTY_OPEN_HOURS, mondayOpen: '09:00' });
    const stranger = await fixtures.tenant();
    expect((await call('GET', url, stranger.headers)).json()).toEqual(NOT_FOUND);
    expect((await call('PUT', url, stranger.headers, EMPTY_OPEN_HOURS)).json()).toEqual(NOT_FOUND);
    expect((await call('GET', url, {})).json()).toEqual(UNAUTHORIZED);
  });
});

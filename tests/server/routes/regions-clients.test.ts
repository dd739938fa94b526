import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { CLIENT_NAME_TAKEN_TITLE } from '../../../contract/clients.ts';
import { messages } from '../../../contract/messages.ts';
import { clients, identities } from '../../../server/db/schema.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, tag, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

const MINUTE_MS = 60_000;

describeEachEngine('regions and clients: /api/regions, /api/clients', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const get = (url: string, headers: Record<string, string> = admin) => ctx.app.inject({ method: 'GET', url, headers });
  const createClient = (payload: unknown, headers: Record<string, string> = admin) =>
    ctx.app.inject({ method: 'POST', url: '/api/clients', payload: payload as object, headers });

  it('lists the seeded regions sorted by name, to any signed-in identity', async () => {
    const tenant = await fixtures.tenant();
    for (const headers of [admin, tenant.headers]) {
      const response = await get('/api/regions', headers);
      expect(response.statusCode).toBe(200);
      const names = response.json<{ id: string; name: string }[]>().map((region) => region.name);
      expect(names).toEqual([
        'Australian Capital Territory',
        'New South Wales',
        'New Zealand',
        'Northern Territory',
        'Queensland',
        'South Australia',
        'Tasmania',
        'Victoria',
        'Western Australia',
      ]);
      // Each with the IANA zone its venues' open hours are read in (a takeover "until closing").
      const zones = Object.fromEntries(response.json<{ name: string; timeZone: string }[]>().map((region) => [region.name, region.timeZone]));
      expect(zones).toMatchObject({ 'New South Wales': 'Australia/Sydney', 'Western Australia': 'Australia/Perth', 'New Zealand': 'Pacific/Auckland' });
    }
    expect((await get('/api/regions', {})).json()).toEqual(UNAUTHORIZED);
  });

  it('creates a client (201 with its id), trimming the name', async () => {
    const name = `Acme ${tag()}`;
    const response = await createClient({ name: `  ${name} ` });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const [row] = await ctx.db.select().from(clients).where(eq(clients.id, id));
    expect(row?.name).toBe(name);
  });

  it('answers each client-name message', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'A' }, messages.clientNameTooShort],
      [{ name: ' A ' }, messages.clientNameTooShort],
      [{}, messages.clientNameTooShort],
      [{ name: 'x'.repeat(31) }, messages.clientNameTooLong],
    ];
    for (const [payload, message] of cases) {
      const response = await createClient(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ title: VALIDATION_TITLE, status: 400, errors: { name: [message] } });
    }
    expect((await createClient({ name: 'x'.repeat(30) })).statusCode).toBe(201);
  });

  it('answers 409 for a name already taken, ignoring case', async () => {
    const name = `Taken ${tag()}`;
    expect((await createClient({ name })).statusCode).toBe(201);
    const response = await createClient({ name: name.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ title: CLIENT_NAME_TAKEN_TITLE, status: 409 });
  });

  it('lets only an Admin create clients: 403 for a ClientIdentity, 401 anonymous', async () => {
    const tenant = await fixtures.tenant();
    const forbidden = await createClient({ name: `Nope ${tag()}` }, tenant.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(FORBIDDEN);
    // The role is checked before the body: even an invalid body is 403.
    expect((await createClient({}, tenant.headers)).statusCode).toBe(403);
    expect((await createClient({ name: `Nope ${tag()}` }, {})).json()).toEqual(UNAUTHORIZED);
  });

  it('lists clients sorted by name, paged, with the total', async () => {
    for (let index = 0; index < 3; index += 1) await fixtures.client();
    const [{ count }] = [{ count: (await ctx.db.select().from(clients)).length }];
    const all = await get('/api/clients?limit=100');
    expect(all.statusCode).toBe(200);
    const body = all.json<{ items: { name: string }[]; total: number }>();
    expect(body.total).toBe(count);
    const names = body.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const firstPage = await get('/api/clients');
    expect(firstPage.json<{ items: unknown[] }>().items).toHaveLength(Math.min(10, count));
    const second = await get('/api/clients?offset=1&limit=2');
    expect(second.json<{ items: { name: string }[] }>().items.map((item) => item.name)).toEqual(names.slice(1, 3));
    const past = await get(`/api/clients?offset=${count + 5}`);
    expect(past.json()).toEqual({ items: [], total: count });
  });

  it('answers 400 for a bad offset or limit', async () => {
    for (const [query, field, message] of [
      ['limit=0', 'limit', messages.limitInvalid],
      ['limit=101', 'limit', messages.limitInvalid],
      ['limit=abc', 'limit', messages.limitInvalid],
      ['offset=-1', 'offset', messages.offsetInvalid],
    ] as const) {
      const response = await get(`/api/clients?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ title: VALIDATION_TITLE, status: 400, errors: { [field]: [message] } });
    }
  });

  it('counts venues and venues in alert per client', async () => {
    const client = await fixtures.client();
    const now = ctx.now();
    const quiet = await fixtures.venue(client.id);
    const alive = await fixtures.venue(client.id);
    await fixtures.venue(client.id);
    await fixtures.controller(quiet.id, client.id, new Date(now.getTime() - 16 * MINUTE_MS));
    await fixtures.controller(alive.id, client.id, new Date(now.getTime() - 2 * MINUTE_MS));
    const response = await get(`/api/clients/${client.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: client.id, name: client.name, logo: null, venueCount: 3, venuesInAlertCount: 1, venuesInAlertNames: [quiet.name] });
    ctx.travel(14 * MINUTE_MS);
    expect((await get(`/api/clients/${client.id}`)).json()).toMatchObject({ venuesInAlertCount: 2 });
    // The badge names them, by name.
    expect((await get(`/api/clients/${client.id}`)).json().venuesInAlertNames).toEqual([quiet.name, alive.name].toSorted());
  });

  it('shows a ClientIdentity only its own client', async () => {
    const tenant = await fixtures.tenant();
    await fixtures.client();
    const list = await get('/api/clients', tenant.headers);
    expect(list.json()).toEqual({
      items: [{ id: tenant.clientId, name: tenant.clientName, logo: null, venueCount: 0, venuesInAlertCount: 0, venuesInAlertNames: [] }],
      total: 1,
    });
    expect((await get(`/api/clients/${tenant.clientId}`, tenant.headers)).statusCode).toBe(200);
    const other = await fixtures.client();
    const response = await get(`/api/clients/${other.id}`, tenant.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('answers 404 for an unknown or malformed client id, and 401 anonymous', async () => {
    for (const id of [MISSING_UUID, 'not-a-uuid']) {
      expect((await get(`/api/clients/${id}`)).json()).toEqual(NOT_FOUND);
      expect((await get(`/api/clients/${id}/venues`)).json()).toEqual(NOT_FOUND);
    }
    expect((await get('/api/clients', {})).json()).toEqual(UNAUTHORIZED);
    const client = await fixtures.client();
    expect((await get(`/api/clients/${client.id}`, {})).json()).toEqual(UNAUTHORIZED);
  });

  it("lists a client's venues in the venue-list shape, sorted by name", async () => {
    const tenant = await fixtures.tenant();
    const regionId = await fixtures.regionId();
    await fixtures.venue(tenant.clientId, { name: 'Beta', regionId });
    await fixtures.venue(tenant.clientId, { name: 'Alpha', regionId });
    const other = await fixtures.client();
    await fixtures.venue(other.id);
    for (const headers of [admin, tenant.headers]) {
      const response = await get(`/api/clients/${tenant.clientId}/venues`, headers);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ items: { name: string; clientId: string; clientName: string }[]; total: number }>();
      expect(body.total).toBe(2);
      expect(body.items.map((venue) => venue.name)).toEqual(['Alpha', 'Beta']);
      expect(body.items[0]).toMatchObject({ clientId: tenant.clientId, clientName: tenant.clientName });
    }
    expect((await get(`/api/clients/${other.id}/venues`, tenant.headers)).json()).toEqual(NOT_FOUND);
  });

  it('deletes the identities of a deleted client (cascade)', async () => {
    const client = await fixtures.client();
    const { identity } = await ctx.createIdentity({ identityType: 'ClientIdentity', clientId: client.id });
    await ctx.db.delete(clients).where(eq(clients.id, client.id));
    expect(await ctx.db.select().from(identities).where(eq(identities.id, identity.id))).toEqual([]);
  });
});

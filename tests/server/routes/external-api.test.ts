import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { CreateExternalApiResponse, ExternalApiIdentity } from '../../../contract/externalApi.ts';
import { identities } from '../../../server/db/schema.ts';
import { hashToken } from '../../../server/services/tokens.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

const basic = (accessKey: string, accessSecret: string) => ({
  authorization: `Basic ${Buffer.from(`${accessKey}:${accessSecret}`, 'utf8').toString('base64')}`,
});

describeEachEngine('external API identities: /api/identities/external-api and Basic auth', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  async function createKey(name = 'Reporting'): Promise<CreateExternalApiResponse & { headers: Record<string, string> }> {
    const response = await call('POST', '/api/identities/external-api', admin, { name });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<CreateExternalApiResponse>();
    return { ...created, headers: basic(created.accessKey, created.accessSecret) };
  }

  it('creates a key: a lower-case access key and a 256-bit secret stored only as SHA-256', async () => {
    const key = await createKey('  Data warehouse ');
    expect(key.accessKey).toMatch(/^[0-9a-f]{40}$/);
    expect(Buffer.from(key.accessSecret, 'base64url')).toHaveLength(32);
    const [row] = await ctx.db.select().from(identities).where(eq(identities.id, key.id));
    expect(row).toMatchObject({
      name: 'Data warehouse',
      email: key.accessKey,
      identityType: 'ExternalApi',
      passwordHash: null,
      secretHash: hashToken(key.accessSecret),
      lastLoginUtc: null,
    });
  });

  it('lists keys without secrets, and records the last use', async () => {
    const key = await createKey('Listed key');
    const before = (await call('GET', '/api/identities/external-api', admin)).json<ExternalApiIdentity[]>();
    expect(before.find((item) => item.id === key.id)).toEqual({ id: key.id, name: 'Listed key', identifier: key.accessKey, lastLoginUtc: null });
    expect((await call('GET', '/api/regions', key.headers)).statusCode).toBe(200);
    const after = (await call('GET', '/api/identities/external-api', admin)).json<ExternalApiIdentity[]>();
    expect(after.find((item) => item.id === key.id)?.lastLoginUtc).toEqual(expect.any(String));
    expect(JSON.stringify(after)).not.toContain(key.accessSecret);
  });

  it('validates the name', async () => {
    const response = await call('POST', '/api/identities/external-api', admin, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: VALIDATION_TITLE, status: 400, errors: { name: ['Name is required.'] } });
  });

  it('reads clients, venues, regions and open hours of every client', async () => {
    const key = await createKey();
    const client = await fixtures.client();
    const venue = await fixtures.venue(client.id);
    const other = await fixtures.client();
    await fixtures.venue(other.id);
    for (const url of [
      '/api/clients?limit=100',
      `/api/clients/${client.id}`,
      `/api/clients/${other.id}`,
      `/api/clients/${client.id}/venues`,
      '/api/venues',
      `/api/venues/${venue.id}`,
      `/api/venues/${venue.id}/open-hours`,
      '/api/regions',
      `/api/search?query=${encodeURIComponent(client.name)}`,
      '/api/identities/current',
    ]) {
      const response = await call('GET', url, key.headers);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    const current = await call('GET', '/api/identities/current', key.headers);
    expect(current.json()).toMatchObject({ id: key.id, identityType: 'ExternalApi', identifier: key.accessKey, clientId: null });
    const venues = await call('GET', `/api/clients/${other.id}/venues`, key.headers);
    expect(venues.json<{ total: number }>().total).toBe(1);
  });

  it('gets 403 on every write and on routes it was not given', async () => {
    const key = await createKey();
    const client = await fixtures.client();
    const venue = await fixtures.venue(client.id);
    const regionId = await fixtures.regionId();
    const writes: ['POST' | 'PUT' | 'DELETE', string, object | undefined][] = [
      ['POST', '/api/clients', { name: 'From the API' }],
      ['POST', '/api/venues', { clientId: client.id, regionId, name: 'From API', gmv: 'API-1' }],
      ['PUT', `/api/venues/${venue.id}`, { venueId: venue.id, regionId, name: 'Renamed', gmv: venue.gmv }],
      ['DELETE', `/api/venues/${venue.id}`, undefined],
      ['PUT', `/api/venues/${venue.id}/open-hours`, { mondayOpen: '09:00' }],
      ['POST', '/api/identities/external-api', { name: 'Another' }],
      ['PUT', `/api/identities/${key.id}`, { name: 'Self edit', email: 'self@example.com' }],
      ['POST', '/api/auth/logout', undefined],
    ];
    for (const [method, url, payload] of writes) {
      const response = await call(method, url, key.headers, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    for (const url of ['/api/identities', '/api/identities/external-api', '/api/invitations']) {
      expect((await call('GET', url, key.headers)).json(), url).toEqual(FORBIDDEN);
    }
    const [row] = await ctx.db.select().from(identities).where(eq(identities.id, key.id));
    expect(row?.name).toBe('Reporting');
  });

  it('answers 401 to a wrong secret, an unknown key or a malformed header', async () => {
    const key = await createKey();
    const headers = [
      basic(key.accessKey, `${key.accessSecret}x`),
      basic(key.accessKey, ''),
      basic('unknown-key', key.accessSecret),
      basic('', ''),
      { authorization: 'Basic !!!' },
      { authorization: `Basic ${Buffer.from(key.accessKey).toString('base64')}` },
    ];
    for (const header of headers) {
      const response = await call('GET', '/api/regions', header);
      expect(response.statusCode, header.authorization).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
    // The access key is not case-sensitive, the secret is.
    expect((await call('GET', '/api/regions', basic(key.accessKey.toUpperCase(), key.accessSecret))).statusCode).toBe(200);
  });

  it('a refreshed secret replaces the old one', async () => {
    const key = await createKey();
    const response = await call('POST', `/api/identities/external-api/${key.id}/refresh-secret`, admin);
    expect(response.statusCode).toBe(200);
    const { accessSecret } = response.json<{ accessSecret: string }>();
    expect(accessSecret).not.toBe(key.accessSecret);
    expect((await call('GET', '/api/regions', key.headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/regions', basic(key.accessKey, accessSecret))).statusCode).toBe(200);
  });

  it('a deleted key answers 401', async () => {
    const key = await createKey();
    const response = await call('DELETE', `/api/identities/external-api/${key.id}`, admin);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', '/api/regions', key.headers)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/identities/external-api/${key.id}`, admin)).json()).toEqual(NOT_FOUND);
    expect((await call('GET', '/api/identities/external-api', admin)).json<ExternalApiIdentity[]>().some((item) => item.id === key.id)).toBe(false);
  });

  it('answers 404 for ids that are not external API identities', async () => {
    const person = await ctx.createIdentity();
    for (const id of [person.identity.id, MISSING_UUID, 'nope']) {
      expect((await call('DELETE', `/api/identities/external-api/${id}`, admin)).json()).toEqual(NOT_FOUND);
      expect((await call('POST', `/api/identities/external-api/${id}/refresh-secret`, admin)).json()).toEqual(NOT_FOUND);
    }
    const [row] = await ctx.db.select().from(identities).where(eq(identities.id, person.identity.id));
    expect(row?.secretHash).toBeNull();
  });

  it('is Admin only', async () => {
    const key = await createKey();
    const member = await fixtures.clientIdentityHeaders((await fixtures.client()).id);
    const requests: ['GET' | 'POST' | 'DELETE', string, object | undefined][] = [
      ['POST', '/api/identities/external-api', { name: 'Mine' }],
      ['GET', '/api/identities/external-api', undefined],
      ['DELETE', `/api/identities/external-api/${key.id}`, undefined],
      ['POST', `/api/identities/external-api/${key.id}/refresh-secret`, undefined],
    ];
    for (const [method, url, payload] of requests) {
      expect((await call(method, url, member, payload)).json(), `${method} ${url}`).toEqual(FORBIDDEN);
      expect((await call(method, url, {}, payload)).json(), `${method} ${url}`).toEqual(UNAUTHORIZED);
      expect((await call(method, url, key.headers, payload)).json(), `${method} ${url}`).toEqual(FORBIDDEN);
    }
    expect((await call('GET', '/api/regions', key.headers)).statusCode).toBe(200);
  });
});

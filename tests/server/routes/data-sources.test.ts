import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { BASE_ASSET_IDS } from '../../../contract/assets.ts';
import { dataSourceMessages, MAX_LIST_CELLS, MAX_LIST_ROWS, MAX_TEXT_VALUE_LENGTH, type CreatedDataSource, type DataSource } from '../../../contract/dataSources.ts';
import type { App } from '../../../server/app.ts';
import { assetPlacements, assets, auditRecords, dataSourceValues, webhookDeliveries } from '../../../server/db/schema.ts';
import { Fixtures, MISSING_UUID, NOT_FOUND, tag, VALIDATION_TITLE, type Tenant } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';
import { parseWebhookBody } from '../webhook-payloads.ts';

const jackpotFields = [
  { key: 'major', type: 'currency' },
  { key: 'minor', type: 'number' },
  { key: 'headline', type: 'text' },
  { key: 'fixtures', type: 'list' },
] as const;

describeEachEngine('data sources: routes, push tokens, validation, tenants', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let app: App;
  let admin: Record<string, string>;
  let tenant: Tenant;
  let other: Tenant;

  beforeAll(async () => {
    app = await ctx.buildApp({ config: { webhookAllowPrivate: true } });
    admin = await fixtures.adminHeaders();
    tenant = await fixtures.tenant();
    other = await fixtures.tenant();
  });

  async function createPush(clientId: string | null = tenant.clientId, staleAfterSeconds = 60): Promise<CreatedDataSource> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/data-sources',
      headers: admin,
      payload: { name: `Jackpots ${tag()}`, clientId, kind: 'push', staleAfterSeconds, fields: jackpotFields },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedDataSource>();
  }

  const push = (id: string, token: string, values: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/data-sources/${id}/values`, headers: bearer(token), payload: { values } });

  const read = async (id: string, headers = admin): Promise<DataSource> => {
    const response = await app.inject({ method: 'GET', url: `/api/data-sources/${id}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DataSource>();
  };

  it('creates a push source whose token is answered once, and stores pushed values with their time', async () => {
    const source = await createPush();
    expect(source.pushToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(source.values.every((value) => value.stale && value.value === null)).toBe(true);
    const listed = await app.inject({ method: 'GET', url: '/api/data-sources', headers: admin });
    expect(listed.body).not.toContain(source.pushToken!);
    expect(listed.json<{ items: DataSource[] }>().items.map((item) => item.id)).toContain(source.id);

    const rows = [{ race: 'R1 Randwick', time: '13:05' }, 'Bar special'];
    const pushed = await push(source.id, source.pushToken!, { major: 12345.5, minor: 250, headline: 'Major jackpot', fixtures: rows });
    expect(pushed.statusCode, pushed.body).toBe(204);
    const shown = await read(source.id);
    expect(shown.values).toEqual([
      { key: 'major', type: 'currency', value: 12345.5, updatedUtc: expect.any(String), stale: false },
      { key: 'minor', type: 'number', value: 250, updatedUtc: expect.any(String), stale: false },
      { key: 'headline', type: 'text', value: 'Major jackpot', updatedUtc: expect.any(String), stale: false },
      { key: 'fixtures', type: 'list', value: rows, updatedUtc: expect.any(String), stale: false },
    ]);
    expect(JSON.stringify(shown)).not.toContain(source.pushToken!);

    // Past its limit the value is still answered, marked stale.
    ctx.travel(61_000);
    expect((await read(source.id)).values.every((value) => value.stale)).toBe(true);
  });

  it('refuses a push without the source’s own token (401), an unknown key or a wrong type (400, nothing stored)', async () => {
    const source = await createPush();
    const another = await createPush();
    expect((await app.inject({ method: 'PUT', url: `/api/data-sources/${source.id}/values`, payload: { values: { major: 1 } } })).statusCode).toBe(401);
    expect((await push(source.id, 'not-the-token', { major: 1 })).statusCode).toBe(401);
    expect((await push(source.id, another.pushToken!, { major: 1 })).statusCode).toBe(401);
    expect((await push(MISSING_UUID, source.pushToken!, { major: 1 })).statusCode).toBe(401);
    // The token is checked before the body: no token and no body, or a bad body with a wrong token, is 401, not 400.
    expect((await app.inject({ method: 'PUT', url: `/api/data-sources/${source.id}/values` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: `/api/data-sources/${source.id}/values`, headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: `/api/data-sources/${source.id}/values`, headers: { authorization: 'Bearer not-the-token' }, payload: { values: 'nope' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: `/api/data-sources/not-a-uuid/values`, payload: {} })).statusCode).toBe(401);
    // With the token, a malformed body is still a 400 naming the field.
    const malformed = await app.inject({ method: 'PUT', url: `/api/data-sources/${source.id}/values`, headers: { authorization: `Bearer ${source.pushToken!}` }, payload: { values: 'nope' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: { values: expect.any(Array) } });
    // A session is not a push token either.
    expect((await app.inject({ method: 'PUT', url: `/api/data-sources/${source.id}/values`, headers: admin, payload: { values: { major: 1 } } })).statusCode).toBe(401);

    const unknown = await push(source.id, source.pushToken!, { major: 10, jackpot: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ title: VALIDATION_TITLE, errors: { 'values.jackpot': ['This source has no field with this key.'] } });
    for (const [key, value] of [
      ['major', '12 dollars'],
      ['minor', null],
      ['headline', 42],
      ['fixtures', 'not a list'],
      ['fixtures', [{ nested: { deep: true } }]],
    ] as const) {
      const refused = await push(source.id, source.pushToken!, { minor: 1, [key]: value });
      expect(refused.statusCode, `${key}: ${JSON.stringify(value)}`).toBe(400);
    }
    expect((await push(source.id, source.pushToken!, {})).statusCode).toBe(400);
    const rows = await ctx.db.select().from(dataSourceValues).where(eq(dataSourceValues.sourceId, source.id));
    expect(rows).toEqual([]);
  });

  it('takes a list of rows (text, numbers, or objects of text and number cells) within its limits, and refuses any other shape whole (400, nothing stored)', async () => {
    const source = await createPush();
    const wide = Object.fromEntries(Array.from({ length: MAX_LIST_CELLS }, (_, index) => [`c${index}`, index]));
    const longest = Array.from({ length: MAX_LIST_ROWS }, (_, index) => ({ race: `R${index}`, odds: index / 2 }));
    for (const fixtures of [[], ['Keno', 7], [{ race: 'R1', time: '19:05', odds: 2.5 }, 'Results soon'], [wide], longest]) {
      // A second apart: the pushes stay under the source's 10 a second.
      ctx.travel(1_000);
      const taken = await push(source.id, source.pushToken!, { fixtures });
      expect(taken.statusCode, JSON.stringify(fixtures).slice(0, 80)).toBe(204);
      expect((await read(source.id)).values.find((value) => value.key === 'fixtures')?.value).toEqual(fixtures);
    }
    const before = await read(source.id);
    for (const fixtures of [
      { race: 'R1' },
      [{ race: 'R1' }, null],
      [[1, 2]],
      [{ race: true }],
      [{ race: { name: 'R1' } }],
      [{ '': 'no column key' }],
      [{ [`k${'x'.repeat(64)}`]: 1 }],
      [{ ...wide, one: 'too many' }],
      [{ odds: Number.MAX_VALUE * 10 }],
      ['x'.repeat(MAX_TEXT_VALUE_LENGTH + 1)],
      [{ race: 'R1\u0000' }],
      [...longest, { race: 'one too many' }],
    ]) {
      ctx.travel(1_000);
      const refused = await push(source.id, source.pushToken!, { minor: 99, fixtures });
      expect(refused.statusCode, JSON.stringify(fixtures).slice(0, 80)).toBe(400);
      expect(refused.json()).toMatchObject({ title: VALIDATION_TITLE, errors: { 'values.fixtures': [dataSourceMessages.wrongType.list] } });
    }
    // Nothing of a refused push is stored: not the list, not the number beside it (nor a newer time).
    const after = await read(source.id);
    expect(after.values.map(({ key, value, updatedUtc }) => ({ key, value, updatedUtc }))).toEqual(before.values.map(({ key, value, updatedUtc }) => ({ key, value, updatedUtc })));
  });

  it('refuses to delete a source a data list widget shows (409), as one a data value shows', async () => {
    const source = await createPush();
    const [layout] = await ctx.db.insert(assets).values({ name: `Race board ${tag()}`, type: 'GROUP' }).returning();
    await ctx.db.insert(assetPlacements).values({ parentAssetId: layout!.id, assetId: BASE_ASSET_IDS.DATALIST, order: 0, x: '0px', y: '0px', config: { dataSourceId: source.id, key: 'fixtures', style: 'table' } });
    const refused = await app.inject({ method: 'DELETE', url: `/api/data-sources/${source.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, layouts: [layout!.name] });
    await ctx.db.delete(assetPlacements).where(eq(assetPlacements.parentAssetId, layout!.id));
    expect((await app.inject({ method: 'DELETE', url: `/api/data-sources/${source.id}`, headers: admin })).statusCode).toBe(204);
  });

  it('answers 429 with Retry-After past 10 pushes a second, per source', async () => {
    // A clock that stands still until the test moves it: the ten pushes fall in one second however slow the machine.
    let clock = ctx.now().getTime();
    const frozen = await ctx.buildApp({ now: () => new Date(clock) });
    const source = await createPush();
    const busy = await createPush();
    const pushNow = (id: string, token: string, values: Record<string, unknown>) =>
      frozen.inject({ method: 'PUT', url: `/api/data-sources/${id}/values`, headers: bearer(token), payload: { values } });
    const answers = [];
    for (let index = 0; index < 11; index += 1) answers.push(await pushNow(source.id, source.pushToken!, { minor: index }));
    expect(answers.slice(0, 10).map((answer) => answer.statusCode)).toEqual(Array(10).fill(204));
    expect(answers[10]!.statusCode).toBe(429);
    expect(answers[10]!.headers['retry-after']).toBe('1');
    expect((await read(source.id)).values.find((value) => value.key === 'minor')!.value).toBe(9);
    // Another source is not held back.
    expect((await pushNow(busy.id, busy.pushToken!, { minor: 1 })).statusCode).toBe(204);
    clock += 1_000;
    expect((await pushNow(source.id, source.pushToken!, { minor: 11 })).statusCode).toBe(204);
  });

  it('renews the token: the old one stops working at once; a client user cannot renew', async () => {
    const source = await createPush();
    expect((await app.inject({ method: 'POST', url: `/api/data-sources/${source.id}/token`, headers: tenant.headers })).statusCode).toBe(403);
    const renewed = await app.inject({ method: 'POST', url: `/api/data-sources/${source.id}/token`, headers: admin });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { pushToken } = renewed.json<{ pushToken: string }>();
    expect(pushToken).not.toBe(source.pushToken);
    expect((await push(source.id, source.pushToken!, { minor: 1 })).statusCode).toBe(401);
    expect((await push(source.id, pushToken, { minor: 1 })).statusCode).toBe(204);
    const records = await ctx.db.select().from(auditRecords).where(and(eq(auditRecords.entityType, 'dataSource'), eq(auditRecords.entityId, source.id)));
    expect(records.map((record) => record.action).sort()).toEqual(['create', 'renewToken']);
    expect(JSON.stringify(records)).not.toContain(pushToken);
  });

  it('lets a client user read its own client’s sources and shared ones, never another client’s (404), and never write', async () => {
    const own = await createPush(tenant.clientId);
    const shared = await createPush(null);
    const foreign = await createPush(other.clientId);
    const list = await app.inject({ method: 'GET', url: '/api/data-sources', headers: tenant.headers });
    const ids = list.json<{ items: DataSource[] }>().items.map((item) => item.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(foreign.id);
    expect(ids).not.toContain(shared.id);
    expect((await read(own.id, tenant.headers)).id).toBe(own.id);
    for (const id of [foreign.id, MISSING_UUID, 'not-an-id']) {
      const response = await app.inject({ method: 'GET', url: `/api/data-sources/${id}`, headers: tenant.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(NOT_FOUND);
    }
    const body = { name: 'Mine now', clientId: tenant.clientId, kind: 'push', fields: [{ key: 'major', type: 'number' }] };
    expect((await app.inject({ method: 'POST', url: '/api/data-sources', headers: tenant.headers, payload: body })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: `/api/data-sources/${own.id}`, headers: tenant.headers, payload: body })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/data-sources/${own.id}`, headers: tenant.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/data-sources' })).statusCode).toBe(401);
    // An admin's request naming an id that does not exist: 404, nothing written.
    expect((await app.inject({ method: 'PUT', url: `/api/data-sources/${MISSING_UUID}`, headers: admin, payload: body })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/data-sources/${MISSING_UUID}`, headers: admin })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/data-sources/${MISSING_UUID}/token`, headers: admin })).statusCode).toBe(404);
  });

  it('validates a source: fields, keys, types, intervals, pull addresses, the client', async () => {
    const base = { name: 'Feed', clientId: null, kind: 'pull', url: 'http://127.0.0.1:9/feed.json', intervalSeconds: 10, fields: [{ key: 'major', path: '/major', type: 'number' }] };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, fields: [] }, 'fields'],
      [{ ...base, fields: [{ key: 'bad key', type: 'number' }] }, 'fields.0.key'],
      [{ ...base, fields: [{ key: 'a', type: 'date' }] }, 'fields.0.type'],
      [{ ...base, fields: [{ key: 'a', type: 'number' }, { key: 'a', type: 'text' }] }, 'fields.1.key'],
      [{ ...base, fields: [{ key: 'a', path: 'major', type: 'number' }] }, 'fields.0.path'],
      [{ ...base, intervalSeconds: 2 }, 'intervalSeconds'],
      [{ ...base, staleAfterSeconds: 1 }, 'staleAfterSeconds'],
      [{ ...base, url: undefined }, 'url'],
      [{ ...base, url: 'ftp://example.com/x' }, 'url'],
      [{ ...base, kind: 'stream' }, 'kind'],
      [{ ...base, clientId: MISSING_UUID }, 'clientId'],
      [{ ...base, headers: { 'Bad Header': 'x' } }, 'headers.Bad Header'],
    ];
    for (const [payload, field] of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/data-sources', headers: admin, payload });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors), field).toContain(field);
    }
    // Private addresses are refused unless the deployment allows them.
    const strict = await ctx.buildApp({ config: { webhookAllowPrivate: false } });
    const privateUrl = await strict.inject({ method: 'POST', url: '/api/data-sources', headers: admin, payload: base });
    expect(privateUrl.statusCode).toBe(400);
    expect(privateUrl.json()).toMatchObject({ errors: { url: ['This address is in a private, loopback or link-local range.'] } });
  });

  it('edits a source (headers kept unless sent, never answered), audits the change, and refuses to delete one a layout shows (409)', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/data-sources',
      headers: admin,
      payload: { name: 'Odds feed', clientId: tenant.clientId, kind: 'pull', url: 'http://127.0.0.1:9/odds', intervalSeconds: 15, headers: { 'X-Api-Key': 'sekret-123' }, fields: [{ key: 'odds', path: '/odds', type: 'text' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const source = created.json<CreatedDataSource>();
    expect(source).toMatchObject({ pushToken: null, headerNames: ['X-Api-Key'], intervalSeconds: 15, staleAfterSeconds: 120 });
    expect(created.body).not.toContain('sekret-123');
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/data-sources/${source.id}`,
      headers: admin,
      payload: { name: 'Odds', clientId: tenant.clientId, kind: 'pull', url: 'http://127.0.0.1:9/odds', intervalSeconds: 20, fields: [{ key: 'odds', path: '/odds', type: 'text' }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<DataSource>()).toMatchObject({ name: 'Odds', intervalSeconds: 20, headerNames: ['X-Api-Key'] });
    const records = await ctx.db.select().from(auditRecords).where(and(eq(auditRecords.entityType, 'dataSource'), eq(auditRecords.entityId, source.id)));
    expect(records.find((record) => record.action === 'update')?.changes).toMatchObject({ name: { before: 'Odds feed', after: 'Odds' }, interval_seconds: { before: 15, after: 20 } });
    expect(JSON.stringify(records)).not.toContain('sekret-123');

    const [layout] = await ctx.db.insert(assets).values({ name: `Jackpot wall ${tag()}`, type: 'GROUP' }).returning();
    const [widget] = await ctx.db.insert(assets).values({ name: `Text ${tag()}`, type: 'TEXT' }).returning();
    await ctx.db.insert(assetPlacements).values({ parentAssetId: layout!.id, assetId: widget!.id, order: 0, x: '0px', y: '0px', config: { dataSourceId: source.id, key: 'odds' } });
    const refused = await app.inject({ method: 'DELETE', url: `/api/data-sources/${source.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, layouts: [layout!.name] });
    await ctx.db.delete(assetPlacements).where(eq(assetPlacements.parentAssetId, layout!.id));
    expect((await app.inject({ method: 'DELETE', url: `/api/data-sources/${source.id}`, headers: admin })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/data-sources/${source.id}`, headers: admin })).statusCode).toBe(404);
    const deleted = await ctx.db.select().from(auditRecords).where(and(eq(auditRecords.entityId, source.id), eq(auditRecords.action, 'delete')));
    expect(deleted).toHaveLength(1);
  });

  it('sends data-source.stale once when a value outlives its limit, and data-source.fresh when a new one comes', async () => {
    const hook = await app.inject({ method: 'POST', url: '/api/webhooks', headers: admin, payload: { url: 'http://127.0.0.1:9/hook', events: ['data-source.stale', 'data-source.fresh'] } });
    expect(hook.statusCode, hook.body).toBe(201);
    const endpointId = hook.json<{ id: string }>().id;
    const source = await createPush(tenant.clientId, 30);
    const bodies = async () => (await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).map((row) => parseWebhookBody(row.body));
    const ofSource = async () => (await bodies()).filter((body) => (body.data as { dataSourceId?: string }).dataSourceId === source.id);

    await push(source.id, source.pushToken!, { major: 1, minor: 2, headline: 'x', fixtures: [] });
    ctx.travel(31_000);
    await app.dataSourceJobs.staleness();
    await app.dataSourceJobs.staleness();
    expect((await ofSource()).map((body) => body.type)).toEqual(['data-source.stale']);
    expect((await ofSource())[0]!.data).toMatchObject({ name: source.name, clientId: tenant.clientId, kind: 'push', staleKeys: ['fixtures', 'headline', 'major', 'minor'] });

    await push(source.id, source.pushToken!, { major: 2, minor: 3, headline: 'y', fixtures: [] });
    await app.dataSourceJobs.staleness();
    expect((await ofSource()).map((body) => body.type)).toEqual(['data-source.stale', 'data-source.fresh']);
    await app.inject({ method: 'DELETE', url: `/api/webhooks/${endpointId}`, headers: admin });
  });
});

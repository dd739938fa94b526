import { beforeAll, expect, it } from 'vitest';
import type { CreatedDataSource } from '../../contract/dataSources.ts';
import type { LiveValues } from '../../contract/liveValues.ts';
import type { App } from '../../server/app.ts';
import { DeviceFixtures } from './device-fixtures.ts';
import { Fixtures, tag, type Tenant } from './fixtures.ts';
import { bearer, describeEachEngine } from './harness.ts';

describeEachEngine('the player’s live values: /self/data-values', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  let tenant: Tenant;
  let device: Record<string, string>;

  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    device = bearer(controller.token);
  });

  async function createPush(clientId: string | null): Promise<CreatedDataSource> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-sources',
      headers: admin,
      payload: { name: `Jackpots ${tag()}`, clientId, kind: 'push', staleAfterSeconds: 30, fields: [{ key: 'major', type: 'currency' }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedDataSource>();
  }

  const push = (app: App, source: CreatedDataSource, major: number) =>
    app.inject({ method: 'PUT', url: `/api/data-sources/${source.id}/values`, headers: bearer(source.pushToken!), payload: { values: { major } } });

  const url = (ids: string[], waitSeconds = 0) => `/api/graphicscontroller/self/data-values?sources=${ids.join(',')}&waitSeconds=${waitSeconds}`;

  it('answers its own client’s and shared sources’ values, never another client’s, versioned: 304 until a value changes', async () => {
    const own = await createPush(tenant.clientId);
    const shared = await createPush(null);
    const foreign = await createPush((await fixtures.client()).id);
    await push(ctx.app, own, 1000);
    await push(ctx.app, foreign, 5);
    const first = await ctx.app.inject({ method: 'GET', url: url([own.id, shared.id, foreign.id]), headers: device });
    expect(first.statusCode, first.body).toBe(200);
    const values = first.json<LiveValues>();
    expect(values.sources.map((source) => source.id).sort()).toEqual([own.id, shared.id].sort());
    expect(values.sources.find((source) => source.id === own.id)).toEqual({ id: own.id, staleAfterSeconds: 30, values: [{ key: 'major', value: 1000, updatedUtc: expect.any(String) }] });
    expect(first.headers.etag).toBe(values.version);
    expect(Date.parse(values.serverUtc)).toBeGreaterThan(0);

    const same = await ctx.app.inject({ method: 'GET', url: url([own.id]), headers: { ...device, 'if-none-match': values.version } });
    expect(same.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'GET', url: url([own.id, shared.id, foreign.id]), headers: { ...device, 'if-none-match': values.version } });
    expect(again.statusCode).toBe(304);
    await push(ctx.app, own, 1001);
    const changed = await ctx.app.inject({ method: 'GET', url: url([own.id, shared.id, foreign.id]), headers: { ...device, 'if-none-match': values.version } });
    expect(changed.statusCode).toBe(200);

    // Portal sessions and bad queries are refused.
    expect((await ctx.app.inject({ method: 'GET', url: url([own.id]), headers: admin })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/graphicscontroller/self/data-values?sources=nope', headers: device })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/graphicscontroller/self/data-values', headers: device })).statusCode).toBe(400);
  });

  it('holds an unchanged long poll until a value is pushed, in this process and (PostgreSQL) in another', async () => {
    const source = await createPush(tenant.clientId);
    await push(ctx.app, source, 1);
    const first = (await ctx.app.inject({ method: 'GET', url: url([source.id]), headers: device })).json<LiveValues>();
    // On PostgreSQL the push lands on another API process and reaches this one by NOTIFY.
    const pusher = ctx.engine === 'postgres' ? await ctx.buildApp() : ctx.app;
    const started = Date.now();
    const poll = ctx.app.inject({ method: 'GET', url: url([source.id], 20), headers: { ...device, 'if-none-match': first.version } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await push(pusher, source, 2);
    const answer = await poll;
    expect(answer.statusCode).toBe(200);
    expect(answer.json<LiveValues>().sources[0]!.values[0]!.value).toBe(2);
    expect(Date.now() - started).toBeLessThan(2_300);
  });

  it('answers every poll a push wakes with the new value, and the next poll hears an edit or a deletion of the source', async () => {
    const source = await createPush(null);
    await push(ctx.app, source, 10);
    const first = (await ctx.app.inject({ method: 'GET', url: url([source.id]), headers: device })).json<LiveValues>();
    // Many players wait on the same source; one push answers them all with it (read once, services/live-values-cache.ts).
    const polls = Array.from({ length: 40 }, () => ctx.app.inject({ method: 'GET', url: url([source.id], 20), headers: { ...device, 'if-none-match': first.version } }));
    await expect.poll(() => ctx.app.dataValueWaiters(source.id), { timeout: 10_000 }).toBe(40);
    await push(ctx.app, source, 11);
    const answers = await Promise.all(polls);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.json<LiveValues>().sources[0]!.values[0]!.value))).toEqual(new Set([11]));

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/data-sources/${source.id}`,
      headers: admin,
      payload: { name: `Jackpots ${tag()}`, clientId: null, kind: 'push', staleAfterSeconds: 45, fields: [{ key: 'major', type: 'currency' }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = (await ctx.app.inject({ method: 'GET', url: url([source.id]), headers: device })).json<LiveValues>();
    expect(afterEdit.sources[0]!.staleAfterSeconds).toBe(45);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/data-sources/${source.id}`, headers: admin })).statusCode).toBe(204);
    const afterDelete = (await ctx.app.inject({ method: 'GET', url: url([source.id]), headers: device })).json<LiveValues>();
    expect(afterDelete.sources).toEqual([]);
  });
});

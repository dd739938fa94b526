import { gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import type { CreatedDataSource } from '../../../../contract/dataSources.ts';
import { liveValuesSchema } from '../../../../contract/dataSources.ts';
import type { LiveValues } from '../../../../contract/liveValues.ts';
import type { App } from '../../../../server/app.ts';
import { DeviceFixtures } from '../../device-fixtures.ts';
import { Fixtures, tag, type Tenant } from '../../fixtures.ts';
import { bearer, describeEachEngine } from '../../harness.ts';

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

  /**
   * Pushes, and returns once this test's app has heard the push's wake. On PostgreSQL a process
   * hears its own push again by NOTIFY after the push has answered: arriving late, it would wake
   * the long polls a test starts next, and they would answer 304 without waiting for the push the
   * test makes them wait for.
   */
  async function pushHeard(source: CreatedDataSource, major: number): Promise<void> {
    const heard = ctx.app.nextDataValues(source.id, 10_000);
    const started = Date.now();
    expect((await push(ctx.app, source, major)).statusCode).toBe(204);
    await heard.changed;
    expect(Date.now() - started, 'the push’s wake was not heard within 10 s').toBeLessThan(10_000);
  }

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
    await pushHeard(source, 1);
    const first = (await ctx.app.inject({ method: 'GET', url: url([source.id]), headers: device })).json<LiveValues>();
    // On PostgreSQL the push lands on another API process and reaches this one by NOTIFY.
    const pusher = ctx.engine === 'postgres' ? await ctx.buildApp() : ctx.app;
    const started = Date.now();
    const poll = ctx.app.inject({ method: 'GET', url: url([source.id], 20), headers: { ...device, 'if-none-match': first.version } });
    // Held: the poll waits for the source's next value before it is pushed.
    await expect.poll(() => ctx.app.dataValueWaiters(source.id), { timeout: 10_000 }).toBe(1);
    await push(pusher, source, 2);
    const answer = await poll;
    expect(answer.statusCode).toBe(200);
    expect(answer.json<LiveValues>().sources[0]!.values[0]!.value).toBe(2);
    // Answered by the push, not at the end of the poll's 20 s (with room for a loaded machine).
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers every poll a push wakes with the new value, and the next poll hears an edit or a deletion of the source', async () => {
    const source = await createPush(null);
    await pushHeard(source, 10);
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

  it('reads a pushed source once before the polls it wakes are answered, and answers the polls of one millisecond with the same bytes', async () => {
    const source = await createPush(null);
    await pushHeard(source, 20);
    // Read and kept, as once a player polls it.
    await ctx.app.liveAnswer(tenant.clientId, [source.id]);
    const wait = ctx.app.nextDataValues(source.id, 20_000);
    const pusher = ctx.engine === 'postgres' ? await ctx.buildApp() : ctx.app;
    await push(pusher, source, 21);
    await wait.changed;
    // Woken once the new value was read: every woken poll finds its answer at hand, not a promise of it.
    const answer = ctx.app.liveAnswer(tenant.clientId, [source.id]);
    expect(answer).not.toBeInstanceOf(Promise);
    const kept = answer as Exclude<typeof answer, Promise<unknown>>;
    const now = new Date();
    expect(JSON.parse(kept.bytes(now).toString('utf8')).sources[0].values[0].value).toBe(21);
    // Polls answered in the same millisecond share one Buffer; the next millisecond has its own time.
    expect(kept.bytes(new Date(now.getTime()))).toBe(kept.bytes(now));
    const later = kept.bytes(new Date(now.getTime() + 1));
    expect(JSON.parse(later.toString('utf8')).serverUtc).toBe(new Date(now.getTime() + 1).toISOString());
  });

  it('serialises an answer once per client, sources and version: another client asking the same never gets it, a push makes a new one', async () => {
    const other = await fixtures.tenant();
    const otherController = await devices.controller({ venueId: (await fixtures.venue(other.clientId)).id, clientId: other.clientId });
    const otherDevice = bearer(otherController.token);
    const own = await createPush(tenant.clientId);
    const theirs = await createPush(other.clientId);
    const shared = await createPush(null);
    await pushHeard(own, 1);
    await pushHeard(theirs, 2);
    await pushHeard(shared, 3);
    const all = [own.id, theirs.id, shared.id];

    // The same question from two clients: each its own answer, holding only what that client may read.
    const mine = await ctx.app.liveAnswer(tenant.clientId, all);
    const yours = await ctx.app.liveAnswer(other.clientId, all);
    expect(yours).not.toBe(mine);
    const sourcesOf = (bytes: Buffer) => liveValuesSchema.parse(JSON.parse(bytes.toString('utf8'))).sources.map((source) => source.id).sort();
    expect(sourcesOf(mine.bytes(new Date()))).toEqual([own.id, shared.id].sort());
    expect(sourcesOf(yours.bytes(new Date()))).toEqual([theirs.id, shared.id].sort());
    // Even where both would read the same text (only the shared source), the answer is not shared.
    const mineShared = await ctx.app.liveAnswer(tenant.clientId, [shared.id]);
    const yoursShared = await ctx.app.liveAnswer(other.clientId, [shared.id]);
    expect(yoursShared.version).toBe(mineShared.version);
    expect(yoursShared).not.toBe(mineShared);
    // The same client asking again at the same version (in any order of ids) gets the very same answer.
    expect(await ctx.app.liveAnswer(tenant.clientId, [...all].reverse())).toBe(mine);

    // Over HTTP: the bytes are the contract's JSON, serverUtc each poll's own, never the other client's source.
    const first = await ctx.app.inject({ method: 'GET', url: url(all), headers: device });
    const firstOther = await ctx.app.inject({ method: 'GET', url: url(all), headers: otherDevice });
    for (const [answer, expected] of [
      [first, [own.id, shared.id]],
      [firstOther, [theirs.id, shared.id]],
    ] as const) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      // Exactly the contract's shape (nothing the schema would strip) and this poll's own time.
      expect(JSON.parse(answer.body)).toEqual(liveValuesSchema.parse(JSON.parse(answer.body)));
      expect(Math.abs(Date.parse(answer.json<LiveValues>().serverUtc) - Date.now())).toBeLessThan(5_000);
      expect(sourcesOf(answer.rawPayload)).toEqual([...expected].sort());
      expect(answer.headers.etag).toBe(answer.json<LiveValues>().version);
    }
    expect(first.json<LiveValues>().version).toBe(mine.version);
    expect(firstOther.json<LiveValues>().version).toBe(yours.version);

    // Both wait at their version; a push of the shared source answers each with the new value, in its own answer.
    const polls = [
      ctx.app.inject({ method: 'GET', url: url(all, 20), headers: { ...device, 'if-none-match': mine.version } }),
      ctx.app.inject({ method: 'GET', url: url(all, 20), headers: { ...otherDevice, 'if-none-match': yours.version } }),
    ];
    await expect.poll(() => ctx.app.dataValueWaiters(shared.id), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const pusher = ctx.engine === 'postgres' ? await ctx.buildApp() : ctx.app;
    await push(pusher, shared, 4);
    const [woken, wokenOther] = await Promise.all(polls);
    expect(woken!.statusCode).toBe(200);
    expect(wokenOther!.statusCode).toBe(200);
    const newMine = woken!.json<LiveValues>();
    const newYours = wokenOther!.json<LiveValues>();
    expect(newMine.version).not.toBe(mine.version);
    expect(newYours.version).not.toBe(yours.version);
    expect(newMine.sources.map((source) => source.id).sort()).toEqual([own.id, shared.id].sort());
    expect(newYours.sources.map((source) => source.id).sort()).toEqual([theirs.id, shared.id].sort());
    expect(newMine.sources.find((source) => source.id === shared.id)!.values[0]!.value).toBe(4);
    expect(newYours.sources.find((source) => source.id === shared.id)!.values[0]!.value).toBe(4);
    const after = await ctx.app.liveAnswer(tenant.clientId, all);
    expect(after).not.toBe(mine);
    expect(after.version).toBe(newMine.version);
  });

  it('gzips an answer over 1 KB for a player that accepts it, from its part compressed once; a small one goes as it is', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-sources',
      headers: admin,
      payload: { name: `Races ${tag()}`, clientId: tenant.clientId, kind: 'push', staleAfterSeconds: 30, fields: [{ key: 'races', type: 'list' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const races = created.json<CreatedDataSource>();
    const rows = Array.from({ length: 80 }, (_, n) => ({ race: `R${n + 1}`, time: '19:05', odds: n + 0.5 }));
    const pushed = await ctx.app.inject({ method: 'PUT', url: `/api/data-sources/${races.id}/values`, headers: bearer(races.pushToken!), payload: { values: { races: rows } } });
    expect(pushed.statusCode, pushed.body).toBe(204);

    const plain = await ctx.app.inject({ method: 'GET', url: url([races.id]), headers: device });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await ctx.app.inject({ method: 'GET', url: url([races.id]), headers: { ...device, 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')) as LiveValues;
    const { serverUtc: plainTime, ...plainRest } = plain.json<LiveValues>();
    const { serverUtc, ...zippedRest } = unzipped;
    expect(zippedRest).toEqual(plainRest);
    expect(Date.parse(serverUtc)).toBeGreaterThanOrEqual(Date.parse(plainTime));
    expect(unzipped.sources[0]!.values[0]!.value).toEqual(rows);

    const small = await createPush(tenant.clientId);
    await push(ctx.app, small, 5);
    const smallAnswer = await ctx.app.inject({ method: 'GET', url: url([small.id]), headers: { ...device, 'accept-encoding': 'gzip' } });
    expect(smallAnswer.headers['content-encoding']).toBeUndefined();
    expect(smallAnswer.json<LiveValues>().sources[0]!.values[0]!.value).toBe(5);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { MAX_TAKEOVER_TARGETS, scheduleMessages, type Takeover } from '../../../contract/schedules.ts';
import { assets } from '../../../server/db/schema.ts';
import { Fixtures, tag, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

/**
 * A takeover names its clients and venues each once, and at most MAX_TAKEOVER_TARGETS of each: a list
 * of 20,000 repeats (what a 1 MB body holds) was checked one query per id, stored, and answered to every client user's
 * banner poll (the same hole as a schedule entry's days).
 */
describeEachEngine('takeover targets: each once, a bounded list', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let layoutId: string;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    const [layout] = await ctx.db.insert(assets).values({ name: `Layout ${tag()}`, type: 'GROUP' }).returning({ id: assets.id });
    layoutId = layout!.id;
  });

  const start = (targets: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/takeovers',
      headers: admin,
      payload: { name: `Jackpot ${tag()}`, targets, content: { assetId: layoutId }, endUtc: new Date(ctx.now().getTime() + 3_600_000).toISOString() },
    });
  const count = async () => (await ctx.app.inject({ method: 'GET', url: '/api/takeovers', headers: admin })).json<{ total: number }>().total;

  it('refuses more than the most different clients or venues with 400 on the list, quickly, and stores nothing', async () => {
    const client = await fixtures.client();
    const before = await count();
    for (const [targets, field] of [
      [{ clientIds: Array.from({ length: MAX_TAKEOVER_TARGETS + 1 }, () => randomUUID()) }, 'targets.clientIds'],
      [{ clientIds: [client.id], venueIds: Array.from({ length: MAX_TAKEOVER_TARGETS + 1 }, () => randomUUID()) }, 'targets.venueIds'],
    ] as const) {
      const started = performance.now();
      const response = await start(targets);
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ title: VALIDATION_TITLE, errors: { [field]: [scheduleMessages.reachTooMany] } });
      expect(performance.now() - started, field).toBeLessThan(5_000);
    }
    expect(await count()).toBe(before);
  });

  it('stores 20,000 repeats of one client as that one client, checked in one query', async () => {
    const client = await fixtures.client();
    const started = performance.now();
    const response = await start({ clientIds: Array.from({ length: 20_000 }, () => client.id) });
    expect(response.statusCode, response.body).toBe(201);
    expect(performance.now() - started).toBeLessThan(5_000);
    const takeover = response.json<Takeover>();
    expect(takeover.targets).toEqual({ clientIds: [client.id], venueIds: [] });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/takeovers/${takeover.id}`, headers: admin })).statusCode).toBe(204);
  });

  it('keeps each client and venue once, and checks a long list in one query per kind', async () => {
    const clients = await Promise.all(Array.from({ length: 3 }, () => fixtures.client()));
    const venue = await fixtures.venue(clients[0]!.id);
    const response = await start({ clientIds: [clients[0]!.id, clients[1]!.id, clients[0]!.id, clients[2]!.id.toUpperCase()], venueIds: [venue.id, venue.id] });
    expect(response.statusCode, response.body).toBe(201);
    const takeover = response.json<Takeover>();
    expect(takeover.targets).toEqual({ clientIds: [clients[0]!.id, clients[1]!.id, clients[2]!.id], venueIds: [venue.id] });
    // An unknown one behind many known ones is still named.
    const unknown = await start({ venueIds: [...Array.from({ length: MAX_TAKEOVER_TARGETS - 1 }, () => venue.id), randomUUID()] });
    expect(unknown.json()).toMatchObject({ errors: { 'targets.venueIds': [scheduleMessages.targetUnknown] } });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/takeovers/${takeover.id}`, headers: admin })).statusCode).toBe(204);
  });
});

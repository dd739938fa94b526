import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { CreatedDataSource } from '../../../contract/dataSources.ts';
import { queryRows } from '../../../server/services/sql-rows.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import { Fixtures, tag } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';
import { fileUpload, PNG } from '../media-fixtures.ts';

/**
 * Multipart bodies are the upload routes' alone (server/plugins/multipart.ts): @fastify/multipart's
 * hooks, an async onRequest that leaves a 'close' listener on each response and an async
 * onResponse, run on their requests only, not on a player's long poll nor on any other route
 * (docs/live-data.md#delivery-to-players: each poll of 10,000 players paid them).
 */
describeEachEngine('multipart bodies: the upload routes only', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  let device: Record<string, string>;
  let clientId: string;
  let sourceId: string;

  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    const tenant = await fixtures.tenant();
    clientId = tenant.clientId;
    const venue = await fixtures.venue(tenant.clientId);
    device = bearer((await devices.controller({ venueId: venue.id, clientId: tenant.clientId })).token);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-sources',
      headers: admin,
      payload: { name: `Jackpots ${tag()}`, clientId: tenant.clientId, kind: 'push', staleAfterSeconds: 30, fields: [{ key: 'major', type: 'currency' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    sourceId = created.json<CreatedDataSource>().id;
  });

  /** The 'close' listeners left on an injected request's response once it is answered and closed. */
  const closeListeners = async (response: { raw: { res: NodeJS.EventEmitter } }) => {
    // The response's own close comes a turn after its answer (light-my-request), and with it its once-listener goes.
    await nextTurn();
    return response.raw.res.listenerCount('close');
  };

  it('runs no multipart hook for a player’s poll or a JSON route, and does for an upload', async () => {
    const poll = await ctx.app.inject({ method: 'GET', url: `/api/graphicscontroller/self/data-values?sources=${sourceId}`, headers: device });
    expect(poll.statusCode, poll.body).toBe(200);
    expect(await closeListeners(poll)).toBe(0);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/clients', headers: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(await closeListeners(list)).toBe(0);
    // The probe sees the hook where it belongs: an upload's response carries its listener.
    const body = fileUpload('logo', PNG);
    const logo = await ctx.app.inject({ method: 'POST', url: `/api/clients/${clientId}/logo`, headers: { ...admin, ...body.headers }, payload: body.payload });
    expect(logo.statusCode, logo.body).toBe(200);
    expect(await closeListeners(logo)).toBeGreaterThan(0);
  });

  it('answers 415 to a multipart body sent to a route that takes JSON, and stores nothing', async () => {
    const count = async () => (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from clients`))[0]?.n;
    const before = await count();
    const body = fileUpload('name', Buffer.from('Sneaky client'), 'name.txt', 'text/plain');
    const response = await ctx.app.inject({ method: 'POST', url: '/api/clients', headers: { ...admin, ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({ status: 415, title: expect.any(String) });
    expect(await count()).toBe(before);
  });
});

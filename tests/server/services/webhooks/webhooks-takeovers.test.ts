import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { WebhookPayload } from '../../../../contract/webhookEvents.ts';
import type { CreatedWebhookEndpoint } from '../../../../contract/webhooks.ts';
import type { App } from '../../../../server/app.ts';
import { assets, webhookDeliveries } from '../../../../server/db/schema.ts';
import { bearer, describeEachEngine } from '../../harness.ts';
import { parseWebhookBody } from '../../webhook-payloads.ts';

const MINUTE = 60_000;

/**
 * takeover.started / takeover.ended: announced once each, by the request or by the alert job when
 * the clock gets there (server/services/webhooks/webhooks-takeovers.ts).
 */
describeEachEngine('webhooks: takeover started and ended', (ctx) => {
  let app: App;
  let admin: Record<string, string>;
  let endpointId: string;
  let assetId: string;

  beforeAll(async () => {
    // Deliveries are not sent (the queue runs only by hand here): the log rows are what is checked.
    app = await ctx.buildApp({ config: { webhookAllowPrivate: true } });
    const { email, password } = await ctx.createIdentity();
    admin = bearer(await ctx.login(email, password, app));
    const created = await app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: admin,
      payload: { url: 'http://127.0.0.1:9/hooks', events: ['takeover.started', 'takeover.ended'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    endpointId = created.json<CreatedWebhookEndpoint>().id;
    const [asset] = await ctx.db.insert(assets).values({ name: 'Jackpot layout', type: 'GROUP' }).returning({ id: assets.id });
    assetId = asset!.id;
  });
  beforeEach(async () => {
    ctx.resetClock();
    await ctx.db.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  });

  /** The events queued for the endpoint, oldest first, with their bodies. */
  async function events(): Promise<WebhookPayload[]> {
    const rows = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(asc(webhookDeliveries.createdUtc), asc(webhookDeliveries.id));
    return rows.map((row) => parseWebhookBody(row.body));
  }

  async function startTakeover(name: string, startInMs: number, lastsMs: number): Promise<string> {
    const start = new Date(ctx.now().getTime() + startInMs);
    const response = await app.inject({
      method: 'POST',
      url: '/api/takeovers',
      headers: admin,
      payload: {
        name,
        targets: { all: true },
        content: { assetId },
        ...(startInMs > 0 ? { startUtc: start.toISOString() } : {}),
        endUtc: new Date(start.getTime() + lastsMs).toISOString(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  it('announces a takeover that starts now at once, and its early end when an admin ends it', async () => {
    const id = await startTakeover('Now', 0, 15 * MINUTE);
    expect(await events()).toEqual([expect.objectContaining({ type: 'takeover.started', data: expect.objectContaining({ takeoverId: id, name: 'Now', endedUtc: null, targets: { all: true } }) })]);
    // The alert job finds nothing more to say.
    await app.checkVenueAlerts();
    expect(await events()).toHaveLength(1);

    ctx.travel(2 * MINUTE);
    expect((await app.inject({ method: 'DELETE', url: `/api/takeovers/${id}`, headers: admin })).statusCode).toBe(204);
    const [, ended] = await events();
    expect(ended).toMatchObject({ type: 'takeover.ended', data: { takeoverId: id, endedUtc: expect.any(String) } });
    // Ending it again changes nothing and says nothing.
    expect((await app.inject({ method: 'DELETE', url: `/api/takeovers/${id}`, headers: admin })).statusCode).toBe(204);
    await app.checkVenueAlerts();
    expect(await events()).toHaveLength(2);
  });

  it('announces a later start and the end by time from the alert job, each once', async () => {
    const id = await startTakeover('Later', 10 * MINUTE, 5 * MINUTE);
    expect(await events()).toEqual([]);
    await app.checkVenueAlerts();
    expect(await events()).toEqual([]);

    ctx.travel(11 * MINUTE);
    await app.checkVenueAlerts();
    await app.checkVenueAlerts();
    expect((await events()).map((event) => event.type)).toEqual(['takeover.started']);

    ctx.travel(5 * MINUTE);
    await app.checkVenueAlerts();
    await app.checkVenueAlerts();
    const all = await events();
    expect(all.map((event) => event.type)).toEqual(['takeover.started', 'takeover.ended']);
    expect(all[1]).toMatchObject({ data: { takeoverId: id, endedUtc: null } });
  });

  it('says nothing of a takeover ended before it started', async () => {
    const id = await startTakeover('Cancelled', 30 * MINUTE, 10 * MINUTE);
    expect((await app.inject({ method: 'DELETE', url: `/api/takeovers/${id}`, headers: admin })).statusCode).toBe(204);
    ctx.travel(60 * MINUTE);
    await app.checkVenueAlerts();
    expect(await events()).toEqual([]);
  });

  it('announces a takeover that started and ended between two runs: both, in one run', async () => {
    await startTakeover('Short', 5 * MINUTE, 2 * MINUTE);
    ctx.travel(10 * MINUTE);
    await app.checkVenueAlerts();
    // Queued in the same instant: a receiver orders them by their data (startUtc, endUtc), not by arrival.
    expect((await events()).map((event) => event.type).sort()).toEqual(['takeover.ended', 'takeover.started']);
  });
});

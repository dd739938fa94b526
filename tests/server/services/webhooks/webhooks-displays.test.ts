import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { WebhookPayload } from '../../../../contract/webhookEvents.ts';
import type { CreatedWebhookEndpoint } from '../../../../contract/webhooks.ts';
import type { App } from '../../../../server/app.ts';
import { auditRecords, displays, graphicsControllers, venueOpenHours, webhookDeliveries } from '../../../../server/db/schema.ts';
import { DeviceFixtures } from '../../device-fixtures.ts';
import { Fixtures } from '../../fixtures.ts';
import { bearer, describeEachEngine } from '../../harness.ts';
import { parseWebhookBody } from '../../webhook-payloads.ts';

/**
 * An instant on the wall clock of Sydney in January 2026 (UTC+11), where the default test region
 * keeps its hours. 2026-01-14 is a Wednesday.
 */
const sydney = (day: number, time: string) =>
  new Date(Date.UTC(2026, 0, day, Number(time.slice(0, 2)) - 11, Number(time.slice(3, 5))));

const wednesdayAndThursday = { wednesdayOpen: '09:00', wednesdayClose: '17:00', thursdayOpen: '09:00', thursdayClose: '17:00' };

/**
 * The fleet's webhooks: display.offline / display.online once per outage, during open
 * hours, from the alert job; command.done once per command, with the player's first answer
 * (server/services/webhooks/webhooks-displays.ts).
 */
describeEachEngine('webhooks: display offline and online, command done', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let app: App;
  let admin: Record<string, string>;
  let endpointId: string;
  let clock = sydney(14, '09:00');

  beforeAll(async () => {
    // Deliveries are not sent (the queue runs only by hand here): the log rows are what is checked.
    app = await ctx.buildApp({ now: () => clock, config: { webhookAllowPrivate: true, portalBaseUrl: 'https://portal.example.com' } });
    const { email, password } = await ctx.createIdentity();
    admin = bearer(await ctx.login(email, password, app));
    const created = await app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: admin,
      payload: { url: 'http://127.0.0.1:9/hooks', events: ['display.offline', 'display.online', 'command.done'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    endpointId = created.json<CreatedWebhookEndpoint>().id;
  });
  beforeEach(async () => {
    await ctx.db.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  });

  const runAt = async (at: Date) => {
    clock = at;
    await app.checkVenueAlerts();
  };

  /** A venue with open hours, one controller last seen at `lastSeen` (null: never) and two displays on it. */
  async function site(lastSeen: Date | null) {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    await ctx.db.insert(venueOpenHours).values({ venueId: venue.id, ...wednesdayAndThursday });
    const controller = await fixtures.controller(venue.id, tenant.clientId, lastSeen);
    const bar = await devices.display(controller.id, 'Bar');
    const lounge = await devices.display(controller.id, 'Lounge');
    const see = (at: Date) => ctx.db.update(graphicsControllers).set({ lastSeenUtc: at }).where(eq(graphicsControllers.id, controller.id));
    return { tenant, venue, controller, bar, lounge, see };
  }

  /** The events queued for the endpoint about these displays, oldest first. */
  async function events(displayIds: string[]): Promise<WebhookPayload[]> {
    const rows = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(asc(webhookDeliveries.createdUtc), asc(webhookDeliveries.id));
    return rows
      .map((row) => parseWebhookBody(row.body))
      .filter((event) => displayIds.includes((event.data as { displayId: string }).displayId));
  }

  it('announces each display of a dark controller once during open hours, then once when it is seen again', async () => {
    const { venue, tenant, controller, bar, lounge, see } = await site(sydney(14, '11:00'));
    const ids = [bar.id, lounge.id];
    await runAt(sydney(14, '11:10'));
    expect(await events(ids)).toEqual([]);

    await runAt(sydney(14, '11:16'));
    await runAt(sydney(14, '11:20'));
    const offline = await events(ids);
    expect(offline.map((event) => event.type)).toEqual(['display.offline', 'display.offline']);
    expect(offline.find((event) => (event.data as { displayId: string }).displayId === bar.id)).toMatchObject({
      type: 'display.offline',
      data: {
        displayId: bar.id,
        label: 'Bar',
        graphicsControllerId: controller.id,
        lastSeenUtc: sydney(14, '11:00').toISOString(),
        venue: { id: venue.id, name: venue.name },
        client: { id: tenant.clientId },
        url: `https://portal.example.com/screens/${bar.id}`,
      },
    });

    await see(sydney(14, '11:30'));
    await runAt(sydney(14, '11:31'));
    await runAt(sydney(14, '11:32'));
    expect((await events(ids)).map((event) => event.type)).toEqual(['display.offline', 'display.offline', 'display.online', 'display.online']);

    // The claims are bookkeeping, not changes anyone made: a renamed display is recorded, they are not.
    await ctx.db.update(displays).set({ label: 'Bar left' }).where(eq(displays.id, bar.id));
    const changes = (await ctx.db.select().from(auditRecords).where(eq(auditRecords.entityId, bar.id))).map((record) => record.changes);
    expect(changes).toContainEqual({ label: { before: 'Bar', after: 'Bar left' } });
    expect(changes.filter((change) => 'offline_notified_utc' in change)).toEqual([]);
  });

  it('waits for the venue to open: a display dark since the evening is announced at opening, still dark', async () => {
    const { bar, lounge } = await site(sydney(14, '16:50'));
    const ids = [bar.id, lounge.id];
    await runAt(sydney(14, '17:30'));
    await runAt(sydney(15, '08:55'));
    expect(await events(ids)).toEqual([]);
    await runAt(sydney(15, '09:01'));
    expect((await events(ids)).map((event) => event.type)).toEqual(['display.offline', 'display.offline']);
  });

  it('says nothing of a night-time blip, nor of a display whose controller was never seen', async () => {
    const blip = await site(sydney(14, '18:00'));
    const never = await site(null);
    const ids = [blip.bar.id, blip.lounge.id, never.bar.id, never.lounge.id];
    await runAt(sydney(14, '20:00'));
    // Back before opening, and calling in since.
    await blip.see(sydney(14, '23:00'));
    await runAt(sydney(15, '08:00'));
    await blip.see(sydney(15, '09:25'));
    await runAt(sydney(15, '09:30'));
    expect(await events(ids)).toEqual([]);
  });

  it('announces a command once, with the answer that finishes it (done or failed), not with a retried answer', async () => {
    clock = sydney(14, '10:00');
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId }, clock);
    const display = await devices.display(controller.id, 'Entrance');
    const device = bearer(controller.token);
    const send = async (kind: string) => {
      const sent = await app.inject({ method: 'POST', url: '/api/fleet/commands', headers: admin, payload: { kind, target: { displayIds: [display.id] } } });
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json<{ items: { id: string }[] }>().items[0]!.id;
    };
    const answer = (commandId: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/graphicscontroller/self/displays/${display.id}/commands/${commandId}`, headers: device, payload });
    const reloadId = await send('reload');
    const identifyId = await send('identify');
    expect(await events([display.id])).toEqual([]);

    expect((await answer(reloadId, { state: 'done' })).statusCode).toBe(204);
    expect((await answer(reloadId, { state: 'done' })).statusCode).toBe(204);
    expect((await answer(identifyId, { state: 'failed', error: 'Screen busy' })).statusCode).toBe(204);
    const done = await events([display.id]);
    expect(done).toHaveLength(2);
    // Both at the same instant here: a receiver tells them apart by commandId.
    const about = (commandId: string) => done.find((event) => (event.data as { commandId: string }).commandId === commandId);
    expect(about(reloadId)).toMatchObject({
      type: 'command.done',
      data: { commandId: reloadId, displayId: display.id, kind: 'reload', state: 'done', error: null, venueId: venue.id, clientId: tenant.clientId, finishedUtc: clock.toISOString() },
    });
    expect(about(identifyId)).toMatchObject({ type: 'command.done', data: { commandId: identifyId, kind: 'identify', state: 'failed', error: 'Screen busy' } });
  });
});

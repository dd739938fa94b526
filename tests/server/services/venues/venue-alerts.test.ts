import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../../server/app.ts';
import { graphicsControllers, identities, regions, venueOpenHours, venueOutages } from '../../../../server/db/schema.ts';
import { usableTimeZone } from '../../../../contract/schedule/openHours.ts';
import { ALERT_WEBHOOK_DESCRIPTION } from '../../../../server/services/webhooks/alert-webhook-endpoint.ts';
import { listEndpoints, updateEndpoint } from '../../../../server/services/webhooks/webhooks.ts';
import { Fixtures } from '../../fixtures.ts';
import { describeEachEngine, type EngineContext } from '../../harness.ts';
import { parseWebhookBody } from '../../webhook-payloads.ts';

/**
 * An instant on the wall clock of Sydney in January 2026 (daylight time, UTC+11), where the
 * default test region (Australian Capital Territory) keeps its hours. 2026-01-14 is a Wednesday.
 */
const sydney = (day: number, time: string) =>
  new Date(Date.UTC(2026, 0, day, Number(time.slice(0, 2)) - 11, Number(time.slice(3, 5))));

interface SentMail {
  to: string;
  subject: string;
  body: string;
}

/** Every message in the outbox, headers read plainly (the alert subjects are short ASCII). */
async function outbox(ctx: EngineContext): Promise<SentMail[]> {
  await ctx.deliverMail();
  let names: string[];
  try {
    names = readdirSync(ctx.outboxDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((name) => {
    const raw = readFileSync(join(ctx.outboxDir, name), 'utf8');
    const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'm').exec(raw)?.[1]?.trim() ?? '';
    return { to: header('To'), subject: header('Subject'), body: raw };
  });
}

/** A webhook receiver on a free local port, keeping every JSON body it is sent and whether it was signed. */
async function webhookReceiver(): Promise<{ server: Server; url: string; texts: string[]; signed: boolean[] }> {
  const texts: string[] = [];
  const signed: boolean[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.headers['content-type'] === 'application/json') {
        texts.push(text);
        signed.push(typeof request.headers['webhook-signature'] === 'string' && typeof request.headers['webhook-id'] === 'string');
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hooks/venues`, texts, signed };
}

/** The alert round of server/services/venues/venue-alerts.ts, run through the app (`app.checkVenueAlerts()`) as its timer runs it. */
describeEachEngine('offline alerts: open hours, one mail per outage, recovery, webhook', (ctx) => {
  // ALERT_WEBHOOK_URL is set: the app makes it a webhook endpoint as it starts (docs/integrations.md#alert-webhook-url).
  const fixtures = new Fixtures(ctx);
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  let app: App;
  let clock = sydney(14, '09:00');
  beforeAll(async () => {
    hook = await webhookReceiver();
    app = await ctx.buildApp({
      now: () => clock,
      config: { alertWebhookUrl: hook.url, portalBaseUrl: 'https://portal.example.com', webhookAllowPrivate: true },
    });
    // Started as a server starts (its onReady work: ALERT_WEBHOOK_URL becomes an endpoint).
    await app.ready();
  });
  afterAll(async () => {
    await new Promise((resolve) => hook.server.close(resolve));
  });

  /** A venue with one controller last seen at `lastSeen`, its hours, and a user of its client. */
  async function venueWith(hours: Partial<typeof venueOpenHours.$inferInsert> | null, lastSeen: Date) {
    const tenant = await fixtures.tenant();
    const other = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    if (hours) await ctx.db.insert(venueOpenHours).values({ venueId: venue.id, ...hours });
    const controller = await fixtures.controller(venue.id, tenant.clientId, lastSeen);
    const see = async (at: Date) => {
      await ctx.db.update(graphicsControllers).set({ lastSeenUtc: at }).where(eq(graphicsControllers.id, controller.id));
    };
    const mails = async (kind: 'offline' | 'back online') =>
      (await outbox(ctx)).filter((mail) => mail.subject === `Screens ${kind} at ${venue.name} (${venue.gmv})`);
    const outages = () => ctx.db.select().from(venueOutages).where(eq(venueOutages.venueId, venue.id));
    // The events it was sent, as { type, ...data } (each checked against its documented schema).
    const hooks = () =>
      hook.texts
        .map(parseWebhookBody)
        .map((payload) => ({ type: payload.type, ...(payload.data as object) }) as { type: string; venue?: { id: string } })
        .filter((event) => event.venue?.id === venue.id);
    return { tenant, other, venue, controller, see, mails, outages, hooks };
  }

  /** One run of the alert job at `at`, then one round of the webhook queue (its deliveries are due at once). */
  const runAt = async (at: Date) => {
    clock = at;
    const run = await app.checkVenueAlerts();
    await app.webhooks.queue.runDue();
    return run;
  };

  const wednesdayDay = { wednesdayOpen: '09:00', wednesdayClose: '17:00' };

  it('reads every seeded region in a time zone of its own', async () => {
    const zones = Object.fromEntries((await ctx.db.select().from(regions)).map((region) => [region.name, region.timeZone]));
    expect(zones).toMatchObject({
      'New South Wales': 'Australia/Sydney',
      Queensland: 'Australia/Brisbane',
      'Western Australia': 'Australia/Perth',
      'New Zealand': 'Pacific/Auckland',
    });
    for (const zone of Object.values(zones)) expect(usableTimeZone(zone)).toBe(zone);
    expect(Object.values(zones)).not.toContain('UTC');
  });

  it('does nothing for a blip shorter than ALERT_AFTER_MINUTES', async () => {
    const site = await venueWith(wednesdayDay, sydney(14, '11:00'));
    await runAt(sydney(14, '11:10'));
    await site.see(sydney(14, '11:14'));
    await runAt(sydney(14, '11:20'));
    await runAt(sydney(14, '11:28'));
    expect(await site.outages()).toEqual([]);
    expect(await site.mails('offline')).toEqual([]);
    expect(site.hooks()).toEqual([]);
  });

  it('mails the client users and the admins once per outage during open hours, then once on recovery', async () => {
    const site = await venueWith(wednesdayDay, sydney(14, '11:00'));
    await runAt(sydney(14, '11:16'));
    const [outage] = await site.outages();
    expect(outage).toMatchObject({ startedUtc: sydney(14, '11:00'), endedUtc: null, outageNotifiedUtc: sydney(14, '11:16') });

    const admins = (await ctx.db.select().from(identities).where(eq(identities.identityType, 'Admin'))).map((row) => row.email);
    const users = (await ctx.db.select().from(identities).where(eq(identities.clientId, site.tenant.clientId))).map((row) => row.email);
    const outsiders = (await ctx.db.select().from(identities).where(eq(identities.clientId, site.other.clientId))).map((row) => row.email);
    const offline = await site.mails('offline');
    expect(offline.map((mail) => mail.to).sort()).toEqual([...admins, ...users].sort());
    for (const email of outsiders) expect(offline.map((mail) => mail.to)).not.toContain(email);
    // Each mail names the venue, its controllers and since when, on the venue's clock.
    const [first] = offline;
    expect(first?.body).toContain(`${site.venue.name} (${site.venue.gmv}`);
    expect(first?.body).toContain('since Wed, 14 Jan 2026, 11:00 (Australia/Sydney)');
    expect(first?.body).toContain(`- ${site.controller.name}: last seen Wed, 14 Jan 2026, 11:00 (Australia/Sydney)`);
    expect(first?.body).toContain(`https://portal.example.com/clients/${site.tenant.clientId}/${site.venue.id}`);

    // Still dark all afternoon: no second mail.
    for (const time of ['11:30', '13:00', '16:45']) await runAt(sydney(14, time));
    expect(await site.mails('offline')).toHaveLength(offline.length);
    expect(await site.mails('back online')).toEqual([]);

    await site.see(sydney(14, '16:50'));
    await runAt(sydney(14, '16:51'));
    await runAt(sydney(14, '16:55'));
    const back = await site.mails('back online');
    expect(back.map((mail) => mail.to).sort()).toEqual([...admins, ...users].sort());
    expect(back[0]?.body).toContain('back online since Wed, 14 Jan 2026, 16:50 (Australia/Sydney)');
    const [ended] = await site.outages();
    expect(ended).toMatchObject({ endedUtc: sydney(14, '16:50'), endReason: 'seen', recoveryNotifiedUtc: sydney(14, '16:51') });
  });

  it('mails a venue-limited person only for its own venues (docs/permissions.md#scope-which-records)', async () => {
    const site = await venueWith(wednesdayDay, sydney(14, '11:00'));
    const otherVenue = await fixtures.venue(site.tenant.clientId);
    const person = async (role: 'venue-manager' | 'viewer', venueIds: string[]) =>
      (await ctx.createIdentity({ identityType: 'ClientIdentity', clientId: site.tenant.clientId, role, venueIds })).email;
    const ownManager = await person('venue-manager', [site.venue.id]);
    const bothManager = await person('venue-manager', [otherVenue.id, site.venue.id]);
    const wholeClientViewer = await person('viewer', []);
    const otherManager = await person('venue-manager', [otherVenue.id]);
    const otherViewer = await person('viewer', [otherVenue.id]);
    await runAt(sydney(14, '11:16'));
    const recipients = (await site.mails('offline')).map((mail) => mail.to);
    for (const email of [ownManager, bothManager, wholeClientViewer]) expect(recipients).toContain(email);
    for (const email of [otherManager, otherViewer]) expect(recipients).not.toContain(email);
  });

  it('sends the webhook the same events as JSON', async () => {
    const site = await venueWith(wednesdayDay, sydney(14, '12:00'));
    await runAt(sydney(14, '12:20'));
    await site.see(sydney(14, '12:40'));
    await runAt(sydney(14, '12:41'));
    const [outage] = await site.outages();
    const venue = {
      id: site.venue.id,
      name: site.venue.name,
      gmv: site.venue.gmv,
      clientId: site.tenant.clientId,
      clientName: site.tenant.clientName,
      timeZone: 'Australia/Sydney',
      url: `https://portal.example.com/clients/${site.tenant.clientId}/${site.venue.id}`,
    };
    expect(site.hooks()).toEqual([
      {
        type: 'venue.offline',
        outageId: outage?.id,
        occurredUtc: sydney(14, '12:20').toISOString(),
        offlineSinceUtc: sydney(14, '12:00').toISOString(),
        backOnlineUtc: null,
        venue,
        controllers: [{ id: site.controller.id, name: site.controller.name, lastSeenUtc: sydney(14, '12:00').toISOString() }],
      },
      {
        type: 'venue.online',
        outageId: outage?.id,
        occurredUtc: sydney(14, '12:41').toISOString(),
        offlineSinceUtc: sydney(14, '12:00').toISOString(),
        backOnlineUtc: sydney(14, '12:40').toISOString(),
        venue,
        controllers: [{ id: site.controller.id, name: site.controller.name, lastSeenUtc: sydney(14, '12:40').toISOString() }],
      },
    ]);
  });

  it('makes ALERT_WEBHOOK_URL one webhook endpoint (a second process too), signs what it sends, and keeps it as the admins set it', async () => {
    const second = await ctx.buildApp({ now: () => clock, config: { alertWebhookUrl: hook.url, webhookAllowPrivate: true } });
    await second.ready();
    const made = (await listEndpoints(app.db)).filter((endpoint) => endpoint.url === hook.url);
    expect(made).toEqual([expect.objectContaining({ description: ALERT_WEBHOOK_DESCRIPTION, events: ['venue.offline', 'venue.online'], enabled: true })]);
    expect(hook.signed.length).toBeGreaterThan(0);
    expect(hook.signed.every(Boolean)).toBe(true);

    // Turned off on /webhooks, it stays off through a restart: nothing more is sent to it.
    await updateEndpoint(app.db, made[0]!.id, { url: hook.url, events: ['venue.offline', 'venue.online'], description: ALERT_WEBHOOK_DESCRIPTION, enabled: false }, clock);
    const restarted = await ctx.buildApp({ now: () => clock, config: { alertWebhookUrl: hook.url, webhookAllowPrivate: true } });
    await restarted.ready();
    expect((await listEndpoints(app.db)).filter((endpoint) => endpoint.url === hook.url)).toEqual([expect.objectContaining({ id: made[0]!.id, enabled: false })]);
    const site = await venueWith(wednesdayDay, sydney(14, '15:00'));
    await runAt(sydney(14, '15:20'));
    expect((await site.mails('offline')).length).toBeGreaterThan(0);
    expect(site.hooks()).toEqual([]);
    await updateEndpoint(app.db, made[0]!.id, { url: hook.url, events: ['venue.offline', 'venue.online'], description: ALERT_WEBHOOK_DESCRIPTION, enabled: true }, clock);
  });

  it('does not alert outside open hours, and sends no recovery without an outage mail', async () => {
    const site = await venueWith(wednesdayDay, sydney(14, '17:30'));
    for (const time of ['18:00', '21:00', '23:59']) await runAt(sydney(14, time));
    await runAt(sydney(15, '08:00'));
    const [outage] = await site.outages();
    expect(outage).toMatchObject({ startedUtc: sydney(14, '17:30'), outageNotifiedUtc: null });
    await site.see(sydney(15, '08:30'));
    await runAt(sydney(15, '08:31'));
    expect(await site.mails('offline')).toEqual([]);
    expect(await site.mails('back online')).toEqual([]);
    expect(site.hooks()).toEqual([]);
    expect((await site.outages())[0]).toMatchObject({ endReason: 'seen', recoveryNotifiedUtc: null });
  });

  it('treats never-saved open hours as closed', async () => {
    const site = await venueWith(null, sydney(14, '10:00'));
    await runAt(sydney(14, '12:00'));
    expect(await site.outages()).toHaveLength(1);
    expect(await site.mails('offline')).toEqual([]);
  });

  it('alerts when the venue opens with its screens still dark, saying since when', async () => {
    const site = await venueWith(wednesdayDay, sydney(14, '07:00'));
    await runAt(sydney(14, '08:00'));
    expect(await site.mails('offline')).toEqual([]);
    await runAt(sydney(14, '09:01'));
    expect((await site.mails('offline')).length).toBeGreaterThan(0);
    expect((await site.mails('offline'))[0]?.body).toContain('since Wed, 14 Jan 2026, 07:00 (Australia/Sydney)');
  });

  it('keeps a venue open late (no close time) until 04:00, and a past-midnight close until then', async () => {
    const late = await venueWith({ wednesdayOpen: '18:00', wednesdayClose: null }, sydney(15, '01:00'));
    await runAt(sydney(15, '01:30'));
    expect((await late.mails('offline')).length).toBeGreaterThan(0);

    const afterLate = await venueWith({ wednesdayOpen: '18:00', wednesdayClose: null }, sydney(15, '04:05'));
    await runAt(sydney(15, '04:30'));
    expect(await afterLate.mails('offline')).toEqual([]);

    const pastMidnight = await venueWith({ wednesdayOpen: '10:00', wednesdayClose: '02:00' }, sydney(15, '01:00'));
    await runAt(sydney(15, '01:20'));
    expect((await pastMidnight.mails('offline')).length).toBeGreaterThan(0);
  });

  it('sends each notice once when several API processes run the job at the same time', async () => {
    const site = await venueWith(wednesdayDay, sydney(14, '13:00'));
    // Configured as the first (the receiver is on 127.0.0.1): either process may claim the delivery.
    const second = await ctx.buildApp({ now: () => clock, config: { alertWebhookUrl: hook.url, webhookAllowPrivate: true } });
    clock = sydney(14, '13:20');
    await Promise.all([app.checkVenueAlerts(), second.checkVenueAlerts(), app.checkVenueAlerts()]);
    await Promise.all([app.webhooks.queue.runDue(), second.webhooks.queue.runDue()]);
    const recipients = (await site.mails('offline')).map((mail) => mail.to);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(site.hooks().filter((body) => body.type === 'venue.offline')).toHaveLength(1);
    expect(await site.outages()).toHaveLength(1);
  });

  it('closes an outage without a recovery mail when the last controller is unlinked', async () => {
    const site = await venueWith(wednesdayDay, sydney(14, '14:00'));
    await runAt(sydney(14, '14:20'));
    expect((await site.mails('offline')).length).toBeGreaterThan(0);
    await ctx.db.delete(graphicsControllers).where(eq(graphicsControllers.id, site.controller.id));
    await runAt(sydney(14, '14:30'));
    expect((await site.outages())[0]).toMatchObject({ endedUtc: sydney(14, '14:30'), endReason: 'unlinked' });
    await runAt(sydney(14, '14:40'));
    expect(await site.mails('back online')).toEqual([]);
  });

  it('gives the uptime of the open hours of the last 7 days from the outages, closed hours aside', async () => {
    const admin = await fixtures.adminHeaders();
    const site = await venueWith(wednesdayDay, sydney(15, '08:00'));
    await ctx.db.update(graphicsControllers).set({ createdUtc: sydney(1, '00:00') }).where(eq(graphicsControllers.id, site.controller.id));
    await ctx.db.insert(venueOutages).values([
      // An hour dark on Wednesday during opening hours, mailed.
      { venueId: site.venue.id, startedUtc: sydney(14, '11:00'), detectedUtc: sydney(14, '11:15'), endedUtc: sydney(14, '12:00'), endReason: 'seen', outageNotifiedUtc: sydney(14, '11:15') },
      // Dark all Wednesday night: closed, so no downtime.
      { venueId: site.venue.id, startedUtc: sydney(14, '18:00'), detectedUtc: sydney(14, '18:15'), endedUtc: sydney(14, '23:00'), endReason: 'seen' },
      // Older than the window.
      { venueId: site.venue.id, startedUtc: sydney(2, '10:00'), detectedUtc: sydney(2, '10:15'), endedUtc: sydney(2, '11:00'), endReason: 'seen' },
    ]);
    clock = sydney(15, '09:00');
    const response = await app.inject({ method: 'GET', url: `/api/venues/${site.venue.id}/uptime`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      fromUtc: sydney(8, '09:00').toISOString(),
      toUtc: sydney(15, '09:00').toISOString(),
      uptimePercent: 87.5,
      openMinutes: 480,
      offlineMinutes: 60,
      outages: [
        { startedUtc: sydney(14, '18:00').toISOString(), endedUtc: sydney(14, '23:00').toISOString(), notified: false },
        { startedUtc: sydney(14, '11:00').toISOString(), endedUtc: sydney(14, '12:00').toISOString(), notified: true },
      ],
    });
    // The client's own user reads it too.
    expect((await app.inject({ method: 'GET', url: `/api/venues/${site.venue.id}/uptime`, headers: site.tenant.headers })).statusCode).toBe(200);

    // Counted from the first controller when that came later; none at all: no figure.
    await ctx.db.update(graphicsControllers).set({ createdUtc: sydney(14, '13:00') }).where(eq(graphicsControllers.id, site.controller.id));
    const later = await app.inject({ method: 'GET', url: `/api/venues/${site.venue.id}/uptime`, headers: admin });
    expect(later.json()).toMatchObject({ fromUtc: sydney(14, '13:00').toISOString(), uptimePercent: 100, openMinutes: 240, offlineMinutes: 0 });
    await ctx.db.delete(graphicsControllers).where(eq(graphicsControllers.id, site.controller.id));
    const none = await app.inject({ method: 'GET', url: `/api/venues/${site.venue.id}/uptime`, headers: admin });
    expect(none.json()).toMatchObject({ uptimePercent: null, openMinutes: 0, offlineMinutes: 0 });
  });

  it('opens a new outage (and a new mail) when a venue goes dark again later', async () => {
    const site = await venueWith(wednesdayDay, sydney(14, '10:00'));
    await runAt(sydney(14, '10:20'));
    await site.see(sydney(14, '10:30'));
    await runAt(sydney(14, '10:31'));
    await runAt(sydney(14, '10:50'));
    const outages = await site.outages();
    expect(outages).toHaveLength(2);
    expect((await site.mails('offline')).length).toBe(2 * (await site.mails('back online')).length);
  });
});

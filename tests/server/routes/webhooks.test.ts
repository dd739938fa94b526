import { existsSync, readdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { WEBHOOK_DISABLE_AFTER_MS, type CreatedWebhookEndpoint, type WebhookDelivery } from '../../../contract/webhooks.ts';
import type { App } from '../../../server/app.ts';
import { jobs } from '../../../server/db/schema.ts';
import { MAIL_QUEUE } from '../../../server/plugins/mail.ts';
import { bearer, describeEachEngine } from '../harness.ts';
import { invitationAcceptedSample, parseWebhookBody, venueOutageSample } from '../webhook-payloads.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1: answers each request with the next planned status ('hang': never answers). */
class Receiver {
  readonly received: Received[] = [];
  plan: Array<number | 'hang'> = [];
  private server: Server | null = null;
  private readonly hanging = new Set<() => void>();

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        const status = this.plan.shift() ?? 204;
        if (status === 'hang') {
          this.hanging.add(() => response.destroy());
          return;
        }
        response.statusCode = status;
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/hook`;
  }

  reset(): void {
    this.received.length = 0;
    this.plan = [];
  }

  async stop(): Promise<void> {
    for (const end of this.hanging) end();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describeEachEngine('signed webhooks: endpoints, queue, retries, log', (ctx) => {
  const receiver = new Receiver();
  const logLines: string[] = [];
  let app: App;
  let token: string;

  beforeAll(async () => {
    await receiver.start();
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    // Short enough that the one hanging receiver costs little, long enough that a loaded machine's
    // local receiver answers within it (0.3 s was missed once under a load of 20, 1 s once beside
    // other test runs).
    app = await ctx.buildApp({ config: { webhookAllowPrivate: true, logLevel: 'debug' }, logStream, webhookTimeoutMs: 2_500 });
    const admin = await ctx.createIdentity();
    token = await ctx.login(admin.email, admin.password, app);
  });
  afterAll(() => receiver.stop());
  beforeEach(() => receiver.reset());
  // Whatever a test made the app send, each body is its event's documented payload.
  afterEach(() => {
    for (const entry of receiver.received) parseWebhookBody(entry.body);
  });

  async function createEndpoint(events: string[] = ['venue.offline', 'invitation.accepted'], url = receiver.url): Promise<CreatedWebhookEndpoint> {
    const response = await app.inject({ method: 'POST', url: '/api/webhooks', headers: bearer(token), payload: { url, description: 'CRM', events } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedWebhookEndpoint>();
  }

  async function deliveries(endpointId: string): Promise<WebhookDelivery[]> {
    const response = await app.inject({ method: 'GET', url: `/api/webhooks/${endpointId}/deliveries`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: WebhookDelivery[] }>().items;
  }

  const queuedMails = async () => (await ctx.db.select().from(jobs).where(eq(jobs.queue, MAIL_QUEUE))).length;
  /** Mails queued or already sent: the mail queue may deliver (and delete) a job as soon as it commits. */
  const mailsSoFar = async () => (await queuedMails()) + (existsSync(ctx.outboxDir) ? readdirSync(ctx.outboxDir).length : 0);

  async function removeEndpoint(id: string): Promise<void> {
    expect((await app.inject({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: bearer(token) })).statusCode).toBe(204);
  }

  it('signs each delivery so a Standard Webhooks receiver verifies it; the secret is answered only once', async () => {
    const endpoint = await createEndpoint();
    expect(endpoint.secret).toMatch(/^whsec_/);
    const shown = await app.inject({ method: 'GET', url: `/api/webhooks/${endpoint.id}`, headers: bearer(token) });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain(endpoint.secret);
    expect((await app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(token) })).body).not.toContain(endpoint.secret);

    const data = venueOutageSample();
    const ids = await app.webhooks.emit('venue.offline', data);
    // Not subscribed: no delivery for it.
    await app.webhooks.emit('venue.online', data);
    await app.webhooks.queue.runDue();
    expect(receiver.received).toHaveLength(1);
    const [received] = receiver.received;
    const payload = new Webhook(endpoint.secret).verify(received!.body, received!.headers as Record<string, string>);
    expect(payload).toMatchObject({ type: 'venue.offline', data });
    expect(received!.headers['webhook-id']).toBe(`msg_${ids[0]}`);
    const [logged] = await deliveries(endpoint.id);
    expect(logged).toMatchObject({ event: 'venue.offline', state: 'succeeded', attempt: 1, statusCode: 204, nextAttemptUtc: null });
    expect(logged!.durationMs).toBeGreaterThanOrEqual(0);
    await removeEndpoint(endpoint.id);
  });

  it('tries again on a 500 and on a timeout, on the schedule, with the same webhook-id, then succeeds', async () => {
    const endpoint = await createEndpoint();
    receiver.plan = [500, 'hang', 200];
    await app.webhooks.emit('venue.offline', venueOutageSample());
    await app.webhooks.queue.runDue();
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ state: 'pending', attempt: 1, statusCode: 500 });
    // Not due before its 5 s.
    expect(await app.webhooks.queue.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    ctx.travel(5_000);
    await app.webhooks.queue.runDue();
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ state: 'pending', attempt: 2, statusCode: null, lastError: 'No answer within 2.5 s' });
    ctx.travel(5 * 60_000);
    await app.webhooks.queue.runDue();
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ state: 'succeeded', attempt: 3, statusCode: 200 });
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((entry) => entry.headers['webhook-id'])).size).toBe(1);
    await removeEndpoint(endpoint.id);
  });

  it('lists every try of a delivery, newest first, with its time, status, duration and error; a resend counts on', async () => {
    const endpoint = await createEndpoint();
    receiver.plan = [500, 'hang', 200, 503];
    const emittedAt = ctx.now().getTime();
    await app.webhooks.emit('venue.offline', venueOutageSample());
    await app.webhooks.queue.runDue();
    ctx.travel(5_000);
    await app.webhooks.queue.runDue();
    ctx.travel(5 * 60_000);
    await app.webhooks.queue.runDue();
    const [delivered] = await deliveries(endpoint.id);
    expect(delivered).toMatchObject({ state: 'succeeded', attempt: 3 });
    expect(delivered!.attempts).toMatchObject([
      { attempt: 3, statusCode: 200, error: null },
      { attempt: 2, statusCode: null, error: 'No answer within 2.5 s' },
      { attempt: 1, statusCode: 500, error: 'Answered 500' },
    ]);
    const times = delivered!.attempts.map((attempt) => Date.parse(attempt.attemptedUtc) - emittedAt);
    // Each try at its own time: the first at once, then after 5 s, then 5 minutes later (a clock that moves on meanwhile).
    expect(times[2]).toBeLessThan(5_000);
    expect(times[1]! - times[2]!).toBeGreaterThanOrEqual(5_000);
    expect(times[0]! - times[1]!).toBeGreaterThanOrEqual(5 * 60_000);
    // The hanging receiver's try took the timeout; each duration a whole number of ms.
    expect(delivered!.attempts[1]!.durationMs).toBeGreaterThanOrEqual(2_400);
    for (const attempt of delivered!.attempts) expect(Number.isInteger(attempt.durationMs)).toBe(true);

    const resent = await app.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/deliveries/${delivered!.id}/resend`, headers: bearer(token) });
    expect(resent.statusCode, resent.body).toBe(202);
    await app.webhooks.queue.runDue();
    const [again] = await deliveries(endpoint.id);
    expect(again!.attempts.map((attempt) => [attempt.attempt, attempt.statusCode, attempt.error])).toEqual([
      [4, 503, 'Answered 503'],
      [3, 200, null],
      [2, null, 'No answer within 2.5 s'],
      [1, 500, 'Answered 500'],
    ]);
    // The document integrators read says so too.
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, { get?: unknown }> }>();
    expect(JSON.stringify(document.paths['/api/webhooks/{id}/deliveries']?.get)).toContain('attemptedUtc');
    await removeEndpoint(endpoint.id);
  });

  it('fails a delivery after the last try, and turns off an endpoint failing for 3 days with a mail to the admins', async () => {
    const endpoint = await createEndpoint();
    receiver.plan = Array.from({ length: 20 }, () => 503);
    await app.webhooks.emit('venue.offline', venueOutageSample());
    for (const wait of [0, 5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000]) {
      ctx.travel(wait);
      await app.webhooks.queue.runDue();
    }
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ state: 'failed', attempt: 7, nextAttemptUtc: null });
    const mailsBefore = await mailsSoFar();
    ctx.travel(WEBHOOK_DISABLE_AFTER_MS);
    await app.webhooks.emit('venue.offline', venueOutageSample());
    await app.webhooks.queue.runDue();
    const shown = (await app.inject({ method: 'GET', url: `/api/webhooks/${endpoint.id}`, headers: bearer(token) })).json<{ enabled: boolean }>();
    expect(shown.enabled).toBe(false);
    // The admins' mail is in the durable mail queue, or already sent from it.
    expect(await mailsSoFar()).toBeGreaterThan(mailsBefore);
    // Turned off: no more deliveries for it.
    expect(await app.webhooks.emit('venue.offline', venueOutageSample())).toEqual([]);
    await removeEndpoint(endpoint.id);
  });

  it('sends each event once with two API processes on one database', async () => {
    const endpoint = await createEndpoint();
    const other = await ctx.buildApp({ config: { webhookAllowPrivate: true } });
    await app.webhooks.emit('invitation.accepted', invitationAcceptedSample());
    await Promise.all([app.webhooks.queue.runDue(), other.webhooks.queue.runDue(), other.webhooks.queue.runDue()]);
    expect(receiver.received).toHaveLength(1);
    await removeEndpoint(endpoint.id);
  });

  it('sends a test event, and sends a finished delivery again with the same id', async () => {
    const endpoint = await createEndpoint();
    const test = await app.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/test`, headers: bearer(token) });
    expect(test.statusCode, test.body).toBe(202);
    await app.webhooks.queue.runDue();
    const { deliveryId } = test.json<{ deliveryId: string }>();
    const resend = await app.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/deliveries/${deliveryId}/resend`, headers: bearer(token) });
    expect(resend.statusCode, resend.body).toBe(202);
    await app.webhooks.queue.runDue();
    expect(receiver.received.map((entry) => parseWebhookBody(entry.body))).toEqual([
      expect.objectContaining({ type: 'webhook.test', data: { endpointId: endpoint.id } }),
      expect.objectContaining({ type: 'webhook.test', data: { endpointId: endpoint.id } }),
    ]);
    expect(receiver.received[0]!.headers['webhook-id']).toBe(receiver.received[1]!.headers['webhook-id']);
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ state: 'succeeded', attempt: 2 });
    await removeEndpoint(endpoint.id);
  });

  it('refuses private addresses without WEBHOOK_ALLOW_PRIVATE, when saving and again at delivery', async () => {
    const adminToken = await ctx.login((await ctx.createIdentity()).email, 'Correct-Horse-9');
    for (const url of [receiver.url, 'http://10.0.0.1/hook', 'http://169.254.169.254/', 'http://[::1]/hook']) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/webhooks', headers: bearer(adminToken), payload: { url, events: ['venue.offline'] } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, errors: { url: ['This address is in a private, loopback or link-local range.'] } });
    }
    // Saved where it was allowed, delivered by a process where it is not.
    const endpoint = await createEndpoint();
    await ctx.app.webhooks.emit('venue.offline', venueOutageSample());
    await ctx.app.webhooks.queue.runDue();
    expect(receiver.received).toHaveLength(0);
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ state: 'pending', lastError: 'Address refused (private)' });
    await removeEndpoint(endpoint.id);
  });

  it('answers 404 for another endpoint’s delivery, 4xx problems for bad input, 403 to client users', async () => {
    const first = await createEndpoint();
    const second = await createEndpoint();
    const [deliveryId] = await app.webhooks.emit('venue.offline', venueOutageSample());
    await app.webhooks.queue.runDue();
    const crossed = await app.inject({ method: 'POST', url: `/api/webhooks/${second.id}/deliveries/${deliveryId}/resend`, headers: bearer(token) });
    expect(crossed.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/webhooks/not-a-uuid/deliveries', headers: bearer(token) })).statusCode).toBe(404);
    for (const payload of [{ url: 'ftp://example.com/', events: ['venue.offline'] }, { url: receiver.url, events: [] }, { url: receiver.url, events: ['nope'] }, { events: ['venue.offline'] }]) {
      const response = await app.inject({ method: 'PUT', url: `/api/webhooks/${first.id}`, headers: bearer(token), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, title: expect.any(String), errors: expect.any(Object) });
    }
    const paged = await app.inject({ method: 'GET', url: `/api/webhooks/${first.id}/deliveries?limit=0`, headers: bearer(token) });
    expect(paged.statusCode).toBe(400);
    const client = await ctx.createIdentity({ identityType: 'ClientIdentity' });
    const clientToken = await ctx.login(client.email, client.password, app);
    expect((await app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(clientToken) })).statusCode).toBe(403);
    await removeEndpoint(first.id);
    await removeEndpoint(second.id);
  });

  it('sends invitation.accepted when an invitee signs up', async () => {
    const endpoint = await createEndpoint(['invitation.accepted']);
    const email = ctx.uniqueEmail('invitee');
    const invited = await app.inject({ method: 'POST', url: '/api/invitations', headers: bearer(token), payload: { clientId: null, email } });
    expect(invited.statusCode, invited.body).toBe(201);
    const { token: inviteToken } = invited.json<{ token: string }>();
    const password = 'Correct-Horse-9';
    const signup = await app.inject({
      method: 'POST',
      url: `/api/signup/invitations/${inviteToken}`,
      payload: { name: 'New Person', email, password, passwordConfirm: password, inviteToken },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    await app.webhooks.queue.runDue();
    expect(receiver.received.map((entry) => parseWebhookBody(entry.body))).toMatchObject([
      { type: 'invitation.accepted', data: { invitationId: invited.json<{ id: string }>().id, identity: { email, name: 'New Person' } } },
    ]);
    await removeEndpoint(endpoint.id);
  });

  it('never writes a secret to the log', async () => {
    const endpoint = await createEndpoint();
    receiver.plan = [500];
    await app.webhooks.emit('venue.offline', venueOutageSample());
    await app.webhooks.queue.runDue();
    const log = logLines.join('');
    expect(log).toContain('will try again');
    expect(log).not.toContain(endpoint.secret);
    expect(log).not.toContain(endpoint.secret.slice('whsec_'.length));
    await removeEndpoint(endpoint.id);
  });
});

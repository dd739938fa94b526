import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TIMEOUT_MS,
  webhookRetryDelayMs,
  type WebhookEventType,
} from '../../../contract/webhooks.ts';
import type { WebhookEventData, WebhookEventName } from '../../../contract/webhookEvents.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { identities, webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '../../db/schema.ts';
import type { Mailer } from '../mail-messages.ts';
import { createJobQueue, type ClaimedJob, type JobQueue } from '../../jobs/queue.ts';
import { escapeHtml, type MailMessage } from '../mail-messages.ts';
import type { Resolver } from './webhook-address.ts';
import { postPinned } from './webhook-post.ts';
import { webhookHeaders } from './webhook-signature.ts';
import { endpointSecret } from './webhooks.ts';

/**
 * The webhook queue (docs/integrations.md): an event writes one delivery row per subscribed
 * endpoint and one job per delivery (server/jobs/queue.ts claims jobs, so several API processes
 * send each try once). A try POSTs the signed body; a non-2xx answer, a timeout or a refused
 * address is tried again on the Standard Webhooks schedule (contract/webhooks.ts), then the
 * delivery is failed. The delivery row is the log the admins read; the job only carries its id.
 * An endpoint whose tries have all failed for 3 days is turned off and the admins are mailed.
 */

export const WEBHOOK_QUEUE = 'webhook';
/** Longer than the whole schedule (about 17.6 h), so the schedule, not the deadline, ends a delivery. */
const WEBHOOK_JOB_MAX_AGE_MS = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0) + 3_600_000;

export interface WebhookJob {
  deliveryId: string;
}

export interface WebhookDeliveryOptions {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  mailer: Mailer;
  secretKey: () => Promise<Buffer>;
  allowPrivate: boolean;
  timeoutMs?: number;
  portalBaseUrl: string;
  resolve?: Resolver;
}

/**
 * The arguments of `emit`: an event with its own data and no other's (contract/webhookEvents.ts),
 * so a producer whose data drifts from the documented one is a type error.
 */
export type WebhookEmitArgs = {
  [T in WebhookEventType]: [type: T, data: WebhookEventData[T], target?: DbOrTx];
}[WebhookEventType];

export interface Webhooks {
  queue: JobQueue<WebhookJob>;
  /** Writes a delivery for each enabled endpoint subscribed to `type` (in the caller's transaction if given); returns their ids. */
  emit(...args: WebhookEmitArgs): Promise<string[]>;
  /** A `webhook.test` delivery to one endpoint, whatever it subscribes to. */
  sendTest(endpointId: string): Promise<string>;
  /** Tries a delivery again from the start of the schedule (same body, same webhook-id). */
  resend(deliveryId: string): Promise<void>;
}

class DeliveryFailed extends Error {
  override name = 'DeliveryFailed';
}

/** The body of a delivery, `{ type, timestamp, data }` (WebhookPayload in contract/webhookEvents.ts). */
function payloadBody<T extends WebhookEventName>(type: T, data: WebhookEventData[T], at: Date): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

function disabledMessage(to: string, endpoint: { url: string; description: string }, portalBaseUrl: string): MailMessage {
  const link = `${portalBaseUrl}/webhooks`;
  const name = endpoint.description ? `${endpoint.description} (${endpoint.url})` : endpoint.url;
  const text = [
    'Hello,',
    '',
    `Every delivery to the webhook endpoint ${name} has failed for 3 days, so it has been turned off.`,
    'Fix the receiver, then turn the endpoint on again:',
    '',
    link,
    '',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family: sans-serif"><p>Hello,</p><p>Every delivery to the webhook endpoint ${escapeHtml(name)} has failed for 3 days, so it has been turned off.</p><p>Fix the receiver, then turn the endpoint on again: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p></body></html>`;
  return { to, subject: 'A webhook endpoint was turned off', text, html, link };
}

export function createWebhooks(options: WebhookDeliveryOptions): Webhooks {
  const { db, now, log } = options;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  const post = (url: string, headers: Record<string, string>, body: string, signal: AbortSignal) =>
    postPinned({ url, headers: { 'user-agent': 'VenuePortal-Webhooks/1', ...headers }, body, signal, timeoutMs, allowPrivate: options.allowPrivate, ...(options.resolve ? { resolve: options.resolve } : {}) });

  /** Counts a failure against the endpoint; after 3 days of them it is turned off (once) and the admins told. */
  async function endpointFailed(endpointId: string, at: Date): Promise<void> {
    const [row] = await db
      .update(webhookEndpoints)
      .set({ failingSinceUtc: sql`coalesce(${webhookEndpoints.failingSinceUtc}, ${at.toISOString()}::timestamptz)` })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    if (!row?.failingSinceUtc || at.getTime() - row.failingSinceUtc.getTime() < WEBHOOK_DISABLE_AFTER_MS) return;
    const [turnedOff] = await db
      .update(webhookEndpoints)
      .set({ enabled: false, updatedUtc: at })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning();
    if (!turnedOff) return;
    log.warn({ webhookEndpoint: endpointId }, 'Webhook endpoint turned off after 3 days of failures');
    const admins = await db.select({ email: identities.email }).from(identities).where(eq(identities.identityType, 'Admin'));
    for (const { email } of admins) {
      try {
        await options.mailer.send(db, disabledMessage(email, turnedOff, options.portalBaseUrl));
      } catch (error) {
        log.error({ err: error }, 'Mail about a turned-off webhook endpoint failed');
      }
    }
  }

  async function handle(job: ClaimedJob<WebhookJob>, signal: AbortSignal): Promise<void> {
    const [found] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, job.payload.deliveryId));
    // Endpoint deleted (its deliveries with it), or already settled by an earlier claim.
    if (!found || found.delivery.state !== 'pending') return;
    const { delivery, endpoint } = found;
    const at = now();
    if (!endpoint.enabled) {
      await db
        .update(webhookDeliveries)
        .set({ state: 'failed', lastError: 'Endpoint turned off', nextAttemptUtc: null })
        .where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const secret = endpointSecret(await options.secretKey(), endpoint);
    const started = performance.now();
    const result =
      secret === null
        ? { statusCode: null, error: 'Secret unreadable (SECRET_KEY changed)' }
        : await post(endpoint.url, webhookHeaders(secret, `msg_${delivery.id}`, at, delivery.body), delivery.body, signal);
    const durationMs = Math.round(performance.now() - started);
    const common = { attempt: sql`${webhookDeliveries.attempt} + 1`, statusCode: result.statusCode, durationMs, lastError: result.error, lastAttemptUtc: at };
    const delay = result.error === null ? null : webhookRetryDelayMs(job.attempt);
    const state = result.error === null ? 'succeeded' : delay === null ? 'failed' : 'pending';
    // The try joins the log and the delivery's summary moves on together: a reader never sees one without the other.
    await db.transaction(async (tx) => {
      const [tried] = await tx
        .update(webhookDeliveries)
        .set({ ...common, state, nextAttemptUtc: delay === null ? null : new Date(at.getTime() + delay) })
        .where(eq(webhookDeliveries.id, delivery.id))
        .returning({ attempt: webhookDeliveries.attempt });
      if (!tried) return;
      await tx
        .insert(webhookDeliveryAttempts)
        .values({ deliveryId: delivery.id, attempt: tried.attempt, attemptedUtc: at, statusCode: result.statusCode, durationMs, error: result.error });
    });
    if (result.error === null) {
      await db.update(webhookEndpoints).set({ failingSinceUtc: null }).where(eq(webhookEndpoints.id, endpoint.id));
      return;
    }
    await endpointFailed(endpoint.id, at);
    // Thrown: the job is tried again on the schedule. After the last try the delivery is failed and the job done.
    if (delay !== null) throw new DeliveryFailed(`Webhook delivery ${delivery.id}: ${result.error}`);
  }

  const queue = createJobQueue<WebhookJob>({
    name: WEBHOOK_QUEUE,
    db,
    now,
    log,
    handle,
    retrySchedule: webhookRetryDelayMs,
    maxAgeMs: WEBHOOK_JOB_MAX_AGE_MS,
    leaseMs: Math.max(5 * 60_000, timeoutMs * 2),
  });

  async function enqueueDelivery(target: DbOrTx, endpointId: string, event: string, body: string, at: Date): Promise<string> {
    const [row] = await target
      .insert(webhookDeliveries)
      .values({ endpointId, event, body, nextAttemptUtc: at, createdUtc: at })
      .returning({ id: webhookDeliveries.id });
    if (!row) throw new Error('The webhook delivery was not written.');
    await queue.enqueue(target, { deliveryId: row.id });
    return row.id;
  }

  return {
    queue,
    async emit(...[type, data, target = db]: WebhookEmitArgs) {
      const at = now();
      const endpoints = await target
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`));
      const body = payloadBody(type, data, at);
      const ids: string[] = [];
      for (const endpoint of endpoints) ids.push(await enqueueDelivery(target, endpoint.id, type, body, at));
      // In a caller's transaction the rows are not visible yet: the poller (or the caller) picks them up.
      if (ids.length > 0 && target === db) queue.nudge();
      return ids;
    },
    async sendTest(endpointId) {
      const at = now();
      const id = await enqueueDelivery(db, endpointId, WEBHOOK_TEST_EVENT, payloadBody(WEBHOOK_TEST_EVENT, { endpointId }, at), at);
      queue.nudge();
      return id;
    },
    async resend(deliveryId) {
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({ state: 'pending', nextAttemptUtc: at, lastError: null })
          .where(eq(webhookDeliveries.id, deliveryId));
        await queue.enqueue(tx, { deliveryId });
      });
      queue.nudge();
    },
  };
}

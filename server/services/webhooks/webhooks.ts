import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_LISTED_ATTEMPTS,
  type WebhookDelivery,
  type WebhookDeliveryAttempt,
  type WebhookEndpoint,
  type WebhookEndpointRequest,
  type WebhookEventType,
} from '../../../contract/webhooks.ts';
import type { Db } from '../../db/database.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { Page } from '../../../contract/paging.ts';
import { open, seal } from '../secret-box.ts';
import { queryRows } from '../sql-rows.ts';
import { newWebhookSecret } from './webhook-signature.ts';

/** Endpoints and their delivery log (docs/integrations.md). Delivery itself: webhook-delivery.ts. */

/** Bound to the sealed secret, so a sealed invitation token cannot pass for a webhook secret. */
const SECRET_PURPOSE = 'webhook-secret';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

interface AttemptRow {
  delivery_id: string;
  attempt: number;
  attempted_utc: Date | string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
}

export function endpointView(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    failingSinceUtc: row.failingSinceUtc?.toISOString() ?? null,
    createdUtc: row.createdUtc.toISOString(),
    updatedUtc: row.updatedUtc.toISOString(),
  };
}

function attemptView(row: AttemptRow): WebhookDeliveryAttempt {
  return {
    attempt: row.attempt,
    attemptedUtc: new Date(row.attempted_utc).toISOString(),
    statusCode: row.status_code,
    durationMs: row.duration_ms,
    error: row.error,
  };
}

export function deliveryView(row: DeliveryRow, attempts: WebhookDeliveryAttempt[]): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    state: row.state as WebhookDelivery['state'],
    attempt: row.attempt,
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    lastError: row.lastError,
    createdUtc: row.createdUtc.toISOString(),
    lastAttemptUtc: row.lastAttemptUtc?.toISOString() ?? null,
    nextAttemptUtc: row.nextAttemptUtc?.toISOString() ?? null,
    attempts,
  };
}

type EndpointInput = Required<Pick<WebhookEndpointRequest, 'url' | 'events'>> & { description: string; enabled: boolean };

export async function createEndpoint(
  db: Db,
  secretKey: Buffer,
  input: EndpointInput,
  now: Date,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ ...input, secretCiphertext: seal(secretKey, secret, SECRET_PURPOSE), createdUtc: now, updatedUtc: now })
    .returning();
  if (!row) throw new Error('The webhook endpoint was not written.');
  return { endpoint: endpointView(row), secret };
}

export async function listEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.createdUtc, webhookEndpoints.id);
  return rows.map(endpointView);
}

export async function findEndpoint(db: Db, id: string): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

/** Turning an endpoint back on forgets its failures (the 3-day count starts again). */
export async function updateEndpoint(db: Db, id: string, input: EndpointInput, now: Date): Promise<WebhookEndpoint | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...input,
      updatedUtc: now,
      ...(input.enabled ? { failingSinceUtc: sql`case when ${webhookEndpoints.enabled} then ${webhookEndpoints.failingSinceUtc} else null end` } : {}),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row ? endpointView(row) : null;
}

export async function deleteEndpoint(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The endpoint's signing secret, or null when it was sealed under another SECRET_KEY. */
export function endpointSecret(secretKey: Buffer, row: Pick<EndpointRow, 'secretCiphertext'>): string | null {
  return open(secretKey, row.secretCiphertext, SECRET_PURPOSE);
}

/** Newest first. */
export async function listDeliveries(db: Db, endpointId: string, paging: { offset: number; limit: number }): Promise<Page<WebhookDelivery>> {
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdUtc), desc(webhookDeliveries.id))
    .offset(paging.offset)
    .limit(paging.limit);
  const [total] = await db.select({ value: count() }).from(webhookDeliveries).where(where);
  const attempts = await attemptsOf(db, rows.map((row) => row.id));
  return { items: rows.map((row) => deliveryView(row, attempts.get(row.id) ?? [])), total: total?.value ?? 0 };
}

/** The tries of a page of deliveries, newest first, at most WEBHOOK_LISTED_ATTEMPTS each, by delivery. */
async function attemptsOf(db: Db, deliveryIds: string[]): Promise<Map<string, WebhookDeliveryAttempt[]>> {
  const byDelivery = new Map<string, WebhookDeliveryAttempt[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await queryRows<AttemptRow>(
    db,
    sql`select delivery_id, attempt, attempted_utc, status_code, duration_ms, error
        from (select a.*, row_number() over (partition by a.delivery_id order by a.id desc) as newest
              from webhook_delivery_attempts a where a.delivery_id = any(${`{${deliveryIds.join(',')}}`}::uuid[])) listed
        where newest <= ${WEBHOOK_LISTED_ATTEMPTS}
        order by delivery_id, id desc`,
  );
  for (const row of rows) {
    const list = byDelivery.get(row.delivery_id) ?? [];
    list.push(attemptView(row));
    byDelivery.set(row.delivery_id, list);
  }
  return byDelivery;
}

export async function findDelivery(db: Db, endpointId: string, deliveryId: string): Promise<DeliveryRow | null> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row ?? null;
}

import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointRequest, WebhookEventType } from '../../contract/webhooks.ts';
import type { Db } from '../db/database.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import type { Page } from '../../contract/paging.ts';
import { open, seal } from './secret-box.ts';
import { newWebhookSecret } from './webhook-signature.ts';

/** Endpoints and their delivery log (DESIGN §11, issue 24). Delivery itself: webhook-delivery.ts. */

/** Bound to the sealed secret, so a sealed invitation token cannot pass for a webhook secret. */
const SECRET_PURPOSE = 'webhook-secret';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

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

export function deliveryView(row: DeliveryRow): WebhookDelivery {
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
  return { items: rows.map(deliveryView), total: total?.value ?? 0 };
}

export async function findDelivery(db: Db, endpointId: string, deliveryId: string): Promise<DeliveryRow | null> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row ?? null;
}

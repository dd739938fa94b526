import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { webhookEndpoints } from '../../db/schema.ts';
import type { WebhookEventType } from '../../../contract/webhooks.ts';
import { createEndpoint } from './webhooks.ts';

/** What an endpoint made from ALERT_WEBHOOK_URL is called on /webhooks. */
export const ALERT_WEBHOOK_DESCRIPTION = 'Venue alerts (from ALERT_WEBHOOK_URL)';
/** The events ALERT_WEBHOOK_URL always received. */
const ALERT_EVENTS: WebhookEventType[] = ['venue.offline', 'venue.online'];

/**
 * ALERT_WEBHOOK_URL as a webhook endpoint (docs/integrations.md#alert-webhook-url): its venue
 * outages and recoveries then go out signed, retried and logged like every other event, instead of
 * by a one-off unsigned POST whose failure was only logged. Made once, at the first start with the
 * setting; an endpoint already at that address is left as the admins keep it (they may turn it
 * off, or subscribe it to more events, on /webhooks). Several processes starting together make one
 * (a transaction-scoped advisory lock). True when it made one now.
 */
export async function ensureAlertWebhookEndpoint(db: Db, secretKey: () => Promise<Buffer>, url: string, now: Date): Promise<boolean> {
  const key = await secretKey();
  // Stored as /webhooks stores an address (the URL standard's form), so a restart finds it.
  const address = new URL(url).href;
  return db.transaction(async (txDb) => {
    await txDb.execute(sql`select pg_advisory_xact_lock(hashtext('alert-webhook-endpoint'))`);
    const [existing] = await txDb.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.url, address)).limit(1);
    if (existing) return false;
    await createEndpoint(txDb, key, { url: address, description: ALERT_WEBHOOK_DESCRIPTION, events: ALERT_EVENTS, enabled: true }, now);
    return true;
  });
}

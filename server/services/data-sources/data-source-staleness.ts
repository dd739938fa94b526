import { sql } from 'drizzle-orm';
import type { WebhookEventData } from '../../../contract/webhookEvents.ts';
import type { Db } from '../../db/database.ts';
import type { Webhooks } from '../webhooks/webhook-delivery.ts';
import { queryRows } from '../sql-rows.ts';

interface SourceStaleness {
  id: string;
  name: string;
  client_id: string | null;
  kind: 'push' | 'pull';
  stale_after_seconds: number;
  last_error: string | null;
  stale_keys: string[] | null;
  notified: boolean;
}

/**
 * data-source.stale and data-source.fresh (docs/live-data.md): a source is stale while a field has
 * no value, or one older than its limit, once the source is older than that limit itself (a new
 * source gets its first value first). The notice is claimed in the row (`stale_notified_utc`, in
 * the transaction that queues the webhook), so with several API processes each goes out once.
 */
export async function announceStaleness(db: Db, webhooks: Webhooks, now: Date): Promise<{ stale: number; fresh: number }> {
  const at = now.toISOString();
  const rows = await queryRows<SourceStaleness>(
    db,
    sql`select d.id, d.name, d.client_id, d.kind, d.stale_after_seconds, st.last_error, st.stale_notified_utc is not null as notified,
          (select array_agg(f.key order by f.key) from jsonb_to_recordset(d.fields) as f(key text)
            left join data_source_values v on v.source_id = d.id and v.key = f.key
            where v.updated_utc is null or v.updated_utc < ${at}::timestamptz - make_interval(secs => d.stale_after_seconds)) as stale_keys
        from data_sources d join data_source_states st on st.source_id = d.id
        where d.created_utc < ${at}::timestamptz - make_interval(secs => d.stale_after_seconds)`,
  );
  let stale = 0;
  let fresh = 0;
  for (const row of rows) {
    const staleKeys = row.stale_keys ?? [];
    const isStale = staleKeys.length > 0;
    if (isStale === row.notified) continue;
    const data: WebhookEventData['data-source.stale'] = {
      dataSourceId: row.id,
      name: row.name,
      clientId: row.client_id,
      kind: row.kind,
      staleAfterSeconds: row.stale_after_seconds,
      staleKeys,
      lastError: row.last_error,
      occurredUtc: at,
    };
    const claimed = await db.transaction(async (tx) => {
      const won = await queryRows<{ source_id: string }>(
        tx,
        isStale
          ? sql`update data_source_states set stale_notified_utc = ${at}::timestamptz where source_id = ${row.id} and stale_notified_utc is null returning source_id`
          : sql`update data_source_states set stale_notified_utc = null where source_id = ${row.id} and stale_notified_utc is not null returning source_id`,
      );
      if (won.length === 0) return false;
      await (isStale ? webhooks.emit('data-source.stale', data, tx) : webhooks.emit('data-source.fresh', data, tx));
      return true;
    });
    if (claimed && isStale) stale += 1;
    else if (claimed) fresh += 1;
  }
  return { stale, fresh };
}

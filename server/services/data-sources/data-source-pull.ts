import { inArray, sql } from 'drizzle-orm';
import jsonPointer from 'jsonpointer';
import { DEFAULT_PULL_INTERVAL_SECONDS, dataValueSchemas, type DataField } from '../../../contract/dataSources.ts';
import type { Db } from '../../db/database.ts';
import { dataSources } from '../../db/schema.ts';
import type { DataSourceRow } from './data-sources.ts';
import { openHeaders } from './data-sources.ts';
import { storeValues } from './data-source-values.ts';
import { getJsonPinned } from './pinned-get.ts';
import { queryRows } from '../sql-rows.ts';

/**
 * The pull loop's work (docs/live-data.md): claim the sources that are due, fetch each, store the
 * fields it yields. The claim moves `next_fetch_utc` past the fetch's longest time in the same
 * statement that picks the rows (`FOR UPDATE SKIP LOCKED`), so with several API processes on one
 * PostgreSQL each source is fetched by one of them once per interval. After a failure the next try
 * waits the interval doubled per failure in a row, up to MAX_BACK_OFF_MS: a broken feed is not
 * hammered, and comes back within minutes once repaired.
 */

export const MAX_BACK_OFF_MS = 15 * 60_000;
/** The most of a feed's answer that is read. */
export const MAX_FEED_BYTES = 1_000_000;

export interface PullOptions {
  db: Db;
  now: () => Date;
  secretKey: () => Promise<Buffer>;
  timeoutMs: number;
  allowPrivate: boolean;
  signal: AbortSignal;
  /** Told of each source whose values changed (to wake the players that show them). */
  changed: (sourceId: string) => Promise<void>;
  batchSize?: number;
}

interface Claimed {
  source_id: string;
  headers_ciphertext: string | null;
  failures: number;
}

/** The wait after `failures` failed fetches in a row (0: the interval itself). */
export function backOffMs(intervalSeconds: number, failures: number): number {
  const interval = intervalSeconds * 1000;
  if (failures === 0) return interval;
  return Math.min(MAX_BACK_OFF_MS, Math.max(interval, interval * 2 ** failures));
}

/** What the fetched document says for each field: the values, or why a field has none. */
export function extractFields(fields: readonly DataField[], document: unknown): { values: Record<string, unknown>; errors: string[] } {
  const values: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const field of fields) {
    let value: unknown;
    try {
      value = field.path ? jsonPointer.get(document as object, field.path) : document;
    } catch {
      value = undefined;
    }
    if (value === undefined) errors.push(`${field.key}: nothing at ${field.path || '(the document)'}`);
    // A feed often sends amounts as text ("1234.50"): a number field takes it when it reads as one.
    else {
      const coerced = (field.type === 'number' || field.type === 'currency') && typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (dataValueSchemas[field.type].safeParse(coerced).success) values[field.key] = coerced;
      else errors.push(`${field.key}: not a ${field.type} value`);
    }
  }
  return { values, errors };
}

async function claimDue(options: PullOptions): Promise<Array<Claimed & { row: DataSourceRow }>> {
  const now = options.now();
  const leaseUntil = new Date(now.getTime() + options.timeoutMs + 60_000);
  const claimed = await queryRows<Claimed>(
    options.db,
    sql`update data_source_states s set next_fetch_utc = ${leaseUntil.toISOString()}::timestamptz
        where s.source_id in (
          select st.source_id from data_source_states st join data_sources d on d.id = st.source_id
          where d.kind = 'pull' and st.next_fetch_utc <= ${now.toISOString()}::timestamptz
          order by st.next_fetch_utc limit ${options.batchSize ?? 20}
          for update of st skip locked)
        returning s.source_id, s.headers_ciphertext, s.failures`,
  );
  if (claimed.length === 0) return [];
  const sources = await options.db.select().from(dataSources).where(inArray(dataSources.id, claimed.map((claim) => claim.source_id)));
  const byId = new Map(sources.map((source) => [source.id, source]));
  return claimed.flatMap((claim) => {
    const row = byId.get(claim.source_id);
    return row ? [{ ...claim, row }] : [];
  });
}

/** Fetches one claimed source and records the outcome; answers whether it succeeded. */
async function fetchOne(options: PullOptions, claim: Claimed & { row: DataSourceRow }): Promise<boolean> {
  const { row } = claim;
  const headers = claim.headers_ciphertext ? openHeaders(await options.secretKey(), claim.headers_ciphertext) : {};
  const result = await getJsonPinned({ url: row.url ?? '', headers, signal: options.signal, timeoutMs: options.timeoutMs, allowPrivate: options.allowPrivate, maxBytes: MAX_FEED_BYTES });
  const at = options.now();
  let error: string | null = result.ok ? null : result.error;
  let stored = false;
  if (result.ok) {
    const { values, errors } = extractFields(row.fields, result.body);
    if (errors.length > 0) error = errors.join('; ');
    if (Object.keys(values).length > 0) {
      await storeValues(options.db, row.id, values, at);
      stored = true;
    }
  }
  const failures = error === null ? 0 : claim.failures + 1;
  const next = new Date(at.getTime() + backOffMs(row.intervalSeconds ?? DEFAULT_PULL_INTERVAL_SECONDS, failures));
  await options.db.execute(
    sql`update data_source_states set next_fetch_utc = ${next.toISOString()}::timestamptz, failures = ${failures},
        last_fetch_utc = ${at.toISOString()}::timestamptz, last_error = ${error}
        where source_id = ${row.id}`,
  );
  if (stored) await options.changed(row.id);
  return error === null;
}

/** One round: every due source fetched once (in parallel: one slow feed does not hold the others). */
export async function pullDueSources(options: PullOptions): Promise<{ fetched: number; failed: number }> {
  const claimed = await claimDue(options);
  const outcomes = await Promise.all(claimed.map((claim) => fetchOne(options, claim)));
  return { fetched: outcomes.length, failed: outcomes.filter((ok) => !ok).length };
}

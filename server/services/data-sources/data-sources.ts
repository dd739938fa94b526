import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_PULL_INTERVAL_SECONDS, type DataSource, type DataSourceInput } from '../../../contract/dataSources.ts';
import { isStale } from '../../../contract/liveValues.ts';
import type { Db } from '../../db/database.ts';
import { clients, dataSources, dataSourceStates } from '../../db/schema.ts';
import { readValues, dropValuesOutside, type StoredValues } from './data-source-values.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { open, seal } from '../secret-box.ts';
import { queryRows } from '../sql-rows.ts';
import { hashToken, newToken } from '../tokens.ts';

export type DataSourceRow = typeof dataSources.$inferSelect;
type StateRow = typeof dataSourceStates.$inferSelect;

/** The purpose the pull headers are sealed under (secret-box.ts binds it). */
const HEADERS_PURPOSE = 'data-source-headers';

export function sealHeaders(key: Buffer, headers: Record<string, string>): string {
  return seal(key, JSON.stringify(headers), HEADERS_PURPOSE);
}

/** The pull headers, or none when they were sealed under another key. */
export function openHeaders(key: Buffer, sealed: string | null): Record<string, string> {
  if (sealed === null) return {};
  const plain = open(key, sealed, HEADERS_PURPOSE);
  return plain === null ? {} : (JSON.parse(plain) as Record<string, string>);
}

function view(row: DataSourceRow, state: StateRow | undefined, values: StoredValues | undefined, headerNames: string[], now: Date): DataSource {
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    kind: row.kind,
    url: row.url,
    intervalSeconds: row.intervalSeconds,
    headerNames,
    staleAfterSeconds: row.staleAfterSeconds,
    fields: row.fields,
    values: row.fields.map((field) => {
      const stored = values?.get(field.key);
      const updatedUtc = stored ? stored.updatedUtc.toISOString() : null;
      return { key: field.key, type: field.type, value: stored?.value ?? null, updatedUtc, stale: isStale(updatedUtc, row.staleAfterSeconds, now.getTime()) };
    }),
    lastFetchUtc: state?.lastFetchUtc?.toISOString() ?? null,
    lastError: state?.lastError ?? null,
    createdUtc: row.createdUtc.toISOString(),
    updatedUtc: row.updatedUtc.toISOString(),
  };
}

/** The sources as the API answers them, with their values, pull state and header names. */
export async function dataSourceViews(db: Db, key: () => Promise<Buffer>, rows: DataSourceRow[], now: Date): Promise<DataSource[]> {
  const ids = rows.map((row) => row.id);
  const [states, values] = await Promise.all([
    ids.length === 0 ? [] : db.select().from(dataSourceStates).where(inArray(dataSourceStates.sourceId, ids)),
    readValues(db, ids),
  ]);
  const stateById = new Map(states.map((state) => [state.sourceId, state]));
  const needsKey = states.some((state) => state.headersCiphertext !== null);
  const secretKey = needsKey ? await key() : null;
  return rows.map((row) => {
    const state = stateById.get(row.id);
    const headerNames = secretKey && state ? Object.keys(openHeaders(secretKey, state.headersCiphertext)) : [];
    return view(row, state, values.get(row.id), headerNames, now);
  });
}

export async function listDataSources(db: Db, scope: Scope): Promise<DataSourceRow[]> {
  return db
    .select()
    .from(dataSources)
    .where(scopeSql(scope, dataSources.clientId, null))
    .orderBy(asc(sql`lower(${dataSources.name})`), asc(dataSources.id));
}

/** The source if the scope may see it: another client's is simply not found (404). */
export async function findDataSource(db: Db, scope: Scope, id: string): Promise<DataSourceRow | null> {
  const [row] = await db
    .select()
    .from(dataSources)
    .where(and(eq(dataSources.id, id), scopeSql(scope, dataSources.clientId, null)));
  return row ?? null;
}

function columns(input: DataSourceInput, now: Date) {
  const pull = input.kind === 'pull';
  return {
    name: input.name,
    clientId: input.clientId,
    kind: input.kind,
    url: pull ? (input.url ?? null) : null,
    intervalSeconds: pull ? (input.intervalSeconds ?? DEFAULT_PULL_INTERVAL_SECONDS) : null,
    staleAfterSeconds: input.staleAfterSeconds,
    fields: input.fields.map((field) => (pull ? field : { key: field.key, type: field.type })),
    updatedUtc: now,
  };
}

/** A new source; a push source gets its token, answered this once (only its hash is kept). */
export async function createDataSource(db: Db, key: Buffer, input: DataSourceInput, now: Date): Promise<{ row: DataSourceRow; pushToken: string | null }> {
  const pushToken = input.kind === 'push' ? newToken() : null;
  const [row] = await db
    .insert(dataSources)
    .values({ ...columns(input, now), tokenHash: pushToken ? hashToken(pushToken) : null, createdUtc: now })
    .returning();
  if (!row) throw new Error('The data source was not written.');
  await db.insert(dataSourceStates).values({
    sourceId: row.id,
    headersCiphertext: input.kind === 'pull' && input.headers ? sealHeaders(key, input.headers) : null,
    nextFetchUtc: input.kind === 'pull' ? now : null,
  });
  return { row, pushToken };
}

/**
 * Saves an edit. Headers left out are kept (they are never shown, so the form cannot send them
 * back); sent, they replace the old ones. A pull source is fetched again at once (its address or
 * paths may have changed); values of removed keys go.
 */
export async function updateDataSource(db: Db, key: Buffer, row: DataSourceRow, input: DataSourceInput, now: Date): Promise<{ row: DataSourceRow; pushToken: string | null }> {
  const becomesPush = input.kind === 'push' && row.tokenHash === null;
  const pushToken = becomesPush ? newToken() : null;
  const tokenHash = input.kind === 'push' ? (pushToken ? hashToken(pushToken) : row.tokenHash) : null;
  const [updated] = await db
    .update(dataSources)
    .set({ ...columns(input, now), tokenHash })
    .where(eq(dataSources.id, row.id))
    .returning();
  if (!updated) throw new Error('The data source was not written.');
  await db
    .update(dataSourceStates)
    .set({
      nextFetchUtc: input.kind === 'pull' ? now : null,
      failures: 0,
      ...(input.kind === 'push' ? { headersCiphertext: null, lastError: null } : {}),
      ...(input.kind === 'pull' && input.headers ? { headersCiphertext: sealHeaders(key, input.headers) } : {}),
    })
    .where(eq(dataSourceStates.sourceId, row.id));
  await dropValuesOutside(db, row.id, input.fields.map((field) => field.key));
  return { row: updated, pushToken };
}

/** A new push token; the old one stops working at once. */
export async function renewPushToken(db: Db, id: string, now: Date): Promise<string> {
  const pushToken = newToken();
  await db.update(dataSources).set({ tokenHash: hashToken(pushToken), updatedUtc: now }).where(eq(dataSources.id, id));
  return pushToken;
}

/** The names of the layouts (GROUP assets) that place a data widget reading this source. */
export async function layoutsUsing(db: Db, id: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select distinct a.name from asset_placements p join assets a on a.id = p.parent_asset_id
        where p.config->>'dataSourceId' = ${id} order by a.name limit 20`,
  );
  return rows.map((row) => row.name);
}

export async function deleteDataSource(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(dataSources).where(eq(dataSources.id, id)).returning({ id: dataSources.id });
  return deleted.length > 0;
}

/** The source a push names, if the token is its own (compared by hash). */
export async function sourceForPush(db: Db, id: string, token: string): Promise<DataSourceRow | null> {
  const [row] = await db
    .select()
    .from(dataSources)
    .where(and(eq(dataSources.id, id), eq(dataSources.tokenHash, hashToken(token))));
  return row ?? null;
}

/** Whether a source may name this client (a missing one is a 400, not a foreign-key failure). */
export async function clientExists(db: Db, clientId: string): Promise<boolean> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  return client !== undefined;
}

/** One source as a device draws it (services/live-values-cache.ts keeps it until its next change). */
export interface LiveSourceRead {
  id: string;
  /** Null: shared by every client. */
  clientId: string | null;
  staleAfterSeconds: number;
  /** By key. */
  values: { key: string; value: unknown; updatedUtc: string }[];
}

/** A source's values as a device draws them, or null when there is no such source. */
export async function readLiveSource(db: Db, sourceId: string): Promise<LiveSourceRead | null> {
  const [row] = await db
    .select({ id: dataSources.id, clientId: dataSources.clientId, staleAfterSeconds: dataSources.staleAfterSeconds })
    .from(dataSources)
    .where(eq(dataSources.id, sourceId));
  if (!row) return null;
  const values = (await readValues(db, [row.id])).get(row.id) ?? new Map();
  return {
    ...row,
    values: [...values.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, stored]) => ({ key, value: stored.value, updatedUtc: stored.updatedUtc.toISOString() })),
  };
}

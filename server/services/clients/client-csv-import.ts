import { sql } from 'drizzle-orm';
import { clientUploadMessages, type ClientUploadResult, type ClientUploadRowError } from '../../../contract/clientUpload.ts';
import type { Db } from '../../db/database.ts';
import { applyInBatches, applyInOneTransaction, type ExistingVenue, type ImportPlan } from './client-csv-import-apply.ts';
import type { CsvRow } from './client-csv-parse.ts';
import { conflict } from '../../http/http-problem.ts';
import { queryRows, uniqueViolation } from '../sql-rows.ts';

const key = (value: string) => value.toLowerCase();

interface StoredClient {
  id: string;
  name: string;
  name_key: string;
  updated_utc: string;
}

/** Keys per lookup of the stored clients and venues: each read stays short on PGlite too. */
const KEYS_PER_READ = 1000;

export interface ImportOptions {
  /**
   * PGlite: write in short statements with other requests let through between them, and undo
   * what was written should a later one fail. PGlite runs every statement on the main thread,
   * one at a time, so a single transaction over a large file stops the whole server until it
   * ends (26 s for 93,000 rows). PostgreSQL keeps the one transaction: others are not
   * held up there, and it is all or nothing even if the process dies.
   */
  inBatches?: boolean;
  /**
   * Told, once the file is applied, which stored venues it moved to another region: their screens'
   * time zone changed, so their players must read their days again (the route announces it after
   * the commit).
   */
  venuesMoved?: (venueIds: string[]) => void;
}

/** The stored venues a plan moves to another region. */
const movedVenueIds = (plan: ImportPlan) => plan.updatedVenues.filter((venue) => venue.region_id !== venue.existing.region_id).map((venue) => venue.existing.id);

/**
 * Applies the rows of an upload (docs/decisions.md#client-csv-upload): clients upserted by name and venues
 * by GMV, both ignoring case. All or nothing: a row that is bad on its own, has an unknown region,
 * repeats a GMV of an earlier row, or names a GMV of another client's venue (an upload never moves
 * a venue between clients: its screens and media would follow silently) makes the whole file
 * change nothing, and every bad row is reported. A write that fails later (a GMV created by someone
 * else meanwhile) leaves nothing of the file behind either.
 */
export async function importClientRows(db: Db, rows: CsvRow[], now: Date, options: ImportOptions = {}): Promise<ClientUploadResult> {
  try {
    if (options.inBatches) {
      return await oneImportAtATime(db, async () => {
        const planned = await planImport(db, rows);
        if ('rowErrors' in planned) return planned;
        await applyInBatches(db, planned.plan, now);
        options.venuesMoved?.(movedVenueIds(planned.plan));
        return appliedResult(rows.length, planned.plan);
      });
    }
    return await db.transaction(async (tx) => {
      const planned = await planImport(tx, rows);
      if ('rowErrors' in planned) return planned;
      await applyInOneTransaction(tx, planned.plan, now);
      options.venuesMoved?.(movedVenueIds(planned.plan));
      return appliedResult(rows.length, planned.plan);
    });
  } catch (error) {
    // A client or GMV created by someone else between our reads and our writes.
    if (uniqueViolation(error) !== null) throw conflict(clientUploadMessages.changedMeanwhile);
    throw error;
  }
}

/**
 * In one transaction, FOR UPDATE makes a second upload of the same names wait for the first; the
 * batched path has no transaction to hold those locks, so its uploads wait for each other here
 * (PGlite has one process).
 */
const importsUnderWay = new WeakMap<Db, Promise<unknown>>();

async function oneImportAtATime<T>(db: Db, run: () => Promise<T>): Promise<T> {
  const previous = importsUnderWay.get(db) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(run);
  importsUnderWay.set(db, current);
  try {
    return await current;
  } finally {
    if (importsUnderWay.get(db) === current) importsUnderWay.delete(db);
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Reads what the file touches and works out every change, or the bad rows. Writes nothing. */
async function planImport(db: Db, rows: CsvRow[]): Promise<{ plan: ImportPlan } | ClientUploadResult> {
  const regionRows = await queryRows<{ id: string; name_key: string }>(db, sql`select id, lower(name) as name_key from regions`);
  const regionIds = new Map(regionRows.map((region) => [region.name_key, region.id]));
  const existingClients: StoredClient[] = [];
  for (const keys of chunks([...new Set(rows.map((row) => key(row.clientName)))], KEYS_PER_READ)) {
    // One JSON parameter, whatever the number of rows (drivers cap the number of parameters).
    // FOR UPDATE: in a transaction, a concurrent upload of the same names waits instead of reading stale rows.
    existingClients.push(
      ...(await queryRows<StoredClient>(
        db,
        sql`select id, name, lower(name) as name_key, updated_utc::text as updated_utc from clients
            where lower(name) in (select json_array_elements_text(${JSON.stringify(keys)}::json)) for update`,
      )),
    );
  }
  const existingVenues: ExistingVenue[] = [];
  for (const keys of chunks([...new Set(rows.map((row) => key(row.gmv)))], KEYS_PER_READ)) {
    // The stored values too, so the batched path can put back what it changed.
    existingVenues.push(
      ...(await queryRows<ExistingVenue>(
        db,
        sql`select v.id, lower(v.gmv) as gmv_key, lower(c.name) as client_key,
                   v.name, v.region_id, v.gmv, v.updated_utc::text as updated_utc
            from venues v join clients c on c.id = v.client_id
            where lower(v.gmv) in (select json_array_elements_text(${JSON.stringify(keys)}::json)) for update of v`,
      )),
    );
  }
  const clientByKey = new Map(existingClients.map((client) => [client.name_key, client]));
  const venueByGmv = new Map(existingVenues.map((venue) => [venue.gmv_key, venue]));

  const rowErrors = findRowErrors(rows, regionIds, venueByGmv);
  if (rowErrors.length > 0) return notApplied(rows.length, rowErrors);

  // Clients: the first spelling in the file wins for new ones; existing ones take the file's.
  const fileClients = new Map<string, string>();
  for (const row of rows) if (!fileClients.has(key(row.clientName))) fileClients.set(key(row.clientName), row.clientName);
  const venues = rows.map((row) => ({
    existing: venueByGmv.get(key(row.gmv)) ?? null,
    clientKey: key(row.clientName),
    region_id: regionIds.get(key(row.region)) ?? '',
    name: row.venueName,
    gmv: row.gmv,
  }));
  return {
    plan: {
      newClients: [...fileClients].filter(([nameKey]) => !clientByKey.has(nameKey)).map(([, name]) => ({ name })),
      existingClientIds: new Map(existingClients.map((client) => [client.name_key, client.id])),
      existingClientCount: existingClients.length,
      renamedClients: existingClients
        .map((client) => ({
          id: client.id,
          name: fileClients.get(client.name_key) ?? client.name,
          old: client.name,
          oldUpdatedUtc: client.updated_utc,
        }))
        .filter((client) => client.name !== client.old),
      newVenues: venues.filter((venue) => venue.existing === null),
      updatedVenues: venues.flatMap((venue) => (venue.existing === null ? [] : [{ ...venue, existing: venue.existing }])),
    },
  };
}

function findRowErrors(
  rows: CsvRow[],
  regionIds: Map<string, string>,
  venueByGmv: Map<string, ExistingVenue>,
): ClientUploadRowError[] {
  const firstRowOfGmv = new Map<string, number>();
  const errors: ClientUploadRowError[] = [];
  for (const row of rows) {
    const rowMessages = [...row.messages];
    if (row.region !== '' && !regionIds.has(key(row.region))) rowMessages.push(clientUploadMessages.regionUnknown);
    if (row.gmv !== '') {
      const firstRow = firstRowOfGmv.get(key(row.gmv));
      if (firstRow === undefined) firstRowOfGmv.set(key(row.gmv), row.row);
      else rowMessages.push(clientUploadMessages.gmvRepeated(firstRow));
      const existing = venueByGmv.get(key(row.gmv));
      if (existing && existing.client_key !== key(row.clientName)) rowMessages.push(clientUploadMessages.gmvOfAnotherClient);
    }
    if (rowMessages.length > 0) errors.push({ row: row.row, messages: rowMessages });
  }
  return errors;
}

function appliedResult(rowCount: number, plan: ImportPlan): ClientUploadResult {
  return {
    applied: true,
    rows: rowCount,
    clients: { created: plan.newClients.length, updated: plan.existingClientCount },
    venues: { created: plan.newVenues.length, updated: plan.updatedVenues.length },
    rowErrors: [],
  };
}

function notApplied(rowCount: number, rowErrors: ClientUploadRowError[]): ClientUploadResult {
  return {
    applied: false,
    rows: rowCount,
    clients: { created: 0, updated: 0 },
    venues: { created: 0, updated: 0 },
    rowErrors,
  };
}

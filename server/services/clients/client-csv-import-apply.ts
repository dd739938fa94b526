import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { finishImportJournal, journalled, startImportJournal, undoImport } from '../client-import-journal.ts';
import { queryRows } from '../sql-rows.ts';

/** A stored venue the file names by GMV, with the values an undo puts back. */
export interface ExistingVenue {
  id: string;
  gmv_key: string;
  client_key: string;
  name: string;
  region_id: string;
  gmv: string;
  /** As PostgreSQL prints it: a JavaScript Date would lose the microseconds. */
  updated_utc: string;
}

interface PlannedVenue {
  clientKey: string;
  region_id: string;
  name: string;
  gmv: string;
}

/** A stored client whose name the file spells otherwise; `old` and `oldUpdatedUtc` are for the undo. */
export interface RenamedClient {
  id: string;
  name: string;
  old: string;
  oldUpdatedUtc: string;
}

/** Every change a valid file makes (client-csv-import.ts works it out). */
export interface ImportPlan {
  newClients: { name: string }[];
  /** Stored clients the file names, by lower-case name. */
  existingClientIds: Map<string, string>;
  existingClientCount: number;
  renamedClients: RenamedClient[];
  newVenues: PlannedVenue[];
  updatedVenues: (PlannedVenue & { existing: ExistingVenue })[];
}

const timestamp = (now: Date) => sql`${now.toISOString()}::timestamptz`;

function venueRow(venue: PlannedVenue, clientIds: Map<string, string>) {
  return { client_id: clientIds.get(venue.clientKey), region_id: venue.region_id, name: venue.name, gmv: venue.gmv };
}

const insertClientsSql = (clients: { name: string }[], at: Date) =>
  sql`insert into clients (name, created_utc, updated_utc)
      select name, ${timestamp(at)}, ${timestamp(at)} from json_to_recordset(${JSON.stringify(clients)}::json) as x(name text)
      returning id, name`;

const insertClients = (db: Db, clients: { name: string }[], at: Date) =>
  queryRows<{ id: string; name: string }>(db, insertClientsSql(clients, at));

const renameClients = (db: Db, clients: { id: string; name: string }[], at: Date) =>
  db.execute(sql`
    update clients c set name = x.name, updated_utc = ${timestamp(at)}
    from json_to_recordset(${JSON.stringify(clients)}::json) as x(id uuid, name text)
    where c.id = x.id`);

const insertVenuesSql = (venues: ReturnType<typeof venueRow>[], at: Date) =>
  sql`insert into venues (client_id, region_id, name, gmv, created_utc, updated_utc)
      select client_id, region_id, name, gmv, ${timestamp(at)}, ${timestamp(at)}
      from json_to_recordset(${JSON.stringify(venues)}::json) as x(client_id uuid, region_id uuid, name text, gmv text)
      returning id`;

const insertVenues = (db: Db, venues: ReturnType<typeof venueRow>[], at: Date) => queryRows<{ id: string }>(db, insertVenuesSql(venues, at));

// The GMV too: its spelling (case) may differ from the stored one. Unchanged rows are not
// rewritten (a re-upload of a large file would otherwise rewrite every row and index entry).
const updateVenues = (db: Db, venues: { id: string; region_id: string; name: string; gmv: string }[], at: Date) =>
  db.execute(sql`
    update venues v set name = x.name, region_id = x.region_id, gmv = x.gmv, updated_utc = ${timestamp(at)}
    from json_to_recordset(${JSON.stringify(venues)}::json) as x(id uuid, region_id uuid, name text, gmv text)
    where v.id = x.id and (v.name, v.region_id, v.gmv) is distinct from (x.name, x.region_id, x.gmv)`);

const lowerCaseNames = (clients: { id: string; name: string }[]) =>
  new Map(clients.map((client) => [client.name.toLowerCase(), client.id]));

/** PostgreSQL: the whole file in the caller's transaction, one statement per kind of change. */
export async function applyInOneTransaction(tx: Db, plan: ImportPlan, at: Date): Promise<void> {
  const clientIds = new Map(plan.existingClientIds);
  if (plan.newClients.length > 0) {
    for (const [nameKey, id] of lowerCaseNames(await insertClients(tx, plan.newClients, at))) clientIds.set(nameKey, id);
  }
  if (plan.renamedClients.length > 0) await renameClients(tx, plan.renamedClients, at);
  if (plan.newVenues.length > 0) await insertVenues(tx, plan.newVenues.map((venue) => venueRow(venue, clientIds)), at);
  if (plan.updatedVenues.length > 0) {
    await updateVenues(tx, plan.updatedVenues.map((venue) => ({ ...venueRow(venue, clientIds), id: venue.existing.id })), at);
  }
}

/**
 * Statements of a size that takes about this long: what a concurrent request waits at worst per
 * statement it needs. Sized from the last statement's pace, as the cost per row varies (three
 * trigram GIN indexes on names and GMVs, with fastupdate off so search stays fast).
 */
const TARGET_STATEMENT_MS = 40;
const FIRST_BATCH_ROWS = 200;
const MIN_BATCH_ROWS = 50;
const MAX_BATCH_ROWS = 5000;

/** Lets the event loop take in other requests and queue their queries before our next statement. */
const letOthersThrough = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `write` over the items in slices sized to TARGET_STATEMENT_MS, letting others through between. */
async function inSlices<T>(items: T[], write: (slice: T[]) => Promise<unknown>): Promise<void> {
  let size = FIRST_BATCH_ROWS;
  for (let start = 0; start < items.length; ) {
    const slice = items.slice(start, start + size);
    const began = performance.now();
    await write(slice);
    const tookMs = Math.max(performance.now() - began, 1);
    size = Math.round(Math.min(MAX_BATCH_ROWS, Math.max(MIN_BATCH_ROWS, (slice.length * TARGET_STATEMENT_MS) / tookMs)));
    start += slice.length;
    await letOthersThrough();
  }
}

/**
 * PGlite: the same changes in short statements, each its own transaction, with other requests let
 * through between them (a big import no longer stops the server). All or nothing all the same,
 * even across a crash: the values it overwrites are journalled before it starts, and
 * each row it creates is journalled by the statement that creates it. Should a statement fail
 * (someone changed the same clients or GMVs meanwhile), or the process die, the journal undoes
 * it: at once, or when the server next starts (undoUnfinishedImports). Others may see the import
 * half done while it runs.
 */
export async function applyInBatches(db: Db, plan: ImportPlan, at: Date): Promise<void> {
  const importId = await startImportJournal(db, {
    at,
    renamedClients: plan.renamedClients,
    updatedVenues: plan.updatedVenues.map((venue) => venue.existing),
  });
  const clientIds = new Map(plan.existingClientIds);
  try {
    await inSlices(plan.newClients, async (slice) => {
      const inserted = await journalled<{ id: string; name: string }>(db, importId, 'client', insertClientsSql(slice, at));
      for (const [nameKey, id] of lowerCaseNames(inserted)) clientIds.set(nameKey, id);
    });
    await inSlices(plan.renamedClients, (slice) => renameClients(db, slice, at));
    await inSlices(plan.newVenues, (slice) =>
      journalled(db, importId, 'venue', insertVenuesSql(slice.map((venue) => venueRow(venue, clientIds)), at)),
    );
    await inSlices(plan.updatedVenues, (slice) =>
      updateVenues(db, slice.map((venue) => ({ ...venueRow(venue, clientIds), id: venue.existing.id })), at),
    );
  } catch (error) {
    try {
      await undoImport(db, importId);
    } catch (undoError) {
      throw new AggregateError([error, undoError], 'A client import failed and could not be fully undone.');
    }
    throw error;
  }
  await finishImportJournal(db, importId);
}

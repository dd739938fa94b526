import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { clientImports } from '../db/schema.ts';
import { queryRows } from './sql-rows.ts';

/**
 * The journal of an embedded client CSV import, which writes in short
 * statements of their own (client-csv-import-apply.ts): what it will overwrite is kept before it
 * starts, what it creates is kept by the very statement that creates it. An import that ends
 * deletes its journal; one whose process died leaves it, and the next start undoes it before
 * serving requests. Every step of the undo spares rows changed by others since.
 */

export interface ImportJournalStart {
  at: Date;
  renamedClients: Array<{ id: string; name: string; old: string; oldUpdatedUtc: string }>;
  updatedVenues: Array<{ id: string; name: string; region_id: string; gmv: string; updated_utc: string }>;
}

export async function startImportJournal(db: Db, start: ImportJournalStart): Promise<string> {
  const [row] = await db
    .insert(clientImports)
    .values({ atUtc: start.at, renamedClients: start.renamedClients, updatedVenues: start.updatedVenues })
    .returning({ id: clientImports.id });
  if (!row) throw new Error('The import journal was not written.');
  return row.id;
}

/** Runs an insert that returns `id` and journals each created row, in one statement. */
export function journalled<Row extends { id: string }>(db: Db, importId: string, kind: 'client' | 'venue', insert: SQL): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`with inserted as (${insert}),
             journal as (insert into client_import_rows (import_id, kind, row_id) select ${importId}::uuid, ${kind}, id from inserted)
        select * from inserted`,
  );
}

/** The import is complete: its journal goes. */
export async function finishImportJournal(db: Db, importId: string): Promise<void> {
  await db.delete(clientImports).where(eq(clientImports.id, importId));
}

export interface UndoneImport {
  clientsRemoved: number;
  venuesRemoved: number;
}

/** Puts back what the import wrote (in one transaction), then drops its journal. */
export async function undoImport(db: Db, importId: string): Promise<UndoneImport> {
  return db.transaction(async (t) => {
    const [journal] = await queryRows<{ at: string }>(t, sql`select at_utc::text as at from client_imports where id = ${importId}`);
    if (!journal) return { clientsRemoved: 0, venuesRemoved: 0 };
    const at = sql`${journal.at}::timestamptz`;
    const created = (kind: string) => sql`(select row_id from client_import_rows where import_id = ${importId} and kind = ${kind})`;
    const venues = await queryRows<{ id: string }>(t, sql`delete from venues where id in ${created('venue')} returning id`);
    await t.execute(sql`
      update venues v set name = x.name, region_id = x.region_id, gmv = x.gmv, updated_utc = x.updated_utc::timestamptz
      from client_imports j, jsonb_to_recordset(j.updated_venues) as x(id uuid, region_id uuid, name text, gmv text, updated_utc text)
      where j.id = ${importId} and v.id = x.id and v.updated_utc = ${at}`);
    await t.execute(sql`
      update clients c set name = x.old, updated_utc = x."oldUpdatedUtc"::timestamptz
      from client_imports j, jsonb_to_recordset(j.renamed_clients) as x(id uuid, name text, old text, "oldUpdatedUtc" text)
      where j.id = ${importId} and c.id = x.id and c.name = x.name and c.updated_utc = ${at}`);
    // A client the import created is kept if someone gave it a venue meanwhile.
    const clients = await queryRows<{ id: string }>(
      t,
      sql`delete from clients c where c.id in ${created('client')}
            and not exists (select 1 from venues v where v.client_id = c.id)
          returning id`,
    );
    await t.delete(clientImports).where(eq(clientImports.id, importId));
    return { clientsRemoved: clients.length, venuesRemoved: venues.length };
  });
}

/** At start-up, before requests: undoes every import a crash cut short. */
export async function undoUnfinishedImports(db: Db): Promise<UndoneImport[]> {
  const unfinished = await db.select({ id: clientImports.id }).from(clientImports);
  const undone: UndoneImport[] = [];
  for (const { id } of unfinished) undone.push(await undoImport(db, id));
  return undone;
}

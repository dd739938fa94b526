import { sql } from 'drizzle-orm';
import { clientUploadMessages, type ClientUploadResult, type ClientUploadRowError } from '../../contract/clientUpload.ts';
import type { Db } from '../db/database.ts';
import type { CsvRow } from './client-csv-parse.ts';
import { conflict } from './http-problem.ts';
import { queryRows, uniqueViolation } from './sql-rows.ts';

interface ExistingVenue {
  id: string;
  gmv_key: string;
  client_key: string;
}

const key = (value: string) => value.toLowerCase();

/**
 * Applies the rows of an upload (DESIGN §5 Client CSV upload) in one transaction: clients upserted
 * by name and venues by GMV, both ignoring case. All or nothing: a row that is bad on its own, has
 * an unknown region, repeats a GMV of an earlier row, or names a GMV of another client's venue
 * (an upload never moves a venue between clients: its screens and media would follow silently)
 * makes the whole file change nothing, and every bad row is reported.
 */
export async function importClientRows(db: Db, rows: CsvRow[], now: Date): Promise<ClientUploadResult> {
  const at = sql`${now.toISOString()}::timestamptz`;
  try {
    return await db.transaction(async (tx) => {
      const regionRows = await queryRows<{ id: string; name_key: string }>(
        tx,
        sql`select id, lower(name) as name_key from regions`,
      );
      const regionIds = new Map(regionRows.map((region) => [region.name_key, region.id]));
      // One JSON parameter, whatever the number of rows (drivers cap the number of parameters).
      const clientKeys = JSON.stringify([...new Set(rows.map((row) => key(row.clientName)))]);
      const gmvKeys = JSON.stringify([...new Set(rows.map((row) => key(row.gmv)))]);
      // FOR UPDATE: a concurrent upload of the same names waits instead of reading stale rows.
      const existingClients = await queryRows<{ id: string; name: string; name_key: string }>(
        tx,
        sql`select id, name, lower(name) as name_key from clients
            where lower(name) in (select json_array_elements_text(${clientKeys}::json)) for update`,
      );
      const existingVenues = await queryRows<ExistingVenue>(
        tx,
        sql`select v.id, lower(v.gmv) as gmv_key, lower(c.name) as client_key
            from venues v join clients c on c.id = v.client_id
            where lower(v.gmv) in (select json_array_elements_text(${gmvKeys}::json)) for update of v`,
      );
      const clientByKey = new Map(existingClients.map((client) => [client.name_key, client]));
      const venueByGmv = new Map(existingVenues.map((venue) => [venue.gmv_key, venue]));

      const rowErrors = findRowErrors(rows, regionIds, venueByGmv);
      if (rowErrors.length > 0) return notApplied(rows.length, rowErrors);

      // Clients: the first spelling in the file wins for new ones; existing ones take the file's.
      const fileClients = new Map<string, string>();
      for (const row of rows) if (!fileClients.has(key(row.clientName))) fileClients.set(key(row.clientName), row.clientName);
      const newClients = [...fileClients].filter(([nameKey]) => !clientByKey.has(nameKey)).map(([, name]) => ({ name }));
      const renamedClients = existingClients
        .map((client) => ({ id: client.id, name: fileClients.get(client.name_key) ?? client.name, old: client.name }))
        .filter((client) => client.name !== client.old);
      const clientIds = new Map(existingClients.map((client) => [client.name_key, client.id]));
      if (newClients.length > 0) {
        const inserted = await queryRows<{ id: string; name: string }>(
          tx,
          sql`insert into clients (name, created_utc, updated_utc)
              select name, ${at}, ${at} from json_to_recordset(${JSON.stringify(newClients)}::json) as x(name text)
              returning id, name`,
        );
        for (const client of inserted) clientIds.set(key(client.name), client.id);
      }
      if (renamedClients.length > 0) {
        await tx.execute(sql`
          update clients c set name = x.name, updated_utc = ${at}
          from json_to_recordset(${JSON.stringify(renamedClients)}::json) as x(id uuid, name text)
          where c.id = x.id`);
      }

      const venueRows = rows.map((row) => ({
        id: venueByGmv.get(key(row.gmv))?.id ?? null,
        client_id: clientIds.get(key(row.clientName)),
        region_id: regionIds.get(key(row.region)),
        name: row.venueName,
        gmv: row.gmv,
      }));
      const newVenues = venueRows.filter((venue) => venue.id === null);
      const updatedVenues = venueRows.filter((venue) => venue.id !== null);
      if (newVenues.length > 0) {
        await tx.execute(sql`
          insert into venues (client_id, region_id, name, gmv, created_utc, updated_utc)
          select client_id, region_id, name, gmv, ${at}, ${at}
          from json_to_recordset(${JSON.stringify(newVenues)}::json) as x(client_id uuid, region_id uuid, name text, gmv text)`);
      }
      if (updatedVenues.length > 0) {
        // The GMV too: its spelling (case) may differ from the stored one. Unchanged rows are not
        // rewritten (a re-upload of a large file would otherwise rewrite every row and index entry).
        await tx.execute(sql`
          update venues v set name = x.name, region_id = x.region_id, gmv = x.gmv, updated_utc = ${at}
          from json_to_recordset(${JSON.stringify(updatedVenues)}::json) as x(id uuid, region_id uuid, name text, gmv text)
          where v.id = x.id and (v.name, v.region_id, v.gmv) is distinct from (x.name, x.region_id, x.gmv)`);
      }
      return {
        applied: true,
        rows: rows.length,
        clients: { created: newClients.length, updated: existingClients.length },
        venues: { created: newVenues.length, updated: updatedVenues.length },
        rowErrors: [],
      };
    });
  } catch (error) {
    // A client or GMV created by someone else between our reads and our writes.
    if (uniqueViolation(error) !== null) throw conflict(clientUploadMessages.changedMeanwhile);
    throw error;
  }
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

function notApplied(rowCount: number, rowErrors: ClientUploadRowError[]): ClientUploadResult {
  return {
    applied: false,
    rows: rowCount,
    clients: { created: 0, updated: 0 },
    venues: { created: 0, updated: 0 },
    rowErrors,
  };
}

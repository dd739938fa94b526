import { sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { scheduleListQuerySchema, scheduleRequestSchema, ScheduleEntry } from '../../../contract/schedules.ts';
import type { Db } from '../../db/database.ts';
import { entryColumns, toScheduleEntry, type EntryRow } from './entry-rows.ts';
import { entryClientIdSql, entryScopeSql } from './entry-scope.ts';
import { entryVenues } from './entry-venues.ts';
import { neverRunsWarning } from './never-runs-warning.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { entriesSkipped } from './schedule-skipped.ts';
import { isUuid, queryRows } from '../sql-rows.ts';

type ScheduleBody = z.infer<typeof scheduleRequestSchema>;
type ScheduleListQuery = z.infer<typeof scheduleListQuerySchema>;

/** An entry's target and content as its columns (the audience of a change reads them too). */
export const entryColumnsOf = (body: ScheduleBody) => ({
  name: body.name,
  display_id: 'displayId' in body.target ? body.target.displayId : null,
  venue_id: 'venueId' in body.target ? body.target.venueId : null,
  client_id: 'clientId' in body.target ? body.target.clientId : null,
  asset_id: 'assetId' in body.content ? body.content.assetId : null,
  playlist_id: 'playlistId' in body.content ? body.content.playlistId : null,
});

const daysArray = (days: string[]) => `{${days.join(',')}}`;

/** The entry if the scope may read it, else null. */
export async function findEntry(db: Db, scope: Scope, id: string): Promise<EntryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryRows<EntryRow>(
    db,
    sql`select ${entryColumns} from schedule_entries e where e.id = ${id}::uuid and ${entryScopeSql(scope)}`,
  );
  return row ?? null;
}

/**
 * The entries as the API answers them to `scope`: each with why it can never run (read at the
 * venues it reaches) or null, and the screens the compliance rules skip it on that the scope sees.
 */
export async function entriesWithWarnings(db: Db, scope: Scope, rows: readonly EntryRow[], now: Date): Promise<ScheduleEntry[]> {
  const skipped = await entriesSkipped(db, scope, rows);
  return Promise.all(rows.map(async (row) => toScheduleEntry(row, neverRunsWarning(row, await entryVenues(db, row), now), skipped.get(row.id) ?? null)));
}

/** One entry as the API answers it to `scope` (entriesWithWarnings). */
export async function entryWithWarning(db: Db, scope: Scope, row: EntryRow, now: Date): Promise<ScheduleEntry> {
  const [entry] = await entriesWithWarnings(db, scope, [row], now);
  return entry!;
}

/**
 * What one filter of the list asks (a display: its own entries, its venue's and its client's; a
 * venue: its own, its displays' and its client's; a client: all of its) and whether the scope may
 * see its target; null when the id is not one at all.
 */
function filterOf(scope: Scope, kind: 'displayId' | 'venueId' | 'clientId', id: string): { reach: SQL; visible: SQL } | null {
  if (!isUuid(id)) return null;
  switch (kind) {
    case 'displayId':
      return {
        reach: sql`e.display_id = ${id}::uuid
          or e.venue_id = (select g.venue_id from displays d join graphics_controllers g on g.id = d.graphics_controller_id where d.id = ${id}::uuid)
          or e.client_id = (select v.client_id from displays d join graphics_controllers g on g.id = d.graphics_controller_id join venues v on v.id = g.venue_id where d.id = ${id}::uuid)`,
        visible: sql`exists (select 1 from displays d join graphics_controllers g on g.id = d.graphics_controller_id join venues v on v.id = g.venue_id where d.id = ${id}::uuid and ${scopeSql(scope, sql`v.client_id`, sql`v.id`)})`,
      };
    case 'venueId':
      return {
        reach: sql`e.venue_id = ${id}::uuid
          or e.display_id in (select d.id from displays d join graphics_controllers g on g.id = d.graphics_controller_id where g.venue_id = ${id}::uuid)
          or e.client_id = (select client_id from venues where id = ${id}::uuid)`,
        visible: sql`exists (select 1 from venues v where v.id = ${id}::uuid and ${scopeSql(scope, sql`v.client_id`, sql`v.id`)})`,
      };
    case 'clientId':
      return {
        reach: sql`${entryClientIdSql} = ${id}::uuid`,
        visible: sql`exists (select 1 from clients c where c.id = ${id}::uuid and ${scopeSql(scope, sql`c.id`, null)})`,
      };
  }
}

/**
 * The entries that reach every target asked (any of display, venue and client), highest priority
 * first; null when the scope may not see one of the targets or an id names nothing, so another
 * client's id is 404 wherever it stands in the query (docs/permissions.md).
 */
export async function listEntries(db: Db, scope: Scope, query: ScheduleListQuery): Promise<EntryRow[] | null> {
  const filters: Array<{ reach: SQL; visible: SQL }> = [];
  for (const kind of ['displayId', 'venueId', 'clientId'] as const) {
    const id = query[kind];
    if (id === undefined) continue;
    const filter = filterOf(scope, kind, id);
    if (!filter) return null;
    filters.push(filter);
  }
  if (filters.length > 0) {
    const [visible] = await queryRows<{ visible: boolean }>(db, sql`select ${sql.join(filters.map((filter) => filter.visible), sql` and `)} as visible`);
    if (!visible?.visible) return null;
  }
  const reach = filters.length === 0 ? sql`true` : sql.join(filters.map((filter) => sql`(${filter.reach})`), sql` and `);
  return queryRows<EntryRow>(
    db,
    sql`select ${entryColumns} from schedule_entries e where (${reach}) and ${entryScopeSql(scope)}
        order by e.priority desc, e.created_utc desc, e.id`,
  );
}

/** A new entry; its id. */
export async function insertEntry(db: Db, body: ScheduleBody): Promise<string> {
  const columns = entryColumnsOf(body);
  const [created] = await queryRows<{ id: string }>(
    db,
    sql`insert into schedule_entries (name, display_id, venue_id, client_id, asset_id, playlist_id, days, from_time, to_time,
          day_part, first_date, last_date, priority)
        values (${columns.name}, ${columns.display_id}, ${columns.venue_id}, ${columns.client_id}, ${columns.asset_id},
          ${columns.playlist_id}, ${daysArray(body.days)}::text[], ${body.from}, ${body.to}, ${body.dayPart},
          ${body.firstDate}::date, ${body.lastDate}::date, ${body.priority})
        returning id`,
  );
  if (!created) throw new Error('Insert into schedule_entries returned no row.');
  return created.id;
}

export async function updateEntry(db: Db, id: string, body: ScheduleBody): Promise<void> {
  const columns = entryColumnsOf(body);
  await db.execute(
    sql`update schedule_entries set name = ${columns.name}, display_id = ${columns.display_id}, venue_id = ${columns.venue_id},
          client_id = ${columns.client_id}, asset_id = ${columns.asset_id}, playlist_id = ${columns.playlist_id},
          days = ${daysArray(body.days)}::text[], from_time = ${body.from}, to_time = ${body.to}, day_part = ${body.dayPart},
          first_date = ${body.firstDate}::date, last_date = ${body.lastDate}::date, priority = ${body.priority}, updated_utc = now()
        where id = ${id}::uuid`,
  );
}

/** Deletes the entry; its targets (for the change's audience), none when there was no entry. */
export function deleteEntry(db: Db, id: string): Promise<Array<Pick<EntryRow, 'id' | 'display_id' | 'venue_id' | 'client_id'>>> {
  if (!isUuid(id)) return Promise.resolve([]);
  return queryRows(db, sql`delete from schedule_entries where id = ${id}::uuid returning id, display_id, venue_id, client_id`);
}

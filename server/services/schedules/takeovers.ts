import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { takeoverColumns, takeoverReturning, type TakeoverRow } from './takeover-rows.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { queryRows } from '../sql-rows.ts';

/** The most takeovers the list answers: running ones first, then the latest history. */
const TAKEOVER_LIST_LIMIT = 500;

const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * The takeovers the scope may read (docs/scheduling.md#model): all for admins; for a client user those that reach
 * its client (all venues, its client, or one of its venues). Running at `now` first, then by start.
 */
export async function listTakeovers(db: Db, scope: Scope, now: Date): Promise<TakeoverRow[]> {
  const reaches =
    scope.kind === 'client'
      ? sql`(t.all_targets or ${scope.clientId}::uuid = any(t.client_ids)
          or exists (select 1 from venues v where v.id = any(t.venue_ids) and ${scopeSql(scope, sql`v.client_id`, sql`v.id`)}))`
      : scopeSql(scope, sql`null`, null);
  const rows = await queryRows<TakeoverRow>(
    db,
    sql`select ${takeoverColumns} from takeovers t where ${reaches}
        order by (t.start_utc <= ${now.toISOString()}::timestamptz
                  and least(t.end_utc, coalesce(t.ended_utc, 'infinity')) > ${now.toISOString()}::timestamptz) desc,
                 t.start_utc desc, t.id
        limit ${TAKEOVER_LIST_LIMIT}`,
  );
  return scope.kind === 'client' ? withinClientReach(db, scope, rows) : rows;
}

/**
 * A takeover may name several clients and their venues; a client user is answered only the ids of
 * its own client and venues among them (a venue-limited person: its own venues) (docs/permissions.md: another client's ids are not its to
 * see). An all-venues takeover names no one and stays as it is.
 */
async function withinClientReach(db: Db, scope: Scope & { kind: 'client' }, rows: TakeoverRow[]): Promise<TakeoverRow[]> {
  const { clientId } = scope;
  const named = [...new Set(rows.flatMap((row) => row.venue_ids))];
  const own =
    named.length === 0
      ? new Set<string>()
      : new Set(
          (await queryRows<{ id: string }>(db, sql`select v.id from venues v where ${scopeSql(scope, sql`v.client_id`, sql`v.id`)} and v.id = any(${uuidArray(named)}::uuid[])`)).map(
            (venue) => venue.id,
          ),
        );
  return rows.map((row) => ({
    ...row,
    client_ids: row.client_ids.filter((id) => id === clientId),
    venue_ids: row.venue_ids.filter((id) => own.has(id)),
  }));
}

export interface NewTakeover {
  name: string;
  all: boolean;
  clientIds: string[];
  venueIds: string[];
  content: { assetId: string } | { playlistId: string };
  start: Date;
  end: Date;
  untilClosing: boolean;
}

/** Inserts a takeover (the caller has checked its reach, content and times). */
export async function insertTakeover(db: Db, takeover: NewTakeover): Promise<TakeoverRow> {
  const { content } = takeover;
  const [row] = await queryRows<TakeoverRow>(
    db,
    sql`insert into takeovers (name, all_targets, client_ids, venue_ids, asset_id, playlist_id, start_utc, end_utc, until_closing)
        values (${takeover.name}, ${takeover.all}, ${uuidArray(takeover.clientIds)}::uuid[], ${uuidArray(takeover.venueIds)}::uuid[],
          ${'assetId' in content ? content.assetId : null}, ${'playlistId' in content ? content.playlistId : null},
          ${takeover.start.toISOString()}::timestamptz, ${takeover.end.toISOString()}::timestamptz, ${takeover.untilClosing})
        returning ${takeoverReturning}`,
  );
  if (!row) throw new Error('The takeover insert returned no row.');
  return row;
}

/** Ends a takeover at `now` (kept in the history; one already over stays as it was), or null if there is none. */
export async function endTakeover(db: Db, takeoverId: string, now: Date): Promise<Pick<TakeoverRow, 'id' | 'all_targets' | 'client_ids' | 'venue_ids'> | null> {
  const [row] = await queryRows<Pick<TakeoverRow, 'id' | 'all_targets' | 'client_ids' | 'venue_ids'>>(
    db,
    sql`update takeovers set ended_utc = coalesce(ended_utc, least(greatest(${now.toISOString()}::timestamptz, start_utc), end_utc))
        where id = ${takeoverId}::uuid returning id, all_targets, client_ids, venue_ids`,
  );
  return row ?? null;
}

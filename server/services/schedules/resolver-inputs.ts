import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryPrepared, queryRows } from '../sql-rows.ts';
import type { DisplayContext } from './display-context.ts';
import { entryColumns, type EntryRow } from './entry-rows.ts';
import type { TakeoverRow } from './takeover-rows.ts';

/** Every entry that can apply to the display: on it, its venue or its client. */
export function entriesForDisplay(db: Db, context: DisplayContext): Promise<EntryRow[]> {
  return queryPrepared<EntryRow>(
    db,
    'entries_for_display',
    sql`select ${entryColumns} from schedule_entries e
        where e.display_id = ${context.displayId}::uuid or e.venue_id = ${context.venueId}::uuid or e.client_id = ${context.clientId}::uuid`,
  );
}

/** Takeovers that reach the venue and overlap [fromMs − 7 days, toMs): the resolver's lookback sees them. */
export function takeoversForDisplay(db: Db, context: Pick<DisplayContext, 'venueId' | 'clientId'>, fromMs: number, toMs: number): Promise<TakeoverRow[]> {
  // Not a named statement: `select *` would break in a process that prepared it when a migration adds a column.
  return queryRows<TakeoverRow>(
    db,
    sql`select * from takeovers t
        where (t.all_targets or ${context.clientId}::uuid = any(t.client_ids) or ${context.venueId}::uuid = any(t.venue_ids))
          and t.start_utc < ${new Date(toMs).toISOString()}::timestamptz
          and least(t.end_utc, coalesce(t.ended_utc, 'infinity')) > ${new Date(fromMs - 8 * 86_400_000).toISOString()}::timestamptz`,
  );
}

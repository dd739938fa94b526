import { sql } from 'drizzle-orm';
import type { PlayReportQuery } from '../../contract/fleet/plays.ts';
import type { Db } from '../db/database.ts';
import { queryRows } from '../services/sql-rows.ts';
import type { Scope } from './scope.ts';

/**
 * Whether a client user's filter names something of another client (answered 404, docs/permissions.md):
 * a client, venue or display not its own, or a layout that is another client's display's own
 * (DISPLAY) layout. Shared layouts (GROUP assets) play on many clients' screens: filtering by one
 * only counts the user's own displays.
 */
export async function filterOutOfScope(db: Db, scope: Scope, query: PlayReportQuery): Promise<boolean> {
  if (scope.kind === 'all') return false;
  if (scope.kind === 'none') return true;
  const own = scope.clientId;
  if (query.clientId !== undefined && query.clientId !== own) return true;
  const [row] = await queryRows<{ other: boolean }>(
    db,
    sql`select
          (${query.venueId ?? null}::uuid is not null and not exists (
            select 1 from venues where id = ${query.venueId ?? null}::uuid and client_id = ${own}::uuid))
          or (${query.displayId ?? null}::uuid is not null and not exists (
            select 1 from displays d join graphics_controllers g on g.id = d.graphics_controller_id
            join venues v on v.id = g.venue_id
            where d.id = ${query.displayId ?? null}::uuid and v.client_id = ${own}::uuid))
          or exists (
            select 1 from displays d join graphics_controllers g on g.id = d.graphics_controller_id
            left join venues v on v.id = g.venue_id
            where d.asset_id = ${query.assetId ?? null}::uuid and coalesce(v.client_id, g.client_id) is distinct from ${own}::uuid)
          as other`,
  );
  return row?.other === true;
}

import { sql, type SQL } from 'drizzle-orm';
import { scopeSql, type Scope } from '../../access/scope.ts';

/** The client an entry belongs to, whatever its target: what a client user's scope filters on. */
export const entryClientIdSql = sql`coalesce(
  e.client_id,
  (select v.client_id from venues v where v.id = e.venue_id),
  (select v.client_id from displays d join graphics_controllers g on g.id = d.graphics_controller_id
     join venues v on v.id = g.venue_id where d.id = e.display_id))`;

/** The venue of a venue's or a display's schedule entry (null for a client-wide one). */
const entryVenueIdSql = sql`coalesce(
  e.venue_id,
  (select g.venue_id from displays d join graphics_controllers g on g.id = d.graphics_controller_id where d.id = e.display_id))`;

/**
 * The entries (alias e) the scope may read: a client-wide entry within its client, a venue's or
 * a display's within the venues of a venue-limited scope (docs/permissions.md#scope-which-records).
 */
export function entryScopeSql(scope: Scope): SQL {
  return sql`((e.client_id is not null and ${scopeSql(scope, entryClientIdSql, null)})
    or (e.client_id is null and ${scopeSql(scope, entryClientIdSql, entryVenueIdSql)}))`;
}

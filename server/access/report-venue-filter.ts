import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../services/sql-rows.ts';
import { scopeSql, type Scope } from './scope.ts';

/**
 * Whether a report's client or venue filter names something the scope does not see (answered 404,
 * docs/permissions.md): a client not the user's own, a venue of another client or, for a
 * venue-manager, another venue of its own client; or one that does not exist (for anyone).
 */
export async function reportFilterOutOfScope(db: Db, scope: Scope, query: { clientId?: string | undefined; venueId?: string | undefined }): Promise<boolean> {
  if (query.clientId === undefined && query.venueId === undefined) return false;
  if (scope.kind === 'none') return true;
  if (query.clientId !== undefined && scope.kind === 'client' && query.clientId !== scope.clientId) return true;
  const [row] = await queryRows<{ other: boolean }>(
    db,
    sql`select
          (${query.clientId ?? null}::uuid is not null and not exists (select 1 from clients where id = ${query.clientId ?? null}::uuid))
          or (${query.venueId ?? null}::uuid is not null and not exists (
            select 1 from venues v where v.id = ${query.venueId ?? null}::uuid and ${scopeSql(scope, sql`v.client_id`, sql`v.id`)}))
          as other`,
  );
  return row?.other === true;
}

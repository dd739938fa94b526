import { sql } from 'drizzle-orm';
import type { ActivityRecord } from '../../../contract/activity.ts';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../access/scope.ts';
import { queryRows } from '../sql-rows.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id a page of records mentions: what each is about, where, and the ids among its changed values. */
export function idsOf(records: ActivityRecord[]): string[] {
  const ids = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && UUID.test(value)) ids.add(value.toLowerCase());
    else if (Array.isArray(value)) value.forEach(add);
  };
  for (const record of records) {
    [record.entityId, record.venueId, record.clientId, record.actor.id].forEach(add);
    for (const change of Object.values(record.changes)) {
      add(change.before);
      add(change.after);
    }
  }
  return [...ids];
}

/**
 * The names of the things a page of records mentions by id (docs/decisions.md#audit-records), so
 * Activity reads "sent Identify to Bar at Glenelg Jetty Hotel", never an id. A client user gets
 * only its own client's names and the shared ones (layouts, themes, playlists, regions, admins).
 * Something deleted since has no name here: its own records (its deletion) carry its name.
 */
export async function namesOf(db: Db, scope: Scope, ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0 || scope.kind === 'none') return {};
  const wanted = sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`;
  const rows = await queryRows<{ id: string; name: string; client_id: string | null }>(
    db,
    sql`select id, name, client_id from (
          select id, name, client_id from identities where id in ${wanted}
          union all select id, name, id from clients where id in ${wanted}
          union all select id, name, client_id from venues where id in ${wanted}
          union all select id, name, client_id from graphics_controllers where id in ${wanted}
          union all select d.id, d.label, g.client_id from displays d join graphics_controllers g on g.id = d.graphics_controller_id where d.id in ${wanted}
          union all select id, name, null from assets where id in ${wanted}
          union all select id, name, null from themes where id in ${wanted}
          union all select id, name, null from playlists where id in ${wanted}
          union all select id, name, null from regions where id in ${wanted}
          union all select id, name, client_id from schedule_entries where id in ${wanted}
          union all select id, name, null from takeovers where id in ${wanted}
          union all select id, name, client_id from data_sources where id in ${wanted}
          union all select id, coalesce(nullif(description, ''), url), null from webhook_endpoints where id in ${wanted}
          -- An invitation by the address it went to; an admin's (no client) is named to admins only:
          -- its own id stands for its client, which is no client user's.
          union all select id, email, coalesce(client_id, id) from invitations where id in ${wanted}
        ) named`,
  );
  const names: Record<string, string> = {};
  for (const row of rows) {
    if (scope.kind === 'client' && row.client_id !== null && row.client_id !== scope.clientId) continue;
    names[String(row.id)] = row.name;
  }
  return names;
}

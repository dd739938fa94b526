import { eq, sql } from 'drizzle-orm';
import { VENUES_IN_ALERT_NAMED, type Client } from '../../../contract/clients.ts';
import type { Page, PagingQuery } from '../../../contract/paging.ts';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema.ts';
import { scopeSql, type Scope } from '../../access/scope.ts';
import { isUuid, queryRows } from '../sql-rows.ts';
import { controllerSummary, inAlertExpression } from '../venues/venues.ts';

interface ClientRow {
  id: string;
  name: string;
  logo: string | null;
  venue_count: number;
  venues_in_alert_count: number;
  venues_in_alert_names: string[] | null;
  total: number;
}

function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    venueCount: row.venue_count,
    venuesInAlertCount: row.venues_in_alert_count,
    venuesInAlertNames: row.venues_in_alert_names ?? [],
  };
}

/** One page of clients sorted by name, with venue and in-alert counts, in one statement. */
export async function listClients(
  db: Db,
  options: { scope: Scope; clientId?: string; paging: PagingQuery; cutoff: Date },
): Promise<Page<Client>> {
  const { scope, paging, cutoff } = options;
  const where = sql`${scopeSql(scope, sql`c.id`, null)} and ${options.clientId === undefined ? sql`true` : sql`c.id = ${options.clientId}`}`;
  const rows = await queryRows<ClientRow>(
    db,
    sql`
      with page as (
        select c.id, c.name, c.logo
        from clients c
        where ${where}
        order by c.name, c.id
        limit ${paging.limit} offset ${paging.offset}
      )
      select p.id, p.name, p.logo, (select count(*)::int from clients c where ${where}) as total,
             counts.venue_count, counts.venues_in_alert_count, counts.venues_in_alert_names
      from page p
      left join lateral (
        select count(*)::int as venue_count,
               (count(*) filter (where ${inAlertExpression(cutoff)}))::int as venues_in_alert_count,
               (array_agg(v.name order by v.name, v.id) filter (where ${inAlertExpression(cutoff)}))[1:${sql.raw(String(VENUES_IN_ALERT_NAMED))}] as venues_in_alert_names
        from venues v
        ${controllerSummary}
        where v.client_id = p.id
      ) counts on true
      order by p.name, p.id`,
  );
  const first = rows[0];
  if (first) return { items: rows.map(toClient), total: first.total };
  if (paging.offset === 0) return { items: [], total: 0 };
  const [count] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from clients c where ${where}`);
  return { items: [], total: count?.total ?? 0 };
}

/** True when the client exists and the scope may see it. */
export async function clientIsVisible(db: Db, scope: Scope, clientId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select c.id from clients c where c.id = ${clientId} and ${scopeSql(scope, sql`c.id`, null)} limit 1`,
  );
  return rows.length > 0;
}

/** The client's name, or null when there is no client of that id (any scope: Admin checks). */
export async function clientName(db: Db, clientId: string): Promise<string | null> {
  if (!isUuid(clientId)) return null;
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return row?.name ?? null;
}

/** A new client's id; a taken name throws the unique violation, for the route to answer 409. */
export async function createClient(db: Db, name: string): Promise<string> {
  const [row] = await db.transaction((tx) => tx.insert(clients).values({ name }).returning({ id: clients.id }));
  if (!row) throw new Error('Insert into clients returned no row.');
  return row.id;
}

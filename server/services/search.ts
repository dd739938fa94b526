import { sql } from 'drizzle-orm';
import { SEARCH_RESULT_LIMIT, type SearchResult } from '../../contract/search.ts';
import type { Db } from '../db/database.ts';
import { clientFilter, type Scope } from './scope.ts';
import { escapeLike, queryRows } from './sql-rows.ts';

interface ResultRow {
  id: string;
  type: 'Client' | 'Venue';
  name: string;
  logo: string | null;
  client_id: string | null;
  gmv: string | null;
}

/**
 * Clients by name and venues by name or GMV containing the term, ignoring case (DESIGN §5).
 * ILIKE '%term%' is served by the trigram GIN indexes; % and _ in the term are taken literally.
 * Prefix matches first, then by name. Each half is cut to the limit before the union.
 */
export async function search(db: Db, scope: Scope, term: string): Promise<SearchResult[]> {
  const escaped = escapeLike(term);
  const contains = `%${escaped}%`;
  const prefix = `${escaped}%`;
  const limit = SEARCH_RESULT_LIMIT;
  const rows = await queryRows<ResultRow>(
    db,
    sql`
      select id, type, name, logo, client_id, gmv from (
        (select c.id, 'Client' as type, c.name, c.logo, null::uuid as client_id, null::text as gmv,
                (c.name ilike ${prefix}) as is_prefix
         from clients c
         where c.name ilike ${contains} and ${clientFilter(scope, sql`c.id`)}
         order by is_prefix desc, lower(c.name), c.id
         limit ${limit})
        union all
        (select v.id, 'Venue' as type, v.name, v.logo, v.client_id, v.gmv,
                (v.name ilike ${prefix} or v.gmv ilike ${prefix}) as is_prefix
         from venues v
         where (v.name ilike ${contains} or v.gmv ilike ${contains}) and ${clientFilter(scope, sql`v.client_id`)}
         order by is_prefix desc, lower(v.name), v.id
         limit ${limit})
      ) results
      order by is_prefix desc, lower(name), type, id
      limit ${limit}`,
  );
  return rows.map((row) => {
    const result: SearchResult = { id: row.id, type: row.type, name: row.name };
    if (row.logo !== null) result.logo = row.logo;
    if (row.type === 'Venue') {
      if (row.client_id !== null) result.clientId = row.client_id;
      if (row.gmv !== null) result.gmv = row.gmv;
    }
    return result;
  });
}

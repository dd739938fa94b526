import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULT_LIMIT, type SearchResult, type SearchResultType } from '../../contract/search.ts';
import type { Db } from '../db/database.ts';
import { scopeSql, type Scope } from '../access/scope.ts';
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
 * At most this many GMV-prefix matches, and this many substring matches per table, are read
 * before sorting by name. It bounds the work for a term that matches most rows (p99 ≤ 20 ms at
 * 100k venues); below it the answer is exact, above it the results are still matches, prefix
 * matches still come first and the list is still sorted by name, but they are the first by name
 * among the candidates read rather than among all matches.
 */
const CANDIDATE_LIMIT = 200;

/** Names sort by lower case, byte order: what the "C" collation indexes of migration 0006 serve. */
const nameKey = (alias: string) => sql.raw(`lower(${alias}.name) collate "C"`);

const orderByName: SQL = sql.raw(`order by lower(name) collate "C", type, id`);

const columns = {
  client: sql`c.id, 'Client' as type, c.name, c.logo, null::uuid as client_id, null::text as gmv`,
  venue: sql`v.id, 'Venue' as type, v.name, v.logo, v.client_id, v.gmv`,
};

/**
 * Clients by name and venues by name or GMV containing the term, ignoring case (docs/decisions.md#venues-and-alerts), or only
 * one of the two kinds when `only` says so;
 * % and _ in the term are taken literally. Prefix matches first, then by name, at most 20.
 *
 * Two steps, so a common term costs a few index probes: (1) prefix matches, each a range scan of
 * a lower(...) collate "C" btree already in name order (GMV prefixes in GMV order, bounded);
 * (2) only when (1) found fewer than 20, substring matches (lower(x) LIKE '%term%', served by the
 * trigram GIN indexes on lower(x) for rare terms), a bounded number of candidates per table,
 * sorted by name.
 */
export async function search(db: Db, scope: Scope, term: string, only?: SearchResultType): Promise<SearchResult[]> {
  const escaped = escapeLike(term);
  const limit = SEARCH_RESULT_LIMIT;
  // A kind left out is a constant false: the planner drops its branches without reading a row.
  const clientsVisible = only === 'Venue' ? sql`false` : scopeSql(scope, sql`c.id`, null);
  const venuesVisible = only === 'Client' ? sql`false` : scopeSql(scope, sql`v.client_id`, sql`v.id`);

  const prefix = sql`lower(${`${escaped}%`})`;
  const prefixRows = await queryRows<ResultRow>(
    db,
    sql`
      select id, type, name, logo, client_id, gmv from (
        (select ${columns.client} from clients c
         where ${nameKey('c')} like ${prefix} and ${clientsVisible}
         order by ${nameKey('c')}, c.id limit ${limit})
        union
        (select ${columns.venue} from venues v
         where ${nameKey('v')} like ${prefix} and ${venuesVisible}
         order by ${nameKey('v')}, v.id limit ${limit})
        union
        (select ${columns.venue} from venues v
         where lower(v.gmv) collate "C" like ${prefix} and ${venuesVisible}
         order by lower(v.gmv) collate "C" limit ${CANDIDATE_LIMIT})
      ) results
      ${orderByName} limit ${limit}`,
  );
  if (prefixRows.length >= limit) return prefixRows.map(toResult);

  // The prefix matches are substring matches too: read enough to have `limit` others after them.
  const contains = sql`lower(${`%${escaped}%`})`;
  const wanted = limit + prefixRows.length;
  const prefixIds = prefixRows.map((row) => sql`${row.id}::uuid`);
  const excluded = prefixIds.length === 0 ? sql`true` : sql`id not in (${sql.join(prefixIds, sql`, `)})`;
  const containsRows = await queryRows<ResultRow>(
    db,
    sql`
      select id, type, name, logo, client_id, gmv from (
        (select * from (
           select ${columns.client} from clients c
           where lower(c.name) like ${contains} and ${clientsVisible} limit ${CANDIDATE_LIMIT}) c
         order by ${nameKey('c')}, c.id limit ${wanted})
        union all
        (select * from (
           select ${columns.venue} from venues v
           where (lower(v.name) like ${contains} or lower(v.gmv) like ${contains}) and ${venuesVisible}
           limit ${CANDIDATE_LIMIT}) v
         order by ${nameKey('v')}, v.id limit ${wanted})
      ) results
      where ${excluded}
      ${orderByName} limit ${limit - prefixRows.length}`,
  );
  return [...prefixRows, ...containsRows].map(toResult);
}

function toResult(row: ResultRow): SearchResult {
  const result: SearchResult = { id: row.id, type: row.type, name: row.name };
  if (row.logo !== null) result.logo = row.logo;
  if (row.type === 'Venue') {
    if (row.client_id !== null) result.clientId = row.client_id;
    if (row.gmv !== null) result.gmv = row.gmv;
  }
  return result;
}

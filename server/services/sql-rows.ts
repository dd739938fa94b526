import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** Runs a raw statement; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** What queryPrepared uses of Drizzle's session (the same path as `db.execute`, with a name). */
interface NamingSession {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, isResponseInArrayMode: boolean): { execute(): Promise<unknown> };
}

/**
 * Runs a raw statement as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call (the players' calls run a few statements hundreds of times a
 * second; bench:fleet). Its text must be the same on every call under one name: values go in as
 * parameters only, never as SQL that varies. Rows come back as queryRows gives them (PGlite has no
 * named statements and runs it as is).
 */
export async function queryPrepared<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  // Drizzle's own session (internal API, stable across 0.4x): what db.execute does, with a name.
  const session = db._.session as unknown as NamingSession;
  const result: unknown = await session.prepareQuery(session.dialect.sqlToQuery(query), undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}

/** A canonical uuid (what PostgreSQL accepts); anything else in an address is simply not found. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The name of the constraint that refused, when the error is PostgreSQL's `code` (else null). */
function violation(error: unknown, code: string): string | null {
  let current: unknown = error;
  // Drizzle wraps driver errors; the PostgreSQL error is the cause.
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === code) return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}

/** unique_violation: the index or constraint name, or null for any other error. */
export const uniqueViolation = (error: unknown) => violation(error, '23505');

/** foreign_key_violation (a row deleted between our check and our write). */
export const foreignKeyViolation = (error: unknown) => violation(error, '23503');

/** `%` and `_` (and the escape character itself) taken literally in a LIKE pattern. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export const epoch = sql`'1970-01-01T00:00:00Z'::timestamptz`;

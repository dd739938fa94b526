import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** Runs a raw statement; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
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

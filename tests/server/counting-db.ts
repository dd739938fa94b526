import type { PGlite } from '@electric-sql/pglite';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { drizzle as postgresDrizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../server/db/database.ts';
import * as schema from '../../server/db/schema.ts';
import type { EngineName } from './harness.ts';

/**
 * A second Drizzle database on the test's own connection that counts the statements sent through
 * it (the way bench:fleet's BENCH_ROUND_TRIPS counts a request's round trips): what a test of a
 * player's read holds a number of round trips to.
 */
export function countingDb(engine: EngineName, db: Db): { db: Db; statements: () => number; reset: () => void } {
  let statements = 0;
  const logger = { logQuery: () => void (statements += 1) };
  // Drizzle's `$client` is the connection it was made on (a PGlite client, or a pg pool).
  const client = (db as unknown as { $client: unknown }).$client;
  const counting: Db =
    engine === 'pglite' ? pgliteDrizzle({ client: client as PGlite, schema, logger }) : postgresDrizzle({ client: client as pg.Pool, schema, logger });
  return {
    db: counting,
    statements: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}

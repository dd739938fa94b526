import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The one Drizzle interface routes and services use, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: PGlite in DATA_DIR, or a PostgreSQL pool when DATABASE_URL is set. */
export interface Database {
  engine: 'pglite' | 'postgres';
  db: Db;
  /** Applies the committed SQL migrations; safe to run from several processes at once. */
  migrate(): Promise<void>;
  /** Closes the connection(s) and releases the data directory lock. */
  close(): Promise<void>;
}

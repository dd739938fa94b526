import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Foreground } from './give-way.ts';
import type * as schema from './schema.ts';

/** The one Drizzle interface routes and services use, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What `db.transaction` hands its callback; it is a `Db` too, so it is passed on as one, with no cast. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A database or a transaction of one: says that a write joins the caller's transaction when given one. */
export type DbOrTx = Db | Tx;

/** An open database: PGlite in DATA_DIR, or a PostgreSQL pool when DATABASE_URL is set. */
export interface Database {
  engine: 'pglite' | 'postgres';
  db: Db;
  /** Applies the committed SQL migrations; safe to run from several processes at once. */
  migrate(): Promise<void>;
  /**
   * PostgreSQL only: LISTEN on a channel over a connection of its own, to hear what other API
   * processes NOTIFY. `onLost` is called once if that connection fails; the caller may listen
   * again. Resolves to a function that stops listening. PGlite has one process, so none is needed.
   */
  listen?(channel: string, onNotification: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: what requests are under way, for background work to give way to (one connection,
   * on the server's own thread: db/give-way.ts). The app reports its requests to it.
   */
  foreground?: Foreground;
  /** Closes the connection(s) and releases the data directory lock. */
  close(): Promise<void>;
}

/** How a database is opened beyond where it is. */
export interface OpenOptions {
  /** Told every statement the app sends, as it is sent (bench:fleet counts a request's round trips with it). */
  logger?: Logger;
}

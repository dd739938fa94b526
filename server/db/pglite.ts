import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import type { Database, OpenOptions } from './database.ts';
import { giveWayOn } from './give-way.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { migrationsUpToDate } from './migrations-up-to-date.ts';
import { createPgliteDatabaseIfNew } from './pglite-first-start.ts';
import { pgliteOptions } from './pglite-options.ts';
import * as schema from './schema.ts';

/**
 * The embedded database: PGlite in DATA_DIR/db, guarded by DATA_DIR/db.lock. Without a dataDir it
 * lives in memory (tests), with no lock to take, started from `inMemoryFrom` when given: a dump of
 * an already migrated database skips initdb, the seconds of a first open (tests/server make one
 * per run and start each file's database from it).
 */
export async function openPglite(dataDir?: string, inMemoryFrom?: Blob, options: OpenOptions = {}): Promise<Database> {
  let lock: DataDirLock | null = null;
  let client: PGlite;
  if (dataDir === undefined) {
    client = await PGlite.create(inMemoryFrom ? { ...pgliteOptions, loadDataDir: inMemoryFrom } : pgliteOptions);
  } else {
    lock = lockDataDir(dataDir);
    try {
      // PGlite does not create parent folders.
      const dbDir = join(dataDir, 'db');
      await createPgliteDatabaseIfNew(dbDir);
      mkdirSync(dbDir, { recursive: true });
      client = await PGlite.create({ ...pgliteOptions, dataDir: dbDir });
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  return pgliteDatabase(
    client,
    async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    options,
  );
}

/**
 * A Database on an open PGlite client; `close` is what closing it does. openPglite's own, and the
 * tests' (tests/server/sharedPglite.ts lends one client to one test file after another).
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>, options: OpenOptions = {}): Database {
  // Background work waits behind requests' statements (one connection, on the server's own thread).
  const foreground = giveWayOn(client);
  const db = drizzle({ client, schema, ...options });
  return {
    engine: 'pglite',
    db,
    foreground,
    // PGlite has one connection, so migrations cannot race with anything (nor the check with them).
    async migrate() {
      const folder = migrationsFolder();
      if (await migrationsUpToDate(client, folder)) return;
      await migrate(db, { migrationsFolder: folder });
    },
    close,
  };
}

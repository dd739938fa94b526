import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import type { Database } from './database.ts';
import { migrationsFolder } from './migrations-folder.ts';
import * as schema from './schema.ts';

/**
 * The embedded database: PGlite in DATA_DIR/db, guarded by DATA_DIR/db.lock. Without a dataDir it
 * lives in memory (tests), with no lock to take.
 */
/** Extensions the migrations create (pg_trgm backs search's GIN indexes, DESIGN §5). */
const extensions = { pg_trgm };

/**
 * PGlite starts PostgreSQL with shared_buffers at 128 MB, all of it inside the process's WASM
 * memory and touched as pages are read: most of the idle server's 350 MB. A portal's tables are
 * far smaller (the bench's 100,000 venues are 12 MB of heap), and pages that do not fit are still
 * in the OS page cache, one copy away; 16 MB brings the idle process to about 225 MB.
 */
const pgliteOptions = {
  extensions,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

export async function openPglite(dataDir?: string): Promise<Database> {
  let lock: DataDirLock | null = null;
  let client: PGlite;
  if (dataDir === undefined) {
    client = await PGlite.create(pgliteOptions);
  } else {
    lock = lockDataDir(dataDir);
    try {
      // PGlite does not create parent folders.
      const dbDir = join(dataDir, 'db');
      mkdirSync(dbDir, { recursive: true });
      client = await PGlite.create({ ...pgliteOptions, dataDir: dbDir });
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const db = drizzle({ client, schema });
  return {
    engine: 'pglite',
    db,
    // PGlite has one connection, so migrations cannot race with anything.
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createPgliteDatabaseIfNew } from '../../server/db/pglite-first-start.ts';

/**
 * Where `npm test` (tests/run-all.mjs) has the size check and the end-to-end journeys share one
 * migrated database: made by the first that needs it, copied by the others.
 */
export const MIGRATED_DATABASE_ENV = 'PORTAL_TEST_MIGRATED_DB';

export interface MigratedDatabase {
  /** A PGlite database folder, migrated, with nothing else in it: never opened by a portal. */
  dir: string;
  /** Removes it, unless it is the run's shared one (its maker removes that). */
  dispose(): void;
}

/**
 * A migrated PGlite database made as a portal's first start makes it (initdb and every migration
 * in a child process: about 8 s of CPU), or the one `MIGRATED_DATABASE_ENV` names, made once.
 */
export async function makeMigratedDatabase(): Promise<MigratedDatabase> {
  const shared = process.env[MIGRATED_DATABASE_ENV];
  const dir = shared || join(mkdtempSync(join(tmpdir(), 'portal-migrated-')), 'db');
  const dispose = () => {
    if (!shared) rmSync(dirname(dir), { recursive: true, force: true });
  };
  try {
    // Nothing to do when it exists already.
    await createPgliteDatabaseIfNew(dir);
  } catch (error) {
    dispose();
    throw error;
  }
  return { dir, dispose };
}

/**
 * Puts a copy of a migrated database (`MigratedDatabase.dir`) in `dataDir`/db, where the portal
 * looks for it: a portal whose journey is about something else then starts as on any restart
 * instead of making its database. The end-to-end journeys' shared portal (tests/e2e/globalSetup.ts)
 * keeps a first start of its own.
 */
export function copyMigratedDatabase(databaseDir: string, dataDir: string): void {
  cpSync(databaseDir, join(dataDir, 'db'), { recursive: true });
}

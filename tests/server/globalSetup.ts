import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../server/db/migrations-folder.ts';
import { pgliteOptions } from '../../server/db/pglite-options.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { ensureServerBundle } from '../support/serverBundle.ts';
import { onDatabaseServer } from './database-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump (tar) of a migrated PGlite database that each test file starts its own from. */
    pgliteTemplateFile: string;
    /** The same database as a PGlite data directory on disk, for tests that start portal processes. */
    pgliteTemplateDataDir: string;
    /** With DATABASE_URL: a migrated database that each test file's database is created from. */
    postgresTemplateName: string | null;
  }
}

/**
 * Drops PGlite's template0 and template1: the tests only ever use its "postgres" database and never
 * create another, and the two templates were 15 MB of the 43 MB each server test file loads its copy
 * from. Measured: loading it took a quarter to two fifths less CPU (0.3 s a file in a test worker).
 */
async function dropTemplateDatabases(client: PGlite): Promise<void> {
  await client.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await client.exec('drop database template0');
  await client.exec('drop database template1');
  // The dump is of the files: what the drops wrote goes to them first.
  await client.exec('checkpoint');
}

/**
 * Migrates one database per engine for the whole run; each server test file then starts from it
 * (harness.ts openTestDatabase: a copy of it on either engine) instead of paying PGlite's initdb
 * (about 2 s of CPU) and the migrations again. The migrations still run, once, from the committed
 * SQL. And the server bundle the portal-process tests start (shutdown,
 * several processes, an import killed half way) is built here once when it is missing or older
 * than its sources.
 */
export default async function setup(project: TestProject) {
  ensureServerBundle();
  const folder = mkdtempSync(join(tmpdir(), 'portal-server-template-'));
  // On disk: the folder itself is the template of a DATA_DIR's database (harness.ts
  // copyMigratedPgliteDatabase), and its dump that of the in-memory ones, at the cost of one initdb.
  const dataDir = join(folder, 'db');
  const client = await PGlite.create({ ...pgliteOptions, dataDir });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
    await dropTemplateDatabases(client);
    const dump = await client.dumpDataDir('none');
    const file = join(folder, 'migrated.tar');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide('pgliteTemplateFile', file);
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplateDataDir', dataDir);

  let postgresTemplateName: string | null = null;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    postgresTemplateName = `portal_template_${randomBytes(6).toString('hex')}`;
    await onDatabaseServer(serverUrl, `create database "${postgresTemplateName}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${postgresTemplateName}`;
    const database = await openPostgres(url.toString(), (error) => console.error('PostgreSQL pool error', error));
    try {
      await database.migrate();
    } finally {
      // A template may have no other session while a database is created from it.
      await database.close();
    }
  }
  project.provide('postgresTemplateName', postgresTemplateName);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && postgresTemplateName) {
      await onDatabaseServer(serverUrl, `drop database if exists "${postgresTemplateName}" with (force)`);
    }
  };
}

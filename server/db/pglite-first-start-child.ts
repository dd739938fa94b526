/**
 * Run by pglite-first-start.ts in a process of its own: creates the PGlite database in the folder
 * given as the only argument (initdb) and applies the migrations, then exits. Its few hundred MB
 * of initdb memory leave with it.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations-folder.ts';
import { pgliteOptions } from './pglite-options.ts';

const [dbDir] = process.argv.slice(2);
if (dbDir === undefined) throw new Error('Usage: pglite-first-start-child <database folder>');
const client = await PGlite.create({ ...pgliteOptions, dataDir: dbDir });
try {
  await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
} finally {
  await client.close();
}

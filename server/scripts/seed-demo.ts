/**
 * `npm run seed:demo`: fills the configured database (DATABASE_URL, else PGlite in DATA_DIR, with
 * the same opening code as main.ts) with the demo data of demo-data.ts, after migrating it and
 * creating the first admin as `npm start` would. With PGlite it refuses to run while the portal
 * holds DATA_DIR (its lock file), with the same one-line message a second `npm start` gets.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/open-database.ts';
import { ensureFirstAdmin } from '../services/first-admin.ts';
import { seedDemo, THEMES } from './demo-data.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, (error) => console.error('PostgreSQL pool error', error));
  try {
    await database.migrate();
    await ensureFirstAdmin(database.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      print: (text) => process.stdout.write(`\n${text}\n\n`),
      warn: (text) => console.warn(text),
    });
    const counts = await seedDemo(database.db, new Date());
    console.log(
      `Demo data in place (${database.engine}): ${counts.clients} clients, ${counts.venues} venues, ` +
        `${counts.controllers} graphics controllers, ${THEMES.length} themes, 2 layouts (one for the responsible-gambling slots).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof DataDirLockedError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
});

/**
 * Makes the migrated database `PORTAL_TEST_MIGRATED_DB` names (migratedDatabase.ts), once, before
 * the size check and the end-to-end journeys start side by side in `npm test` (tests/run-all.mjs):
 * two first makers at once would each build it in the same staging folder.
 */
import { MIGRATED_DATABASE_ENV, makeMigratedDatabase } from './migratedDatabase.ts';

if (!process.env[MIGRATED_DATABASE_ENV]) {
  console.error(`${MIGRATED_DATABASE_ENV} is not set: there is no shared database to make.`);
  process.exit(1);
}
await makeMigratedDatabase();

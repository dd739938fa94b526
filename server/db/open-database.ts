import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when DATABASE_URL is set (the path that scales out), else PGlite in DATA_DIR. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onPoolError: (error: Error) => void,
): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, onPoolError) : openPglite(config.dataDir);
}

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The SQL migrations: server/db/migrations beside this module when run from source, and the copy
 * `npm run build:server` puts beside the bundle (build/server/server/migrations) when built.
 */
export function migrationsFolder(): string {
  const path = fileURLToPath(new URL('./migrations', import.meta.url));
  if (!existsSync(path)) throw new Error(`SQL migrations not found (looked in ${path}).`);
  return path;
}

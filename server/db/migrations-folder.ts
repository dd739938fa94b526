import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The SQL migrations live in server/db/migrations. tsc does not copy them into build/, so the
 * compiled build/server/server/db/*.js looks them up back in the source tree.
 */
export function migrationsFolder(): string {
  const candidates = [new URL('./migrations', import.meta.url), new URL('../../../../server/db/migrations', import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(path)) return path;
  }
  throw new Error(`SQL migrations not found (looked in ${candidates.map((c) => fileURLToPath(c)).join(', ')}).`);
}

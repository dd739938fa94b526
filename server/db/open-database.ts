import type { Database, OpenOptions } from './database.ts';
import { compileWasmWithBaselineOnly } from './wasm-compiler.ts';

/**
 * PostgreSQL when DATABASE_URL is set (the path that scales out), else PGlite in DATA_DIR. Only the
 * engine in use is loaded: the other one's driver would only lengthen the start.
 */
export async function openDatabase(
  config: { databaseUrl: string | null; dataDir: string; pgliteOptimizingCompiler: boolean },
  onPoolError: (error: Error) => void,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return (await import('./postgres.ts')).openPostgres(config.databaseUrl, onPoolError, options);
  if (!config.pgliteOptimizingCompiler) compileWasmWithBaselineOnly();
  return (await import('./pglite.ts')).openPglite(config.dataDir, undefined, options);
}

import module from 'node:module';

/**
 * Node ≥ 22.1 can keep the V8 code of the modules it compiles on disk, so a restart does not
 * compile again what it loads from files: PGlite's modules, and the API's few hundred when run
 * from source (a fifth to a third of a second here). The built server's bundle is run
 * with a code cache of its own (bundle-code-cache.ts), which Node 20 has too; there this does
 * nothing.
 *
 * The cache goes where Node puts it by default: NODE_COMPILE_CACHE when set, else the OS temp
 * directory (node-compile-cache). Not DATA_DIR: that folder holds the portal's data, which
 * operators back up and which a PostgreSQL deployment may not even have, while this cache is
 * disposable, keyed by Node version and file contents, and rebuilt when missing. Any failure is
 * ignored, as the cache only speeds things up.
 */
export function enableCompileCacheWhereAvailable(): void {
  const { enableCompileCache } = module as { enableCompileCache?: () => unknown };
  try {
    enableCompileCache?.();
  } catch {
    // No cache: modules are compiled as usual.
  }
}

import { setFlagsFromString } from 'node:v8';

/**
 * PGlite is PostgreSQL compiled to WebAssembly. V8 compiles it first with its baseline compiler
 * (Liftoff) and then again, function by function as they get hot, with its optimizing one
 * (TurboFan), whose compile jobs leave about 100 MB more resident in an idle server: measured with
 * `npm start` on PGlite, 30 s after the first answer, 243–281 MB with both against 167–178 MB with
 * Liftoff alone (docs/operations.md#memory). Liftoff's code runs queries about a fifth to a third
 * slower, so a portal that has memory to spare can keep both (`PGLITE_OPTIMIZING_COMPILER=true`).
 *
 * Set before the database's module is compiled (V8 reads the flag at compile time); PostgreSQL
 * through DATABASE_URL runs no WebAssembly and never gets here. Setting it again is harmless.
 */
export function compileWasmWithBaselineOnly(): void {
  setFlagsFromString('--liftoff-only');
}

/**
 * Whether the environment asks for PGlite compiled by the baseline compiler alone, read before the
 * server's bundle is compiled (server/built-main.ts), so that V8's flags are the same when the
 * bundle's code cache is checked at start and when it is written at exit
 * (server/bundle-code-cache.ts). V8 keys a code cache to its flags, and this one, set only while
 * the database opened, made every start reject the cache the last one wrote and compile the bundle
 * again (unsetting it at exit does not undo the flags it implies). The configuration
 * (server/config.ts) stays the authority, as open-database.ts sets the flag again from it; this
 * reads the same two variables the same way (tested against it), and a mismatch would cost only
 * the cache.
 */
export function baselineOnlyWasmWanted(env: NodeJS.ProcessEnv): boolean {
  const onPglite = !env.DATABASE_URL?.trim();
  return onPglite && env.PGLITE_OPTIMIZING_COMPILER?.trim() !== 'true';
}

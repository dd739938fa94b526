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
 * through DATABASE_URL runs no WebAssembly and never gets here.
 */
export function compileWasmWithBaselineOnly(): void {
  setFlagsFromString('--liftoff-only');
}

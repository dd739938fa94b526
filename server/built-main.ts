/**
 * The built server's entry, build/server/server/main.js (`npm start`, server/build.mjs): runs the
 * server (server/main.ts, bundled as server.cjs beside this file) with V8's code cache.
 */
import { fileURLToPath } from 'node:url';
import { runBundleWithCodeCache } from './bundle-code-cache.ts';
import { baselineOnlyWasmWanted, compileWasmWithBaselineOnly } from './db/wasm-compiler.ts';

// Before the bundle is compiled: V8's flags must be the same when its code cache is read as when
// it is written at exit (wasm-compiler.ts says why).
const baselineOnly = baselineOnlyWasmWanted(process.env);
if (baselineOnly) compileWasmWithBaselineOnly();
runBundleWithCodeCache(fileURLToPath(new URL('./server.cjs', import.meta.url)), undefined, baselineOnly ? ['--liftoff-only'] : []);

/**
 * The built server's entry, build/server/server/main.js (`npm start`, server/build.mjs): runs the
 * server (server/main.ts, bundled as server.cjs beside this file) with V8's code cache.
 */
import { fileURLToPath } from 'node:url';
import { runBundleWithCodeCache } from './bundle-code-cache.ts';

runBundleWithCodeCache(fileURLToPath(new URL('./server.cjs', import.meta.url)));

import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The server as `npm start` runs it once the build is fresh (server/build.mjs writes it last). */
export const SERVER_BUNDLE = join(root, 'build/server/server/main.js');

/** What the server bundle is built from: the server imports only its own folder and contract/. */
const BUNDLE_SOURCES = ['server', 'contract', 'package.json', 'package-lock.json'];

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/**
 * Builds the server bundle (`npm run build:server`, a few seconds of esbuild) unless it is newer
 * than every source it is made from. For tests that start portal processes without the app's
 * build (tests/server): started from the bundle, a process is up in about a third of the time
 * tsx takes to load the server's sources one file at a time. Call it once per run (a global
 * set-up), never from test files side by side: a build deletes the bundle before writing it.
 */
export function ensureServerBundle(): void {
  const builtAt = statSync(SERVER_BUNDLE, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (builtAt > Math.max(...BUNDLE_SOURCES.map((source) => newestMtime(join(root, source))))) return;
  const build = spawnSync(process.execPath, [join(root, 'server/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The server build failed (${build.error?.message ?? `exit code ${build.status}`}).`);
}

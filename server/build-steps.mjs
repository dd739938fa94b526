// The steps of `npm run build` (server/build-all.mjs) and of the build `npm start` makes when the
// build is missing or stale (server/start.mjs), in one list. Plain JS, like start.mjs.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const parcel = createRequire(import.meta.url).resolve('parcel/lib/bin.js');
/**
 * Parcel runs without its incremental cache (it once wrote an index.html whose import map lacked
 * a new lazy chunk), and once per target: one run of both shared bundles between them, and the
 * player's page then loaded the app's chunks from /app/ and never started (docs/operations.md#scripts).
 */
const parcelBuild = (target) => [parcel, 'build', '--target', target, '--no-source-maps', '--no-cache'];

/** The server bundle (esbuild, a second or two): what `npm start` runs, so it is built first. */
export const SERVER_STEP = { name: 'server', args: ['server/build.mjs'] };

/** What the browser loads; `npm start` serves the API (and a page saying so) while these run. */
export const BROWSER_STEPS = [
  { name: 'app', args: parcelBuild('app') },
  { name: 'player', args: parcelBuild('player') },
  // Builds the Storybook only with BUILD_STORYBOOK=true.
  { name: 'storybook', args: ['.storybook/build-if-asked.mjs'] },
];

/**
 * Runs the steps one after the other in `root`, each a node process with the output shown.
 * `onChild` is given each process as it starts (to lower its priority, or end it).
 * Rejects with the first step that fails.
 */
export async function runSteps(root, steps, onChild = () => undefined) {
  for (const step of steps) {
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, step.args, { cwd: root, stdio: 'inherit' });
      onChild(child);
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`building the ${step.name} failed (${signal ?? `exit code ${code}`})`));
      });
    });
  }
}

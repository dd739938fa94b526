// `npm start`: build when the build is missing or older than the sources, then run the server
// (plain JS, so it runs before anything is compiled). While the app and the player are built the
// API already answers (server/serve-while-building.mjs), so a first start answers in seconds.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUILD_OUTPUTS, buildStaleness } from './build-freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, BUILD_OUTPUTS[0]);
const staleness = buildStaleness(root);

if (staleness !== null) {
  console.log(
    `${staleness === 'missing' ? 'No build found' : 'Sources changed since the last build'}: building; ` +
      'the API answers meanwhile and the app\u2019s pages say it is being built.',
  );
  // Loaded only on this path: a restart on a fresh build reads neither.
  const { BROWSER_STEPS, runSteps, SERVER_STEP } = await import('./build-steps.mjs');
  const { serveWhileBuilding } = await import('./serve-while-building.mjs');
  try {
    await runSteps(root, [SERVER_STEP]);
    await serveWhileBuilding({ root, steps: BROWSER_STEPS, serverArgs: [...process.execArgv, serverEntry] });
  } catch (error) {
    console.error(`The build failed (${error.message}); not starting.`);
    process.exit(1);
  }
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverEntry).href);

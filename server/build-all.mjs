// `npm run build`: the server bundle, the app and the player (Parcel) and, when asked, the
// Storybook (server/build-steps.mjs), in the order `npm start` builds them. Plain JS, like start.mjs.
import { fileURLToPath } from 'node:url';
import { BROWSER_STEPS, runSteps, SERVER_STEP } from './build-steps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  await runSteps(root, [SERVER_STEP, ...BROWSER_STEPS]);
} catch (error) {
  console.error(`npm run build: ${error.message}`);
  process.exit(1);
}

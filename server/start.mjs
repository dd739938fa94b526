// `npm start`: build when the build is missing or older than the sources, then run the server
// (plain JS, so it runs before anything is compiled).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUILD_OUTPUTS, buildStaleness } from './build-freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const staleness = buildStaleness(root);

if (staleness !== null) {
  console.log(staleness === 'missing' ? 'No build found: building…' : 'Sources changed since the last build: building…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`\`npm run build\` failed (${result.error?.message ?? `exit code ${result.status}`}); not starting.`);
    process.exit(1);
  }
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(join(root, BUILD_OUTPUTS[0])).href);

// `npm start`: build when the build is missing or older than the sources, then run the server
// (plain JS, so it runs before anything is compiled).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['server', 'contract', 'app', 'ui-kit', 'machines', 'player'];
// Files that change a build without a source changing: an alias or a dependency's version.
const BUILD_INPUT_FILES = ['package.json', 'package-lock.json', '.parcelrc'];
const BUILD_OUTPUTS = ['build/server/server/main.js', 'build/app/index.html', 'build/player/index.html'];

function mtimeOrNull(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

function newestMtime(dir) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return newest;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : (mtimeOrNull(path) ?? 0);
    newest = Math.max(newest, mtime);
  }
  return newest;
}

const builtAt = BUILD_OUTPUTS.map((output) => mtimeOrNull(join(root, output)));
const oldestBuild = builtAt.includes(null) ? null : Math.min(...builtAt);
const newestSource = Math.max(
  ...SOURCE_DIRS.map((dir) => newestMtime(join(root, dir))),
  ...BUILD_INPUT_FILES.map((file) => mtimeOrNull(join(root, file)) ?? 0),
);

if (oldestBuild === null || newestSource > oldestBuild) {
  console.log(oldestBuild === null ? 'No build found: building…' : 'Sources changed since the last build: building…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`\`npm run build\` failed (${result.error?.message ?? `exit code ${result.status}`}); not starting.`);
    process.exit(1);
  }
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(join(root, BUILD_OUTPUTS[0])).href);

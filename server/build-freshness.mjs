// Whether the build `npm start` serves is missing or older than what it is built from. Plain JS,
// like start.mjs, so that it runs before anything is compiled; the end-to-end tests ask it too, so
// that a build made moments earlier in the same `npm test` (by `npm run size`) is not made again.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE_DIRS = ['server', 'contract', 'app', 'ui-kit', 'machines', 'player', 'renderer'];
/** With BUILD_STORYBOOK=true the build also makes the Storybook that admins open at /storybook/. */
const STORYBOOK_OUTPUT = 'storybook-static/index.html';
const STORYBOOK_SOURCE_DIRS = ['stories', '.storybook'];
// Files that change a build without a source changing: an alias or a dependency's version.
const BUILD_INPUT_FILES = ['package.json', 'package-lock.json', '.parcelrc'];
/** What `npm run build` writes last in each of its parts; the first is what `npm start` runs. */
export const BUILD_OUTPUTS = ['build/server/server/main.js', 'build/app/index.html', 'build/player/index.html'];

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

/** 'missing', 'stale' (a source or build input is newer than the oldest output) or null (fresh). */
export function buildStaleness(root, env = process.env) {
  const withStorybook = env.BUILD_STORYBOOK === 'true';
  const outputs = withStorybook ? [...BUILD_OUTPUTS, STORYBOOK_OUTPUT] : BUILD_OUTPUTS;
  const sourceDirs = withStorybook ? [...SOURCE_DIRS, ...STORYBOOK_SOURCE_DIRS] : SOURCE_DIRS;
  const builtAt = outputs.map((output) => mtimeOrNull(join(root, output)));
  if (builtAt.includes(null)) return 'missing';
  const oldestBuild = Math.min(...builtAt);
  const newestSource = Math.max(
    ...sourceDirs.map((dir) => newestMtime(join(root, dir))),
    ...BUILD_INPUT_FILES.map((file) => mtimeOrNull(join(root, file)) ?? 0),
  );
  return newestSource > oldestBuild ? 'stale' : null;
}

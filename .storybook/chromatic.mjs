#!/usr/bin/env node
// `npm run chromatic`: publish the Storybook to Chromatic for visual review, when a project token
// and network exist (docs/decisions.md#tests). Without CHROMATIC_PROJECT_TOKEN it says so and succeeds, so the
// command is safe on machines with no account or no network; our own baselines
// (npm run test:storybook) are the check that always runs.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic publish.');
  process.exit(0);
}

/** Runs a command in the repository root; resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The CLI's entry as its package declares it (dist/bin.cjs in chromatic 16), run with this Node. */
function chromaticBin() {
  const packageDir = path.join(root, 'node_modules/chromatic');
  const { bin } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return path.join(packageDir, typeof bin === 'string' ? bin : bin.chromatic);
}

const buildCode = await run('npm', ['run', 'build-storybook']);
if (buildCode !== 0) process.exit(buildCode);

// The CLI reads the token from the environment itself, so it never appears in arguments.
const publishCode = await run(process.execPath, [
  chromaticBin(),
  '--exit-zero-on-changes',
  '--storybook-build-dir',
  'storybook-static',
  ...process.argv.slice(2),
]);
process.exit(publishCode);

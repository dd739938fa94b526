#!/usr/bin/env node
// `npm run test:storybook`: build the static Storybook, serve it on a free local port, run the
// Storybook test-runner against it (play functions, axe, screenshots per theme compared with the
// baselines in tests/visual/__image_snapshots__), then stop the server.
//
//   node tests/visual/run.mjs [--no-build] [--update] [other test-storybook / jest arguments]
//
//   --no-build   reuse storybook-static/ as it is
//
// Two knobs let several people (or agents) run it side by side on one checkout:
//   STORYBOOK_STATIC_DIR  where the static build goes (default storybook-static/)
//   STORYBOOK_STORIES     a glob relative to .storybook/ that limits the build to some story files,
//                         e.g. '../stories/ui-kit/TimePicker.stories.tsx' (the run then counts as
//                         filtered: --update never deletes other stories' baselines)
//   --update     rewrite the baselines of stories whose screenshot changed (passes -u; also those that
//                pass but are not the same bytes, so that they take the byte comparison), and delete
//                baselines of stories that no longer exist (only when the run is not filtered)
//
// Every process started here is stopped by its PID, on success, failure or interruption.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_MISSING, CHROMIUM_PATH } from '../support/chromiumPath.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const staticDir = path.resolve(root, process.env.STORYBOOK_STATIC_DIR || 'storybook-static');
const partialBuild = Boolean(process.env.STORYBOOK_STORIES);
const snapshotDir = path.join(root, 'tests/visual/__image_snapshots__');
const diffDir = path.join(root, 'tests/visual/__diff_output__');
const THEMES = ['light', 'dark'];

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const update = args.includes('--update');
const passthrough = args.filter((arg) => arg !== '--no-build' && arg !== '--update');

const started = Date.now();
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

const log = (message) => console.log(`[visual] ${message}`);
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

/** Starts a child and remembers it so that it is stopped whatever happens. */
function start(command, commandArgs, options = {}) {
  const child = spawn(command, commandArgs, { cwd: root, ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function exitCodeOf(child) {
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`[visual] could not start ${child.spawnfile}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Stops a child (and its process group when it leads one) by PID: TERM, then KILL after 5 s. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const target = child.leadsGroup ? -child.pid : child.pid;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(target, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

async function stopAll() {
  await Promise.all([...children].map(stop));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    log(`${signal}: stopping child processes`);
    await stopAll();
    process.exit(130);
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url, server, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`http-server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`http-server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Story ids the static build contains (type "story"), to find baselines of deleted stories. */
async function storyIds(baseUrl) {
  const response = await fetch(`${baseUrl}/index.json`);
  const index = await response.json();
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

function obsoleteBaselines(ids) {
  if (!existsSync(snapshotDir)) return [];
  const expected = new Set(ids.flatMap((id) => THEMES.map((theme) => `${id}--${theme}.png`)));
  return readdirSync(snapshotDir).filter((file) => file.endsWith('.png') && !expected.has(file));
}

/** Pipes a child's output through while keeping Jest's summary lines for the closing line. */
function tee(stream, target, summary) {
  let pending = '';
  stream.on('data', (chunk) => {
    target.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // eslint-disable-next-line no-control-regex
      const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
      if (/^Tests:\s/.test(plain)) summary.tests = plain;
      if (/^Snapshots:\s/.test(plain)) summary.snapshots = plain;
    }
  });
}

function countOf(line, word) {
  const match = line?.match(new RegExp(`(\\d+) ${word}`));
  return match ? Number(match[1]) : 0;
}

async function main() {
  if (!existsSync(CHROMIUM_PATH)) {
    log(CHROMIUM_MISSING);
    return 1;
  }
  // Diffs left from an earlier run would pass for this run's failures.
  // A half of a sharded run (tests/run-all.mjs) keeps the other half's diffs: run-all clears them once.
  if (!passthrough.some((arg) => arg.startsWith('--shard'))) rmSync(diffDir, { recursive: true, force: true });
  if (build) {
    const buildStart = Date.now();
    log(`building the static Storybook into ${path.relative(root, staticDir)}`);
    const code = await exitCodeOf(start(
        process.execPath,
        [path.join(root, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '--quiet', '-o', staticDir],
        { stdio: 'inherit' },
      ));
    if (code !== 0) {
      log(`build failed (exit ${code})`);
      return code;
    }
    log(`built in ${seconds(buildStart)}`);
  }
  if (!existsSync(path.join(staticDir, 'index.json'))) {
    log(`${path.relative(root, staticDir)} has no index.json: run without --no-build first`);
    return 1;
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = start(
    process.execPath,
    [path.join(root, 'node_modules/http-server/bin/http-server'), staticDir, '-p', String(port), '-s', '-a', '127.0.0.1', '-c-1'],
    { stdio: 'ignore' },
  );
  log(`serving ${path.relative(root, staticDir)} at ${baseUrl} (http-server PID ${server.pid})`);
  await waitUntilServing(`${baseUrl}/index.json`, server);

  const runnerStart = Date.now();
  const runnerArgs = [
    path.join(root, 'node_modules/@storybook/test-runner/dist/test-storybook.js'),
    '--url',
    baseUrl,
    '--index-json',
    `--maxWorkers=${process.env.STORYBOOK_WORKERS || 3}`,
    ...(update ? ['-u'] : []),
    ...passthrough,
  ];
  // Its own process group, so that jest, its workers and Chromium can be stopped together.
  const runner = start(process.execPath, runnerArgs, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  runner.leadsGroup = true;
  const summary = {};
  tee(runner.stdout, process.stdout, summary);
  tee(runner.stderr, process.stderr, summary);
  const code = await exitCodeOf(runner);

  const ids = await storyIds(baseUrl).catch(() => null);
  await stop(server);

  if (ids) {
    const obsolete = obsoleteBaselines(ids);
    if (obsolete.length > 0 && update && passthrough.length === 0 && !partialBuild) {
      for (const file of obsolete) rmSync(path.join(snapshotDir, file));
      log(`deleted ${obsolete.length} baseline(s) of stories that no longer exist: ${obsolete.join(', ')}`);
    } else if (obsolete.length > 0 && !partialBuild) {
      log(`${obsolete.length} baseline(s) match no story (run with --update to delete): ${obsolete.join(', ')}`);
    }
  }

  const passed = countOf(summary.tests, 'passed');
  const failed = countOf(summary.tests, 'failed') || (code !== 0 && !summary.tests ? 1 : 0);
  log(`${summary.tests ?? 'no Jest summary'}${summary.snapshots ? ` | ${summary.snapshots}` : ''}`);
  log(`test-runner exit ${code} after ${seconds(runnerStart)}; total ${seconds(started)}`);
  console.log(`storybook: ${passed} passed, ${failed} failed`);
  return code;
}

main()
  .catch((error) => {
    console.error(`[visual] ${error instanceof Error ? error.message : error}`);
    return 1;
  })
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });

#!/usr/bin/env node
// `npm test`: every check CI runs, in two lanes while one of them would leave a core idle.
//
// The server tests run their files one at a time (PGlite is one WASM thread), so on a 2-core
// machine the unit run leaves about a core free: typecheck, lint and both builds (Storybook's, and
// the app's that `npm run size` and the end-to-end tests serve) use it meanwhile, their output
// held back and printed whole when they end, then the size check (bytes, so load does not change
// it). Then, each needing the whole machine, the Storybook test-runner and the end-to-end journeys
// run one after the other. A failure
// anywhere fails the run; the times of every step are printed at the end.
//
// Every process started here is stopped by its PID when the run is interrupted.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const timings = [];

/**
 * Runs one npm script. `held` keeps its output until it ends (the lane beside the unit tests),
 * else it streams. Resolves to whether it passed.
 */
function runStep(name, args, { held = false, env = {} } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', ...args], {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    running.add(child);
    const output = [];
    if (held) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    const finish = (ok) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      timings.push({ name, seconds, ok });
      if (held) {
        process.stdout.write(`\n── ${name} (${seconds.toFixed(0)} s, ${ok ? 'passed' : 'FAILED'}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(ok);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`could not start npm: ${error.message}\n`));
      finish(false);
    });
    child.on('exit', (code) => finish(code === 0));
  });
}

/** Runs steps in order, stopping at the first that fails. */
async function inOrder(steps) {
  for (const step of steps) {
    if (!(await step())) return false;
  }
  return true;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const child of running) child.kill('SIGTERM');
    process.exit(130);
  });
}

const startedAt = Date.now();
const [unitPassed, sidePassed] = await Promise.all([
  runStep('unit tests', ['test:unit']),
  inOrder([
    () => runStep('typecheck', ['typecheck'], { held: true }),
    () => runStep('lint', ['lint'], { held: true }),
    () => runStep('Storybook build', ['build-storybook'], { held: true }),
    // What `npm start` serves, built once for the size check and the journeys (they reuse a
    // fresh build). NODE_ENV: npm's environment may carry another, and Parcel would follow it.
    () => runStep('app build', ['build'], { held: true, env: { NODE_ENV: 'production' } }),
    // Bytes on the wire, not a timing: a busy machine does not change its figures, so it takes
    // the lane's idle core rather than a turn on the whole machine after the unit tests.
    () => runStep('size', ['size'], { held: true }),
  ]),
]);

const passed =
  unitPassed &&
  sidePassed &&
  (await inOrder([
    () => runStep('Storybook tests', ['test:storybook', '--', '--no-build']),
    () => runStep('end-to-end', ['test:e2e']),
  ]));

console.log('\nnpm test, step by step (the first two lanes run side by side):');
for (const { name, seconds, ok } of timings) {
  console.log(`  ${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s  ${ok ? 'passed' : 'FAILED'}`);
}
console.log(`  ${'total'.padEnd(16)} ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(5)} s`);
process.exit(passed ? 0 : 1);

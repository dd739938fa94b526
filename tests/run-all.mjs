#!/usr/bin/env node
// `npm test`: every check CI runs, in three lanes side by side on a 2-core machine; the table at
// the end gives each step's wall time and CPU.
//
//   lane 1: server build → unit tests (two files at a time) → Storybook test-runner parts, as long
//           as any is left
//   lane 2: typecheck and lint side by side → Storybook build → app and player builds → migrated database
//           → size check → end-to-end journeys → Storybook test-runner parts, as long as any is left
//   lane 3: Storybook test-runner parts from the moment the Storybook is built, as long as any is left
//
// With three lanes both cores are busy throughout: sampled from /proc/stat through a whole run, the
// machine was busy 99.9 % of it, so a shorter run now takes less work, not more lanes. The CPU
// column understates the work: it counts what each step's processes reaped, and Chromium's
// renderers (reaped by its zygote, which the browser leaves when it closes) and the PostgreSQL
// server are not among them; the line under the table gives the whole machine's.
//
// The Storybook tests wait for the Storybook build of lane 2 (done within the first two minutes).
// They are split in parts of decreasing size (Jest's --shard, by story file:
// STORYBOOK_SHARD_SHARES), taken in order by whichever lane is free: lane 3 starts on them at once,
// lane 1 joins when its unit tests end, lane 2 after its end-to-end tests, and the lanes end within
// about one small last part of each other whatever each step took on the day. (A fixed split, one
// share per lane, had to guess when each lane would be free: a step that got faster or slower left
// one lane running alone at the end, with the machine half idle.) The output of lanes 2 and 3 is
// held back and printed whole when each step ends; lane 1 streams. A failure anywhere fails the run
// (later steps of its lane are skipped, except the journeys after a size check over budget); the
// times of every step are printed at the end.
//
// Every process started here is stopped, with the processes it started, when the run is interrupted.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WINDOWS = process.platform === 'win32';
const npm = WINDOWS ? 'npm.cmd' : 'npm';

/** Stops a step and every process it started: its process group (its PID, negated), else the step alone. */
function stopGroup(child) {
  try {
    if (WINDOWS) child.kill('SIGTERM');
    else process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
/** @type {{ name: string, seconds: number, cpuSeconds: number | null, ok: boolean }[]} */
const timings = [];

/**
 * CPU seconds of every child this process has reaped so far, its own and its descendants' (what
 * they reaped in turn): the kernel adds a child's whole tree to these counters when it is reaped, so
 * their growth between one step's exit and the previous exit is that step's CPU. Beside the wall
 * time it says whether a step works or waits (a waiting step leaves room for another lane), and
 * where the run's work goes. Null where /proc is missing.
 */
function reapedChildrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime (fields 16 and 17 of proc(5)), in clock ticks: 100 a second on Linux.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
let reapedCpuSoFar = reapedChildrenCpuSeconds();

/** The machine's busy and total CPU time so far (/proc/stat, every process), in seconds; null without /proc. */
function machineCpuSeconds() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    // user nice system idle iowait irq softirq steal, in clock ticks (100 a second).
    const ticks = fields.slice(0, 8).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    return { busy: (total - ticks[3] - ticks[4]) / 100, total: total / 100 };
  } catch {
    return null;
  }
}
const machineCpuAtStart = machineCpuSeconds();
/**
 * The last lines of each held step that failed, printed again just above the step table: CI keeps
 * only the end of a long log, and a held step's output is printed minutes before the run ends.
 * @type {{ name: string, tail: string }[]}
 */
const failedTails = [];
const FAILED_TAIL_LINES = 60;

/**
 * Runs one npm script. `held` keeps its output until it ends (the lane beside the unit tests),
 * else it streams. Resolves to whether it passed.
 */
function runStep(name, args, { held = false, env = {}, command = npm, commandArgs = ['run', ...args] } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
      // A process group of its own, stopped whole when the run is interrupted (below): npm does not
      // pass a SIGTERM on to the script it runs, so Vitest kept running once npm had gone.
      detached: !WINDOWS,
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
      const reapedCpu = reapedChildrenCpuSeconds();
      const cpuSeconds = reapedCpu === null || reapedCpuSoFar === null ? null : reapedCpu - reapedCpuSoFar;
      reapedCpuSoFar = reapedCpu;
      timings.push({ name, seconds, cpuSeconds, ok });
      if (held) {
        const text = Buffer.concat(output);
        process.stdout.write(`\n── ${name} (${seconds.toFixed(0)} s, ${ok ? 'passed' : 'FAILED'}) ──\n`);
        process.stdout.write(text);
        if (!ok) failedTails.push({ name, tail: text.toString('utf8').trimEnd().split('\n').slice(-FAILED_TAIL_LINES).join('\n') });
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

/** Runs steps side by side; resolves to whether all passed. */
async function sideBySide(steps) {
  const results = await Promise.all(steps.map((step) => step()));
  return results.every(Boolean);
}

/** Runs steps in order, stopping at the first that fails. */
async function inOrder(steps) {
  for (const step of steps) {
    if (!(await step())) return false;
  }
  return true;
}

// One migrated PGlite database for the size check and the journeys' own portals, made by the
// first (tests/e2e/migratedDatabase.ts): each further first start costs about 8 s of CPU.
const migratedDatabaseFolder = mkdtempSync(join(tmpdir(), 'portal-npm-test-'));
const MIGRATED_DATABASE_ENV = { PORTAL_TEST_MIGRATED_DB: join(migratedDatabaseFolder, 'db') };

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const child of running) stopGroup(child);
    rmSync(migratedDatabaseFolder, { recursive: true, force: true });
    process.exit(130);
  });
}

const startedAt = Date.now();
// The Storybook halves each leave their failures' diffs here (tests/visual/run.mjs): cleared once.
rmSync(new URL('./visual/__diff_output__', import.meta.url), { recursive: true, force: true });
// Two workers for each part: up to three parts run side by side once every lane is on them, and three
// each (the whole run's setting) would put nine Chromium pages on two cores.
// Each part's share of the stories (.storybook/story-shards.js, by story count), the same for every
// part: the big ones first, the last ones small, so that the lane that takes the last part ends
// soon after the other. A part costs seconds of CPU of its own (the runner's start, and each worker's
// page loading and warming the preview), so five parts, not eight: with the machine busy to the end,
// those seconds count more than a lane left alone on the last part.
const STORYBOOK_SHARES = (process.env.STORYBOOK_SHARD_SHARES || '30,25,20,15,10').split(',');
const STORYBOOK_PART_ENV = {
  STORYBOOK_WORKERS: process.env.STORYBOOK_WORKERS || '2',
  STORYBOOK_SHARD_SHARES: STORYBOOK_SHARES.join(','),
};
// The Storybook parts' own processes (the runner, Jest and its workers) run at a lower priority
// (nice 10): the unit tests and the journeys wait on timers, child processes and deadlines (a portal
// killed behind haproxy, an S3 store that never answers), two of which one fully loaded local run
// missed. Chromium sets its own priorities whatever it inherits (run as root: the browser and GPU
// processes at -8, the renderers at 0), so most of the Storybook's CPU is not lowered.
const STORYBOOK_NICENESS = WINDOWS ? null : '10';
let nextStorybookPart = 1;
/** Runs the Storybook parts no lane has taken yet, one at a time, until none is left or one fails. */
async function storybookParts({ held }) {
  const count = STORYBOOK_SHARES.length;
  while (nextStorybookPart <= count) {
    const part = nextStorybookPart;
    nextStorybookPart += 1;
    const args = ['run', 'test:storybook', '--', '--no-build', `--shard=${part}/${count}`];
    const step = runStep(`Storybook ${part}/${count}`, [], {
      held,
      env: STORYBOOK_PART_ENV,
      ...(STORYBOOK_NICENESS ? { command: 'nice', commandArgs: ['-n', STORYBOOK_NICENESS, npm, ...args] } : { commandArgs: args }),
    });
    if (!(await step)) return false;
  }
  return true;
}
// Three lanes side by side, each step starting as soon as what it needs exists (see the top).
// Typecheck and lint side by side: neither needs the other, each keeps one core busy, and the
// unit lane beside them leaves part of the other idle (they ran one after the other in three
// minutes of this lane).
const storybookBuilt = inOrder([
  () =>
    sideBySide([
      () => runStep('typecheck', ['typecheck'], { held: true }),
      () => runStep('lint', ['lint'], { held: true }),
    ]),
  () => runStep('Storybook build', ['build-storybook'], { held: true }),
]);
// The server bundle first (seconds of esbuild): the unit tests' portal processes start from it
// (tests/support/serverBundle.ts), and the app build of lane 2 leaves it as it is.
const serverBuilt = runStep('server build', ['build:server'], { held: true });
/** False once the size check found a route over its budget (its lane goes on to the journeys). */
let sizeWithinBudget = true;
const [unitLanePassed, buildLanePassed, storybookLanePassed] = await Promise.all([
  inOrder([
    () => serverBuilt,
    () => runStep('unit tests', ['test:unit']),
    () => storybookBuilt,
    () => storybookParts({ held: false }),
  ]),
  inOrder([
    () => storybookBuilt,
    () => serverBuilt,
    // What `npm start` serves, built once for the size check and the journeys (they reuse a
    // fresh build). NODE_ENV: npm's environment may carry another, and Parcel would follow it.
    // The app and the player only: the server was built at the start, and the unit lane's
    // portal processes run from it meanwhile (`npm run build` deletes it before building again).
    () => runStep('app build', ['build:app'], { held: true, env: { NODE_ENV: 'production' } }),
    () => runStep('player build', ['build:player'], { held: true, env: { NODE_ENV: 'production' } }),
    () =>
      runStep('migrated database', [], {
        held: true,
        env: MIGRATED_DATABASE_ENV,
        command: process.execPath,
        commandArgs: ['--import', 'tsx', 'tests/e2e/make-migrated-database.ts'],
      }),
    // Bytes on the wire, not a timing: a busy machine does not change its figures. Then the
    // journeys, alone in this lane: beside the size check, the load (with the unit lane's) made a
    // journey's navigation miss its 30 s on a slow machine.
    // A route over its budget still lets the journeys run: they say whether the product works, and
    // a run that stopped here showed none of it. The run fails all the same (sizeWithinBudget).
    () =>
      runStep('size', ['size'], { held: true, env: MIGRATED_DATABASE_ENV }).then((ok) => {
        sizeWithinBudget = ok;
        return true;
      }),
    () => runStep('end-to-end', ['test:e2e'], { held: true, env: MIGRATED_DATABASE_ENV }),
    () => storybookParts({ held: true }),
  ]),
  inOrder([() => storybookBuilt, () => storybookParts({ held: true })]),
]);
const passed = unitLanePassed && buildLanePassed && storybookLanePassed && sizeWithinBudget;
rmSync(migratedDatabaseFolder, { recursive: true, force: true });

for (const { name, tail } of failedTails) {
  console.log(`\n── ${name} FAILED: its last ${FAILED_TAIL_LINES} lines again ──\n${tail}`);
}
console.log('\nnpm test, step by step (three lanes side by side; wall time, and the CPU of the step and its processes):');
for (const { name, seconds, cpuSeconds, ok } of timings) {
  const cpu = cpuSeconds === null ? '' : `${cpuSeconds.toFixed(0).padStart(5)} s CPU`;
  console.log(`  ${name.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s ${cpu}  ${ok ? 'passed' : 'FAILED'}`);
}
const totalCpu = timings.every(({ cpuSeconds }) => cpuSeconds !== null) ? timings.reduce((sum, { cpuSeconds }) => sum + (cpuSeconds ?? 0), 0) : null;
console.log(`  ${'total'.padEnd(18)} ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(5)} s ${totalCpu === null ? '' : `${totalCpu.toFixed(0).padStart(5)} s CPU`}`);
const machineCpuAtEnd = machineCpuSeconds();
if (machineCpuAtStart && machineCpuAtEnd) {
  const busy = machineCpuAtEnd.busy - machineCpuAtStart.busy;
  const total = machineCpuAtEnd.total - machineCpuAtStart.total;
  console.log(`  the whole machine (every process, Chromium's renderers and PostgreSQL included): ${busy.toFixed(0)} s of CPU, busy ${((100 * busy) / total).toFixed(0)} % of the run`);
}
process.exit(passed ? 0 : 1);

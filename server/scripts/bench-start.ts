/**
 * `npm run bench:start`: how long the embedded-database server takes to answer, and how much
 * memory it holds idle (issue 10: restart ≤ 2 s, idle RSS ≤ 250 MB after the first start, fresh
 * start ≤ 15 s). Each run starts the built server as `npm start` does (build/server/server/main.js,
 * NODE_ENV=production) on a fresh temporary DATA_DIR, times spawn → first 200 from
 * GET /api/health, waits idle and reads the process's resident memory, stops it with SIGTERM, then
 * restarts it on the same DATA_DIR and measures again. Prints every run and the medians.
 *
 * Options (environment): BENCH_RUNS (default 3), BENCH_IDLE_MS (wait before reading RSS,
 * default 5000). The server build is refreshed first (`npm run build:server`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild } from './bench-support.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(root, 'build/server/server/main.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000);
const START_TIMEOUT_MS = 120_000;

interface StartFigures {
  firstAnswerMs: number;
  /** CPU time (user + system) the server used up to its first answer: steadier than wall time on a busy machine. */
  cpuMs: number;
  idleRssMb: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** utime + stime of the process from /proc (fields 14 and 15, clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS of the process from /proc (Linux), in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kb / 1024;
}

async function healthAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Starts the server on dataDir, returns the figures with the child still running. */
async function startOnce(dataDir: string): Promise<{ child: ChildProcess; figures: StartFigures }> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (!(await healthAnswers(port))) {
    if (exited) throw new Error('The server exited before answering.');
    if (performance.now() - startedAt > START_TIMEOUT_MS) throw new Error('The server did not answer in time.');
    await sleep(20);
  }
  const firstAnswerMs = performance.now() - startedAt;
  if (child.pid === undefined) throw new Error('No PID');
  const cpuMs = cpuMsOf(child.pid);
  await sleep(IDLE_MS);
  return { child, figures: { firstAnswerMs, cpuMs, idleRssMb: rssMb(child.pid) } };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const build = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:server failed');

  const fresh: StartFigures[] = [];
  const restart: StartFigures[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
    try {
      const first = await startOnce(dataDir);
      await stopChild(first.child, { graceMs: 30_000 });
      const second = await startOnce(dataDir);
      await stopChild(second.child, { graceMs: 30_000 });
      fresh.push(first.figures);
      restart.push(second.figures);
      const line = (figures: StartFigures) =>
        `${(figures.firstAnswerMs / 1000).toFixed(2)} s (CPU ${(figures.cpuMs / 1000).toFixed(2)} s), ${figures.idleRssMb.toFixed(0)} MB`;
      console.log(`run ${run}: fresh start ${line(first.figures)}; restart ${line(second.figures)}`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const summary = (label: string, figures: StartFigures[]) =>
    console.log(
      `${label.padEnd(12)} first answer ${(median(figures.map((f) => f.firstAnswerMs)) / 1000).toFixed(2)} s ` +
        `(CPU ${(median(figures.map((f) => f.cpuMs)) / 1000).toFixed(2)} s), ` +
        `idle RSS ${median(figures.map((f) => f.idleRssMb)).toFixed(0)} MB (median of ${figures.length}, idle ${IDLE_MS / 1000} s)`,
    );
  summary('fresh start', fresh);
  summary('restart', restart);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

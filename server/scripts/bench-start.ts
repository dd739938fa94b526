/**
 * `npm run bench:start`: how long `npm start` takes to answer and how much memory its whole process
 * tree holds idle (docs/operations.md: restart ≤ 1 s, first start ≤ 12 s, the tree ≤ 200 MB RSS
 * 30 s after the first answer on PGlite with the demo data). Each run, on a fresh temporary
 * DATA_DIR: `npm start` (npm and the server, as an operator runs it; the build is made first,
 * outside the timing), timed from spawn to the first 200 from GET /api/health; stopped with
 * SIGTERM; `npm run seed:demo` fills the database; `npm start` again, timed, then left idle and its
 * tree read from /proc: each process's resident memory (RSS, PSS and private) and the sums. Prints
 * every run and the medians, with the load average (other work on the machine moves the times,
 * hardly the memory).
 *
 * Options (environment): BENCH_RUNS (default 3), BENCH_IDLE_MS (idle time after the first answer
 * before the memory is read, default 30000), BENCH_CLEAN_BUILD=true (first removes build/ and
 * times one `npm start` that builds everything, as on a fresh clone: Parcel keeps no cache; its
 * first answer comes while the app is built, so it also times the app's first page, which says
 * it is being built until then).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStaleness } from '../build-freshness.mjs';
import { DEFAULT_CODE_CACHE_DIR } from '../bundle-code-cache.ts';
import { median } from './bench-support.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 30_000);
const START_TIMEOUT_MS = 120_000;
/** A start that builds the app, the player and the server first. */
const BUILD_AND_START_TIMEOUT_MS = 600_000;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface TreeProcess {
  pid: number;
  command: string;
  rssMb: number;
  /** Proportional set size: each shared page (the node binary npm and the server both map) split among the processes that map it. */
  pssMb: number;
  /** Pages no other process maps: what ending this process alone would free. */
  privateMb: number;
}

interface StartFigures {
  firstAnswerMs: number;
  /** CPU time (user + system) of the whole tree up to the first answer: steadier than wall time on a busy machine. */
  cpuMs: number;
  tree: TreeProcess[];
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

/** Fields of /proc/<pid>/stat after the command name: state is [0], ppid [1], utime [11], stime [12], cutime [13], cstime [14]. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The process and all its descendants, from /proc (Linux). */
function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(statFields(Number(entry))?.[1]);
    if (!Number.isFinite(ppid)) continue;
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return tree;
}

/**
 * utime + stime in ms (clock ticks of 10 ms), with cutime + cstime: the children it has reaped,
 * such as the child that makes a new PGlite database or the build a first start runs.
 */
function cpuMsOf(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10 : 0;
}

function describe(pid: number): TreeProcess {
  let command = '?';
  let rollup = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').replace(root, '');
    rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  } catch {
    // Gone meanwhile.
  }
  const mb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(rollup)?.[1] ?? 0) / 1024;
  return {
    pid,
    command: command.length > 70 ? `${command.slice(0, 67)}...` : command,
    rssMb: mb('Rss'),
    pssMb: mb('Pss'),
    privateMb: mb('Private_Clean') + mb('Private_Dirty'),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const treeRss = (tree: TreeProcess[]) => sum(tree.map((process) => process.rssMb));
const treePss = (tree: TreeProcess[]) => sum(tree.map((process) => process.pssMb));
const mbColumn = (value: number) => `${value.toFixed(0).padStart(5)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app's page, no longer the page saying it is being built (server/while-building/index.html). */
async function appAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    return response.status === 200 && !html.includes('name="portal-building"');
  } catch {
    return false;
  }
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

function portalEnv(dataDir: string, port?: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    ...(port === undefined ? {} : { PORT: String(port) }),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // No load balancer to drain for: stop at once.
    DRAIN_SECONDS: '0',
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'Bench-Admin-Passw0rd!',
  };
}

/**
 * `npm start` on dataDir; the figures with the tree still running, its memory read `idleMs` after
 * the first answer. With `awaitApp`, also the time until the app's page is served (after a build).
 */
async function startOnce(
  dataDir: string,
  idleMs: number,
  timeoutMs = START_TIMEOUT_MS,
  awaitApp = false,
): Promise<{ child: ChildProcess; figures: StartFigures; appMs?: number; appCpuMs?: number }> {
  const port = await freePort();
  const startedAt = performance.now();
  // A process group of its own: SIGTERM goes to npm and the server at once, as a terminal's
  // Ctrl-C does.
  const child = spawn(npm, ['start', '--silent'], {
    cwd: root,
    env: portalEnv(dataDir, port),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (!(await healthAnswers(port))) {
    if (exited) throw new Error('npm start exited before answering.');
    if (performance.now() - startedAt > timeoutMs) throw new Error('npm start did not answer in time.');
    await sleep(20);
  }
  const firstAnswerMs = performance.now() - startedAt;
  if (child.pid === undefined) throw new Error('No PID');
  const cpuMs = sum(processTree(child.pid).map(cpuMsOf));
  let app: { appMs: number; appCpuMs: number } | undefined;
  if (awaitApp) {
    while (!(await appAnswers(port))) {
      if (exited) throw new Error('npm start exited before serving the app.');
      if (performance.now() - startedAt > timeoutMs) throw new Error('npm start did not serve the app in time.');
      await sleep(100);
    }
    app = { appMs: performance.now() - startedAt, appCpuMs: sum(processTree(child.pid).map(cpuMsOf)) };
  }
  await sleep(idleMs);
  return { child, figures: { firstAnswerMs, cpuMs, tree: processTree(child.pid).map(describe) }, ...app };
}

const alive = (pid: number) => statFields(pid) !== null && statFields(pid)?.[0] !== 'Z';

/**
 * SIGTERM to the whole group, then waits until every process of the tree has ended (the server
 * closes its database cleanly, so the next start needs no recovery); SIGKILL after 30 s.
 */
async function stopTree(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  const pids = processTree(child.pid);
  const group = child.pid;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-group, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const deadline = performance.now() + 30_000;
  while (pids.some(alive)) {
    if (performance.now() > deadline) {
      signal('SIGKILL');
      break;
    }
    await sleep(50);
  }
}

const load = () => `load average ${loadavg()[0]!.toFixed(1)}`;
const timing = (figures: StartFigures) =>
  `${(figures.firstAnswerMs / 1000).toFixed(2)} s (CPU ${(figures.cpuMs / 1000).toFixed(2)} s)`;

/** One `npm start` from no build at all (as after `npm ci` on a fresh clone) to its first answer. */
async function startFromCleanBuild(): Promise<void> {
  rmSync(join(root, 'build'), { recursive: true, force: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
  try {
    const { child, figures, appMs = 0, appCpuMs = 0 } = await startOnce(dataDir, 0, BUILD_AND_START_TIMEOUT_MS, true);
    console.log(
      `first start with the build (no build/ before): first answer ${timing(figures)}, ` +
        `the app's page ${(appMs / 1000).toFixed(2)} s (CPU ${(appCpuMs / 1000).toFixed(2)} s), ${load()}`,
    );
    await stopTree(child);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The code cache's files with their times, to tell whether a start wrote a new one. */
function codeCacheEntries(): string {
  try {
    return readdirSync(DEFAULT_CODE_CACHE_DIR)
      .map((name) => `${name} ${statSync(join(DEFAULT_CODE_CACHE_DIR, name)).mtimeMs}`)
      .join('\n');
  } catch {
    return '';
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_CLEAN_BUILD === 'true') await startFromCleanBuild();
  // `npm start` would build when stale; built here, so no run times a build.
  if (buildStaleness(root) !== null) {
    console.log('Building first (npm run build)…');
    const build = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const fresh: StartFigures[] = [];
  const restart: StartFigures[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
    try {
      const first = await startOnce(dataDir, 0);
      console.log(`run ${run}: first start ${timing(first.figures)}, ${load()}`);
      await stopTree(first.child);
      const seeded = spawnSync(npm, ['run', '--silent', 'seed:demo'], { cwd: root, env: portalEnv(dataDir), stdio: ['ignore', 'ignore', 'inherit'] });
      if (seeded.status !== 0) throw new Error('npm run seed:demo failed');
      const cacheBefore = codeCacheEntries();
      const second = await startOnce(dataDir, IDLE_MS);
      console.log(`run ${run}: restart with the demo data ${timing(second.figures)}, ${load()}`);
      const { tree } = second.figures;
      console.log(
        `  ${IDLE_MS / 1000} s after its first answer, the tree of \`npm start\` holds ${treeRss(tree).toFixed(0)} MB RSS ` +
          `(PSS ${treePss(tree).toFixed(0)} MB: RSS counts the node binary's pages once in each process that maps them):`,
      );
      console.log('         RSS       PSS   private');
      for (const process of tree) {
        console.log(`    ${mbColumn(process.rssMb)} ${mbColumn(process.pssMb)} ${mbColumn(process.privateMb)}  pid ${String(process.pid).padEnd(8)} ${process.command}`);
      }
      await stopTree(second.child);
      // A start that could not use the cache writes a new one at exit (server/bundle-code-cache.ts).
      const cacheUsed = cacheBefore !== '' && codeCacheEntries() === cacheBefore;
      console.log(`  the restart ${cacheUsed ? 'used' : 'did not use'} the server bundle's code cache`);
      fresh.push(first.figures);
      restart.push(second.figures);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const seconds = (figures: StartFigures[], pick: (f: StartFigures) => number) => (median(figures.map(pick)) / 1000).toFixed(2);
  console.log(
    `\nfirst start  first answer ${seconds(fresh, (f) => f.firstAnswerMs)} s (CPU ${seconds(fresh, (f) => f.cpuMs)} s), median of ${fresh.length}`,
  );
  console.log(
    `restart      first answer ${seconds(restart, (f) => f.firstAnswerMs)} s (CPU ${seconds(restart, (f) => f.cpuMs)} s), ` +
      `idle tree RSS ${median(restart.map((f) => treeRss(f.tree))).toFixed(0)} MB (PSS ${median(restart.map((f) => treePss(f.tree))).toFixed(0)} MB) ` +
        `after ${IDLE_MS / 1000} s (median of ${restart.length}; ${load()})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

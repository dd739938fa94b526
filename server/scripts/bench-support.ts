/**
 * What the benchmark scripts share: a throw-away database for the bench data, starting the portal
 * on it, and stopping the child processes they start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Where the bench data lives (environment for the server), and how to remove it afterwards. */
export interface BenchDatabase {
  env: Record<string, string>;
  label: string;
  cleanUp(): Promise<void>;
}

/**
 * With DATABASE_URL, a fresh database `portal_bench_*` on that server, dropped by cleanUp; without,
 * PGlite. Either way a temporary DATA_DIR for files, removed by cleanUp.
 */
export async function prepareBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  // Files (screenshots, uploads) go to a temporary DATA_DIR on either engine.
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) {
    const name = `portal_bench_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      label: `PostgreSQL (database ${name}, dropped at the end)`,
      cleanUp: async () => {
        await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
        await removeDataDir();
      },
    };
  }
  return {
    env: { DATA_DIR: dataDir },
    label: 'PGlite (temporary DATA_DIR, removed at the end)',
    cleanUp: removeDataDir,
  };
}

/**
 * The young generation's cap of each semi-space (MB) the API runs with: `npm start`'s own
 * (`--max-semi-space-size` in package.json), so a bench's CPU is what a started portal spends (with
 * Node's default, 16 MB, it collected garbage a good deal less often than `npm start` does);
 * BENCH_SEMI_SPACE_MB sets another, 0 Node's default.
 */
export function benchSemiSpaceMb(): number {
  if (process.env.BENCH_SEMI_SPACE_MB !== undefined) return Number(process.env.BENCH_SEMI_SPACE_MB);
  const packageJson = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as { scripts: Record<string, string> };
  const match = /--max-semi-space-size=(\d+)/.exec(packageJson.scripts.start ?? '');
  return match ? Number(match[1]) : 0;
}

/**
 * The API and its bare "floor" routes in a child process (bench-server.ts), so the load generator
 * does not share its event loop; `ports` resolves when it prints `READY <apiPort> <floorPort>`.
 */
export function startBenchServer(env: Record<string, string>): { child: ChildProcess; ports: Promise<[number, number]> } {
  const script = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const semiSpaceMb = benchSemiSpaceMb();
  const youngGeneration = semiSpaceMb > 0 ? [`--max-semi-space-size=${semiSpaceMb}`] : [];
  const child = spawn(process.execPath, [...youngGeneration, ...profile, '--import', 'tsx', script], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ports = new Promise<[number, number]>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bench server exited (${code}) before it was ready.`)));
    const stdout = child.stdout;
    if (!stdout) return reject(new Error('No stdout from the bench server.'));
    createInterface({ input: stdout }).on('line', (line) => {
      const match = /^READY (\d+) (\d+)$/.exec(line);
      if (match) resolve([Number(match[1]), Number(match[2])]);
    });
  });
  return { child, ports };
}

/** Signs in through the API; the bearer token's headers. */
export async function signIn(apiPort: number, email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Login of ${email} failed: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * SIGTERM, then SIGKILL if it has not exited after `graceMs`. With `group`, the signals go to the
 * child's process group (a child spawned `detached`), so what it started itself stops too.
 */
export async function stopChild(child: ChildProcess, options: { group?: boolean; graceMs?: number } = {}): Promise<void> {
  const { group = false, graceMs = 10_000 } = options;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group) process.kill(-pid, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signal('SIGTERM');
  const timer = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
  await Promise.race([exited, timer]);
  if (child.exitCode === null && child.signalCode === null) {
    signal('SIGKILL');
    await exited;
  } else if (group) {
    // The leader is gone; make sure nothing it started outlives it.
    signal('SIGKILL');
  }
}

/** One autocannon run: latency p50 and p99 (ms), requests a second, and requests that failed or were not 2xx. */
export interface Measured {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/** GETs `paths` in turn on the local port with `connections` for `seconds`, and measures them. */
export async function measureGets(
  port: number,
  paths: string[],
  headers: Record<string, string>,
  load: { connections: number; seconds: number },
): Promise<Measured> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: load.connections,
    duration: load.seconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

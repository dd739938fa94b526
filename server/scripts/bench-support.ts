/**
 * What the benchmark scripts share: a throw-away database for the bench data, starting the portal
 * on it, and stopping the child processes they start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * PGlite in a temporary DATA_DIR, removed by cleanUp.
 */
export async function prepareBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `portal_bench_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      label: `PostgreSQL (database ${name}, dropped at the end)`,
      cleanUp: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  return {
    env: { DATA_DIR: dataDir },
    label: 'PGlite (temporary DATA_DIR, removed at the end)',
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What `npm start` runs (server/start.mjs, which builds first when the build is stale) on the bench
 * database, with `admin` as the first admin. In its own process group, so that stopChild with
 * `group` also stops a build it started.
 */
export function startBenchPortal(env: Record<string, string>, port: number, admin: { email: string; password: string }): ChildProcess {
  return spawn(process.execPath, ['server/start.mjs'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_BASE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
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

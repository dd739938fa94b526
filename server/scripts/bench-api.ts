/**
 * `npm run bench:api`: load-tests the list and search endpoints at 5,000 clients and 100,000
 * venues. With DATABASE_URL it works in a fresh database `portal_bench_*` on that server and
 * drops it at the end; without, in PGlite in a temporary DATA_DIR. The API runs in a child process
 * (bench-server.ts) next to a bare "floor" route per endpoint that runs the same SQL; autocannon
 * measures both and this prints p50/p99 latency, req/s and each endpoint's share of its floor.
 * Targets on PostgreSQL: search p99 ≤ 20 ms; each endpoint ≥ half its floor's req/s, the clients
 * list ≥ 0.7 of it, and the venues first page p50 ≤ 5 ms (issue 10).
 *
 * BENCH_SECONDS (default 8) per run, BENCH_CONNECTIONS (default 4), BENCH_CLIENTS, BENCH_VENUES.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { prepareBenchDatabase, stopChild } from './bench-support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = `Bench-${randomBytes(6).toString('hex')}-9`;
/** Short terms that match many rows of the generated names (bench-seed.ts), and one that matches none. */
const SEARCH_TERMS = ['bar', 'hot', 'ton', 'cro', 'ing', '123', 'zqx'];

interface Target {
  name: string;
  apiPaths: string[];
  floorPaths: string[];
  /** Latency targets, where an endpoint has one. */
  p50TargetMs?: number;
  p99TargetMs?: number;
  /** Share of the floor's req/s to reach; 0.5 unless set. */
  ratioTarget?: number;
}

const DEFAULT_RATIO_TARGET = 0.5;

const TARGETS: Target[] = [
  {
    name: 'GET /api/venues?offset=0&limit=10',
    apiPaths: ['/api/venues?offset=0&limit=10'],
    floorPaths: ['/venues?offset=0&limit=10'],
    p50TargetMs: 5,
  },
  {
    name: 'GET /api/clients?offset=0&limit=10',
    apiPaths: ['/api/clients?offset=0&limit=10'],
    floorPaths: ['/clients?offset=0&limit=10'],
    ratioTarget: 0.7,
  },
  {
    name: `GET /api/search?query=<${SEARCH_TERMS.join('|')}>`,
    apiPaths: SEARCH_TERMS.map((term) => `/api/search?query=${term}`),
    floorPaths: SEARCH_TERMS.map((term) => `/search?query=${term}`),
    p99TargetMs: 20,
  },
];

function startServer(env: Record<string, string>): { child: ChildProcess; ports: Promise<[number, number]> } {
  const script = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', ADMIN_EMAIL, ADMIN_PASSWORD, NODE_ENV: 'development' },
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

async function login(apiPort: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

interface Measured {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function measure(port: number, paths: string[], headers: Record<string, string>): Promise<Measured> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function main(): Promise<void> {
  const database = await prepareBenchDatabase();
  let server: ReturnType<typeof startServer> | null = null;
  try {
    console.log(`Engine: ${database.label}. Seeding and starting the API…`);
    server = startServer(database.env);
    const [apiPort, floorPort] = await server.ports;
    const headers = { authorization: `Bearer ${await login(apiPort)}` };
    // Warm both paths (plans, caches, JIT) before measuring.
    for (const target of TARGETS) {
      await measure(apiPort, target.apiPaths, headers);
      await measure(floorPort, target.floorPaths, {});
    }
    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per run\n`);
    const lines: string[] = [];
    let failed = false;
    for (const target of TARGETS) {
      const api = await measure(apiPort, target.apiPaths, headers);
      const floor = await measure(floorPort, target.floorPaths, {});
      const ratio = api.rps / floor.rps;
      const p50Ok = target.p50TargetMs === undefined || api.p50 <= target.p50TargetMs;
      const p99Ok = target.p99TargetMs === undefined || api.p99 <= target.p99TargetMs;
      const ratioTarget = target.ratioTarget ?? DEFAULT_RATIO_TARGET;
      const ratioOk = ratio >= ratioTarget;
      if (!p50Ok || !p99Ok || !ratioOk || api.errors > 0) failed = true;
      const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
      lines.push(
        `${target.name}\n` +
          `  API    p50 ${api.p50.toFixed(1)} ms  p99 ${api.p99.toFixed(1)} ms  ${api.rps.toFixed(0)} req/s  errors ${api.errors}` +
          (target.p50TargetMs === undefined ? '' : `  (p50 target ≤ ${target.p50TargetMs} ms: ${verdict(p50Ok)})`) +
          (target.p99TargetMs === undefined ? '' : `  (p99 target ≤ ${target.p99TargetMs} ms: ${verdict(p99Ok)})`) +
          `\n  floor  p50 ${floor.p50.toFixed(1)} ms  p99 ${floor.p99.toFixed(1)} ms  ${floor.rps.toFixed(0)} req/s\n` +
          `  API / floor req/s ${ratio.toFixed(2)} (target ≥ ${ratioTarget.toFixed(2)}: ${verdict(ratioOk)})`,
      );
      console.log(lines.at(-1));
    }
    if (!process.env.DATABASE_URL) console.log('\nThe targets are set for PostgreSQL; PGlite serves one query at a time.');
    else console.log(failed ? '\nSome targets were missed.' : '\nAll targets met.');
  } finally {
    if (server) await stopChild(server.child);
    await database.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

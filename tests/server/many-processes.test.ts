import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort.ts';
import { startPortal, type PortalProcess } from '../support/portalProcess.ts';

/**
 * The proof that several processes are safe: 3 API processes on one PostgreSQL behind haproxy, under a mixed read/write
 * load, one killed with SIGKILL and one stopped with SIGTERM, each started again. No acknowledged
 * write is lost, the SIGTERM fails no request, the SIGKILL at most those it had in flight. Runs
 * where DATABASE_URL is set (as CI does); needs Debian's haproxy (.ci/run installs it). The whole
 * server as started (server/main.ts), draining by server/plugins/drain.ts.
 */
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const ADMIN = { email: 'admin@example.com', password: 'Correct-Horse-9' };
const WORKERS = 6;
const MAX_REQUESTS = 6000;

/** The configuration of docs/operations.md#several-processes, on test ports. */
function haproxyConfig(frontendPort: number, serverPorts: number[]): string {
  return `global
  maxconn 512

defaults
  mode http
  timeout connect 2s
  # A player's long poll is silent for up to 55 s (contract/longPoll.ts).
  timeout client 65s
  timeout server 65s
  # A health check that answers late (a busy process) is not a failed one: with "fall 1" and the
  # default (inter, half a second), a loaded machine's slow checks took every process out at once,
  # and haproxy answered 503 to all. A stopped process refuses at once; a draining one answers 503.
  timeout check 5s
  # A connection that could not be made never carried the request: safe to try another process.
  retries 3
  retry-on conn-failure
  option redispatch

frontend portal
  bind 127.0.0.1:${frontendPort}
  default_backend api

backend api
  balance roundrobin
  # Readiness: a process answers 503 from SIGTERM on (the drain), and is taken out at once.
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 500ms fall 1 rise 2
${serverPorts.map((port, index) => `  server api${index + 1} 127.0.0.1:${port} check`).join('\n')}
`;
}

/** How many requests failed with each status (or error), and when the first and last of them started, after the first request. */
function failuresByStatus(outcomes: Outcome[]): Record<string, { count: number; firstMs: number; lastMs: number }> {
  const start = Math.min(...outcomes.map((outcome) => outcome.startedAt));
  const byStatus: Record<string, { count: number; firstMs: number; lastMs: number }> = {};
  for (const outcome of outcomes.filter((each) => !each.ok)) {
    const at = outcome.startedAt - start;
    const entry = (byStatus[String(outcome.status)] ??= { count: 0, firstMs: at, lastMs: at });
    entry.count += 1;
    entry.firstMs = Math.min(entry.firstMs, at);
    entry.lastMs = Math.max(entry.lastMs, at);
  }
  return byStatus;
}

interface Outcome {
  startedAt: number;
  endedAt: number;
  ok: boolean;
  write: boolean;
  /** The HTTP status, or the fetch error's name: what a failure was (printed below). */
  status: number | string;
  /** The client written, when acknowledged. */
  id?: string;
}

async function onPostgres(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

describe.runIf(Boolean(process.env.DATABASE_URL))('3 API processes behind haproxy [postgres]', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('loses no acknowledged write at a SIGKILL, and fails no request at a SIGTERM', async () => {
    if (!existsSync(HAPROXY)) {
      throw new Error(`haproxy is missing at ${HAPROXY}: install Debian's haproxy (apt-get install haproxy; .ci/run does) or set HAPROXY_PATH.`);
    }
    const serverUrl = process.env.DATABASE_URL ?? '';
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    await onPostgres(serverUrl, `create database "${name}"`);
    cleanups.push(async () => void (await onPostgres(serverUrl, `drop database if exists "${name}" with (force)`)));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();

    const dataDir = mkdtempSync(join(tmpdir(), 'portal-many-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const ports = [await freePort(), await freePort(), await freePort()];
    const envOf = (port: number) => ({
      NODE_ENV: 'development',
      DATA_DIR: join(dataDir, String(port)),
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SECRET_KEY: 'a'.repeat(64),
      TRUST_PROXY: '127.0.0.1',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      SHUTDOWN_GRACE_SECONDS: '6',
      DRAIN_SECONDS: '2',
    });
    const startOn = (port: number) => startPortal({ entry: 'server bundle', port, stdio: 'collect', env: envOf(port) });
    // The first one migrates and creates the admin; the others then start side by side.
    const processes: PortalProcess[] = [await startOn(ports[0] ?? 0)];
    processes.push(...(await Promise.all(ports.slice(1).map((port) => startOn(port)))));
    cleanups.push(() => processes.forEach((portal) => portal.kill()));

    const frontendPort = await freePort();
    const configFile = join(dataDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(frontendPort, ports));
    const haproxy: ChildProcess = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    cleanups.push(() => void haproxy.kill('SIGKILL'));
    // In the foreground haproxy says each server's change of state on stderr ("Server api/api1 is
    // UP"): the test waits for those, not for a guess of how long two checks take.
    let haproxySaid = '';
    haproxy.stderr?.on('data', (chunk: Buffer) => (haproxySaid += chunk.toString()));
    const timesUp = (server: string) => haproxySaid.split(`Server api/${server} is UP`).length - 1;
    const backInRotation = async (server: string, upBefore: number) => {
      await expect.poll(() => timesUp(server), { timeout: 30_000, interval: 50, message: `haproxy takes ${server} back` }).toBeGreaterThan(upBefore);
    };
    const base = `http://127.0.0.1:${frontendPort}`;
    await expect.poll(() => fetch(`${base}/api/health`).then((response) => response.status, () => 0), { timeout: 10_000 }).toBe(200);

    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' };

    // The load: each worker writes a client or reads a page, one request after another.
    const outcomes: Outcome[] = [];
    let inFlight = 0;
    let running = true;
    let sent = 0;
    const worker = async (workerIndex: number) => {
      for (let n = 0; running && sent < MAX_REQUESTS; n += 1) {
        sent += 1;
        const write = n % 2 === 0;
        const startedAt = Date.now();
        inFlight += 1;
        try {
          const response = write
            ? await fetch(`${base}/api/clients`, { method: 'POST', headers, body: JSON.stringify({ name: `Load ${workerIndex}-${n}-${randomBytes(3).toString('hex')}` }) })
            : await fetch(`${base}/api/clients?limit=5`, { headers });
          // haproxy's own error pages are HTML: their status is the failure, not a JSON parse error.
          const body = (response.headers.get('content-type')?.includes('application/json') ? await response.json() : await response.text().then(() => ({}))) as { id?: string };
          outcomes.push({ startedAt, endedAt: Date.now(), ok: response.ok, write, status: response.status, id: write && response.ok ? body.id : undefined });
        } catch (error) {
          outcomes.push({ startedAt, endedAt: Date.now(), ok: false, write, status: error instanceof Error ? error.name : 'error' });
        } finally {
          inFlight -= 1;
        }
      }
    };
    const loadStartedAt = Date.now();
    const load = Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));

    // The load under way: every worker has written a few times, round robin through all three.
    await expect.poll(() => outcomes.filter((outcome) => outcome.write && outcome.ok).length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(3 * WORKERS);
    // SIGKILL: whatever it had in flight may fail, nothing it acknowledged may be lost.
    const killedAt = Date.now();
    const inFlightAtKill = inFlight;
    const api1UpBefore = timesUp('api1');
    processes[0]?.child.kill('SIGKILL');
    await processes[0]?.exited;
    const restarted = await startOn(ports[0] ?? 0);
    processes[0] = restarted;
    // haproxy takes it back after two good checks.
    await backInRotation('api1', api1UpBefore);

    // SIGTERM: the drain; not one request may fail.
    const terminatedAt = Date.now();
    const api2UpBefore = timesUp('api2');
    processes[1]?.child.kill('SIGTERM');
    const termCode = await processes[1]?.exited;
    const stoppedAfterMs = Date.now() - terminatedAt;
    processes[1] = await startOn(ports[1] ?? 0);
    // The load goes on until haproxy has taken the restarted process back as well.
    await backInRotation('api2', api2UpBefore);
    running = false;
    await load;
    const endedAt = Date.now();

    const failedAtKill = outcomes.filter((outcome) => !outcome.ok && outcome.startedAt < terminatedAt).length;
    const failedAtTerm = outcomes.filter((outcome) => !outcome.ok && outcome.startedAt >= terminatedAt).length;
    const acknowledged = outcomes.flatMap((outcome) => (outcome.id ? [outcome.id] : []));
    const stored = await onPostgres(databaseUrl, 'select count(*)::int as count from clients where id = any($1::uuid[])', [acknowledged]);
    const lost = acknowledged.length - (stored.rows[0] as { count: number }).count;
    console.info(
      `[haproxy, 3 processes] ${outcomes.length} requests (${outcomes.filter((o) => o.write).length} writes) in ${((endedAt - loadStartedAt) / 1000).toFixed(1)} s (SIGKILL after ${((killedAt - loadStartedAt) / 1000).toFixed(1)} s); ` +
        `SIGKILL: ${failedAtKill} failed, ${inFlightAtKill} in flight; SIGTERM: ${failedAtTerm} failed, exit ${termCode} after ${stoppedAfterMs} ms; ` +
        `acknowledged writes ${acknowledged.length}, lost ${lost}; failures by status ${JSON.stringify(failuresByStatus(outcomes))}`,
    );
    expect(lost).toBe(0);
    expect(failedAtTerm).toBe(0);
    expect(failedAtKill).toBeLessThanOrEqual(inFlightAtKill);
    expect(termCode).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(50);
  }, 240_000);
});

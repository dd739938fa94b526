/**
 * `npm run bench:data` (docs/live-data.md#delivery-to-players): BENCH_PLAYERS simulated players
 * (default 10,000, one graphics controller each) hold the long poll of a shared push source's live
 * values against one API process, as the player does (player/liveData/useLiveValues.ts: a call
 * with the last version and `waitSeconds`, the next one at once); one value is pushed every second
 * for BENCH_SECONDS (default 60). Prints the time from each push's answer to each player's answer
 * holding that value (p50/p95/p99, target p99 ≤ 2 s), errors (target 0), how many answers were
 * missed, and the API process's CPU time per push.
 *
 * With DATABASE_URL it works in a fresh database `portal_bench_*` on that server and drops it at
 * the end; without, in PGlite in a temporary DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { LONG_POLL_SECONDS } from '../../contract/longPoll.ts';
import { benchDeviceToken } from './bench-seed.ts';
import { benchSemiSpaceMb, prepareBenchDatabase, signIn, startBenchServer, stopChild } from './bench-support.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const MEASURED_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const P99_TARGET_MS = 2_000;
const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = `Bench-${randomBytes(6).toString('hex')}-9`;
/** The player's own gap between calls (useLiveValues MIN_POLL_GAP_MS), so a burst is not a busy loop. */
const MIN_POLL_GAP_MS = 300;

interface BenchFleet {
  controllers: { n: number }[];
}

/** One socket per player, as each player is its own machine. */
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

function getText(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; etag: string | null; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, headers, agent }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const etag = answer.headers.etag;
        resolve({ status: answer.statusCode ?? 0, etag: typeof etag === 'string' ? etag : null, body: Buffer.concat(chunks).toString('utf8') });
      });
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

async function main(): Promise<void> {
  const database = await prepareBenchDatabase();
  const semiSpaceMb = benchSemiSpaceMb();
  console.log(
    `bench:data on ${database.label}: ${PLAYERS.toLocaleString('en')} players, one push a second for ${MEASURED_SECONDS} s; ` +
      `the API's semi-spaces ${semiSpaceMb > 0 ? `at most ${semiSpaceMb} MB` : "Node's default"}.`,
  );
  const server = startBenchServer({
    ...database.env,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    BENCH_DISPLAYS: String(PLAYERS),
    BENCH_DISPLAYS_PER_CONTROLLER: '1',
    BENCH_VENUES: String(PLAYERS),
    BENCH_CLIENTS: String(Math.max(1, Math.ceil(PLAYERS / 20))),
  });
  let running = true;
  try {
    const [apiPort, floorPort] = await server.ports;
    const floor = async <T>(path: string): Promise<T> => (await (await fetch(`http://127.0.0.1:${floorPort}${path}`)).json()) as T;
    const fleet = await floor<BenchFleet>('/bench-fleet');
    const admin = await signIn(apiPort, ADMIN_EMAIL, ADMIN_PASSWORD);
    // A shared source (every client's players may show it), as a venue group's jackpot feed is.
    const created = await fetch(`http://127.0.0.1:${apiPort}/api/data-sources`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench jackpot', clientId: null, kind: 'push', staleAfterSeconds: 120, fields: [{ key: 'jackpot', type: 'currency' }] }),
    });
    if (created.status !== 201) throw new Error(`Creating the source failed: ${created.status} ${await created.text()}`);
    const source = (await created.json()) as { id: string; pushToken: string };

    /** When each pushed value's PUT was answered (the value is its sequence number). */
    const pushedAt = new Map<number, number>();
    const latencies: number[] = [];
    const errors = new Map<string, number>();
    const countError = (kind: string) => errors.set(kind, (errors.get(kind) ?? 0) + 1);
    let measuring = false;
    let connected = 0;

    const player = async (n: number) => {
      const headers: Record<string, string> = { authorization: `Bearer ${benchDeviceToken(n)}` };
      let version: string | null = null;
      let first = true;
      while (running) {
        const startedMs = performance.now();
        const wait = version === null ? 0 : LONG_POLL_SECONDS;
        try {
          const answer = await getText(apiPort, `/api/graphicscontroller/self/data-values?sources=${source.id}&waitSeconds=${wait}`, version === null ? headers : { ...headers, 'if-none-match': version });
          const receivedMs = performance.now();
          if (answer.status === 200) {
            version = answer.etag;
            const body = JSON.parse(answer.body) as { sources: { values: { value: unknown }[] }[] };
            const value = body.sources[0]?.values[0]?.value;
            const pushed = typeof value === 'number' ? pushedAt.get(value) : undefined;
            if (measuring && pushed !== undefined) latencies.push(Math.max(0, receivedMs - pushed));
          } else if (answer.status !== 304) {
            countError(`HTTP ${answer.status}`);
          }
        } catch (error) {
          countError((error as NodeJS.ErrnoException).code ?? 'connection');
          version = null;
        }
        if (first) {
          first = false;
          connected += 1;
        }
        const gap = MIN_POLL_GAP_MS - (performance.now() - startedMs);
        if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
      }
    };

    // Players come in over a few seconds, as a fleet reconnecting after a restart would.
    const players: Promise<void>[] = [];
    for (const [index, controller] of fleet.controllers.entries()) {
      players.push(player(controller.n));
      if (index % 500 === 499) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    while (connected < fleet.controllers.length) await new Promise((resolve) => setTimeout(resolve, 200));
    console.log(`${connected.toLocaleString('en')} players connected; pushing.`);

    const usage = () => floor<{ serverCpuMs: number; databaseCpuMs: number | null }>('/usage');
    const before = await usage();
    // The API's garbage collections while measuring (bench-server.ts counts them): how often the young generation fills.
    await fetch(`http://127.0.0.1:${floorPort}/loop/reset`, { method: 'POST' });
    measuring = true;
    let pushes = 0;
    let pushFailures = 0;
    const endMs = performance.now() + MEASURED_SECONDS * 1000;
    for (let value = 1; performance.now() < endMs; value += 1) {
      const tickMs = performance.now();
      try {
        const pushed = await fetch(`http://127.0.0.1:${apiPort}/api/data-sources/${source.id}/values`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${source.pushToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ values: { jackpot: value } }),
        });
        await pushed.arrayBuffer();
        if (pushed.status === 204) {
          pushedAt.set(value, performance.now());
          pushes += 1;
        } else {
          pushFailures += 1;
        }
      } catch (error) {
        // A push the server did not answer (its socket reset under load) is an error, not the end of the run.
        countError(`push ${(error as { cause?: { code?: string } }).cause?.code ?? 'failed'}`);
      }
      const rest = 1000 - (performance.now() - tickMs);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
    // The last push's answers get their 2 s.
    await new Promise((resolve) => setTimeout(resolve, P99_TARGET_MS));
    measuring = false;
    const after = await usage();
    const collections = await floor<{ gcCount: number; gcMs: number }>('/loop');

    const sorted = latencies.sort((a, b) => a - b);
    const expected = pushes * fleet.controllers.length;
    const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0) + pushFailures;
    const p99 = percentile(sorted, 99);
    console.log(`pushes: ${pushes} (${pushFailures} refused); answers with a pushed value: ${sorted.length.toLocaleString('en')} of ${expected.toLocaleString('en')}`);
    console.log(
      `push → player answer: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, ` +
        `p99 ${p99.toFixed(0)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms (target p99 ≤ ${P99_TARGET_MS} ms)`,
    );
    console.log(`errors: ${errorCount}${errors.size > 0 ? ` (${[...errors].map(([kind, count]) => `${kind} ${count}`).join(', ')})` : ''} (target 0)`);
    const perPush = (before: number | null, after: number | null) => (before === null || after === null ? 'unknown' : `${((after - before) / Math.max(1, pushes)).toFixed(0)} ms`);
    console.log(
      `CPU per push (${fleet.controllers.length.toLocaleString('en')} answers each): API process ${perPush(before.serverCpuMs, after.serverCpuMs)}, ` +
        `database ${perPush(before.databaseCpuMs, after.databaseCpuMs)}; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`,
    );
    console.log(
      `API garbage collection per push: ${(collections.gcCount / Math.max(1, pushes)).toFixed(1)} collections, ${(collections.gcMs / Math.max(1, pushes)).toFixed(1)} ms on its thread`,
    );
    running = false;
    // A player's missed pushes are fine (a newer value replaces an older one), but it must hear the latest.
    if (!(p99 <= P99_TARGET_MS) || errorCount > 0) process.exitCode = 1;
    await Promise.race([Promise.allSettled(players), new Promise((resolve) => setTimeout(resolve, 1000))]);
  } finally {
    running = false;
    // The players' held polls first: the server's close waits for open requests, and one still
    // waiting its LONG_POLL_SECONDS outlasts the stop's grace (a SIGKILL loses BENCH_CPU_PROF's profile).
    agent.destroy();
    await stopChild(server.child);
    await database.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench:floor`: what a player's request costs at least on this machine, as a yardstick for
 * the fleet's CPU a request (`npm run bench:fleet`, docs/operations.md#fleet-floor). A bare Fastify
 * route (bench-floor-server.ts, its own process) takes a heartbeat report and writes it with one
 * prepared statement on PostgreSQL; this process posts reports for BENCH_DISPLAYS (10,000) displays
 * at BENCH_RATE (450) a second, the fleet's whole rate, on kept-alive connections, and prints the
 * floor's CPU per request (its kernel share apart) over BENCH_SECONDS (30) after a 10 s warm-up.
 *
 * Needs DATABASE_URL: it works in a fresh `portal_bench_*` database it drops at the end.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { call } from './bench-http.ts';
import { prepareBenchDatabase, stopChild } from './bench-support.ts';

const DISPLAYS = Number(process.env.BENCH_DISPLAYS ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 450);
const MEASURED_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = 10;
/** Requests go out in batches every TICK_MS, RATE a second in all. */
const TICK_MS = 20;

if (!process.env.DATABASE_URL) {
  console.error('bench:floor measures on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
  process.exit(1);
}

const report = JSON.stringify({
  shown: { assetId: null, playlistId: null, version: null, sinceUtc: new Date().toISOString() },
  playerVersion: 'bench',
  cacheBytes: 1_000_000,
  lastMediaError: null,
});
const displayIds = Array.from({ length: DISPLAYS }, () => randomUUID());

const database = await prepareBenchDatabase();
const floor = fork(fileURLToPath(new URL('./bench-floor-server.ts', import.meta.url)), [], {
  env: { ...process.env, ...database.env },
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
try {
  const port = await new Promise<number>((resolve, reject) => {
    floor.once('exit', (code) => reject(new Error(`The floor server exited (${code}) before it was ready.`)));
    createInterface({ input: floor.stdout! }).on('line', (line) => {
      const match = /^READY (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  const cpuOfFloor = async (): Promise<NodeJS.CpuUsage> => {
    const answer = once(floor, 'message');
    floor.send('cpu');
    return (await answer)[0] as NodeJS.CpuUsage;
  };

  let next = 0;
  let failed = 0;
  /** RATE reports a second for `seconds`; resolves once every one has its answer. */
  const drive = async (seconds: number): Promise<number> => {
    const calls: Promise<void>[] = [];
    const endAt = Date.now() + seconds * 1000;
    while (Date.now() < endAt) {
      for (let index = 0; index < (RATE * TICK_MS) / 1000; index += 1) {
        const displayId = displayIds[next++ % displayIds.length]!;
        const answered = call(port, `/displays/${displayId}/report`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: report });
        calls.push(
          answered.then(
            (answer) => {
              if (answer.status !== 200) failed += 1;
            },
            () => {
              failed += 1;
            },
          ),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    await Promise.all(calls);
    return calls.length;
  };

  console.log(`bench:floor on ${database.label}: ${RATE} reports a second for ${DISPLAYS.toLocaleString('en')} displays, ${WARMUP_SECONDS} s warm-up, ${MEASURED_SECONDS} s measured.`);
  await drive(WARMUP_SECONDS);
  failed = 0;
  const before = await cpuOfFloor();
  const requests = await drive(MEASURED_SECONDS);
  const after = await cpuOfFloor();
  const perRequestMs = (micros: number) => (micros / 1000 / requests).toFixed(3);
  const userMicros = after.user - before.user;
  const systemMicros = after.system - before.system;
  console.log(
    `Floor: ${perRequestMs(userMicros + systemMicros)} ms of CPU a request (in the kernel ${perRequestMs(systemMicros)} ms) over ${requests.toLocaleString('en')} requests, ${failed} failed.`,
  );
  if (failed > 0) process.exitCode = 1;
} finally {
  floor.disconnect();
  await stopChild(floor);
  await database.cleanUp();
}

/**
 * `npm run bench:fleet` (and 22): a fleet of simulated players against one API process.
 * Each controller calls GET /self every heartbeat (60 s) and posts one report per display, and
 * every PLAY_UPLOAD_MINUTES each display then uploads its plays since the last upload (one every
 * BENCH_PLAY_SECONDS, default 15, as a playlist rotating so would), the fleet's uploads spread
 * over those minutes; each display holds the long poll of its day (GET …/day?waitSeconds=20 with its ETag) as a player does
 * (contract/longPoll.ts), and uploads a screenshot (60–150 KB) every BENCH_SCREENSHOT_MINUTES
 * (default 15, the client's default; 0: none), the fleet's uploads spread evenly over that interval. Halfway through, an admin starts a takeover of one venue: this
 * prints how long it took to reach that venue's screens, and what the wake-up of every waiting
 * player did to the heartbeats. Prints p50/p95/p99 per call, errors, req/s and the rows the
 * database wrote per minute, the CPU time per request of the API process and of the database, the
 * database's and the plays' growth per day on disk and how long the rollup of all the
 * plays of the run took (POST /rollup of bench-server.ts, the job's round). Target: heartbeats (self and report) p99 ≤ 50 ms at 10,000 displays
 * on PostgreSQL, 0 errors.
 *
 * With DATABASE_URL it works in a fresh database `portal_bench_*` on that server and drops it at
 * the end; without, in PGlite in a temporary DATA_DIR. BENCH_DISPLAYS (default 10,000),
 * BENCH_DISPLAYS_PER_CONTROLLER (default 4), BENCH_SECONDS measured (default 120, after a warm-up
 * as long as the server keeps a day: 5 minutes; BENCH_WARMUP_SECONDS shortens it for a quick
 * look, the long polls' first reads then bunched into it), BENCH_VENUES (default: one per
 * controller). BENCH_ROUTE_CPU=1 also prints the API's CPU per request of each route
 * (bench-route-cpu.ts: its hooks slow the API, so that run's total is not the one to quote).
 * BENCH_ROUND_TRIPS=1 prints the database statements (round trips) per request of each route
 * while measured (bench-round-trips.ts: a count, the same on any machine and load for a given run).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEFAULT_HEARTBEAT_SECONDS } from '../../contract/deviceStatus.ts';
import { DEFAULT_SCREENSHOT_INTERVAL_MINUTES, SCREENSHOT_HISTORY } from '../../contract/fleet/screenshots.ts';
import { PLAY_UPLOAD_MINUTES } from '../../contract/fleet/playUploads.ts';
import { LONG_POLL_SECONDS } from '../../contract/longPoll.ts';
import { KNOWN_DAY_MS } from '../device/services/known-days.ts';
import { OUTSIDE_REQUESTS, type RouteRoundTrips } from './bench-round-trips.ts';
import type { RouteCpu } from './bench-route-cpu.ts';
import { benchDeviceToken } from './bench-seed.ts';
import { call, type BenchAnswer, type BenchRequest } from './bench-http.ts';
import { prepareBenchDatabase, signIn, startBenchServer, stopChild } from './bench-support.ts';

const DISPLAYS = Number(process.env.BENCH_DISPLAYS ?? 10_000);
const PER_CONTROLLER = Number(process.env.BENCH_DISPLAYS_PER_CONTROLLER ?? 4);
const MEASURED_SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const HEARTBEAT_MS = DEFAULT_HEARTBEAT_SECONDS * 1000;
const HEARTBEAT_P99_TARGET_MS = 50;
const PLAY_SECONDS = Number(process.env.BENCH_PLAY_SECONDS ?? 15);
/** Every how many heartbeats a player sends its plays up. */
const HEARTBEATS_PER_PLAY_UPLOAD = Math.max(1, Math.round((PLAY_UPLOAD_MINUTES * 60_000) / HEARTBEAT_MS));
const SCREENSHOT_MS = Number(process.env.BENCH_SCREENSHOT_MINUTES ?? DEFAULT_SCREENSHOT_INTERVAL_MINUTES) * 60_000;
const ROUTE_CPU = Boolean(process.env.BENCH_ROUTE_CPU);
const ROUND_TRIPS = Boolean(process.env.BENCH_ROUND_TRIPS);
const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = `Bench-${randomBytes(6).toString('hex')}-9`;

interface PlayBytes {
  plays: number;
  playHours: number;
  playCount: number;
}

interface Usage {
  serverCpuMs: number;
  /** Of serverCpuMs, the kernel's (system time). */
  serverSystemCpuMs: number;
  databaseCpuMs: number | null;
  databaseBytes: number | null;
}

/**
 * Made-up screenshots, 60 to 150 KB as the player's JPEGs are (a JPEG's first bytes, then noise
 * that does not compress): a few made once, so the load generator spends no time on them.
 */
const screenshots = Array.from({ length: 8 }, (_, index) => {
  const bytes = randomBytes(60_000 + Math.round((index / 7) * 90_000));
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  return bytes;
});

interface BenchFleet {
  layoutId: string;
  controllers: { n: number; venueId: string; displayIds: string[] }[];
}

/** Latencies (ms) and failures per kind of call, counted only while `measuring`. */
class Tally {
  measuring = false;
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();

  /** What the failures were: an HTTP status, or "no answer" (the connection failed or was closed). */
  readonly failureCauses = new Map<string, number>();

  record(kind: string, ms: number, ok: boolean, cause = 'no answer') {
    if (!this.measuring) return;
    if (!ok) {
      this.failures.set(kind, (this.failures.get(kind) ?? 0) + 1);
      this.failureCauses.set(cause, (this.failureCauses.get(cause) ?? 0) + 1);
    }
    else {
      const list = this.latencies.get(kind) ?? [];
      list.push(ms);
      this.latencies.set(kind, list);
    }
  }

  rows() {
    const kinds = new Set([...this.latencies.keys(), ...this.failures.keys()]);
    return [...kinds].sort().map((kind) => {
      const sorted = [...(this.latencies.get(kind) ?? [])].sort((a, b) => a - b);
      const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
      return { kind, count: sorted.length, errors: this.failures.get(kind) ?? 0, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
    });
  }
}

/**
 * The API's CPU per request of each route while measured: the process's CPU time shared among the
 * routes by the time their own callbacks ran (what ran between callbacks, Node's HTTP parsing and
 * the database driver's, spread by the same shares).
 */
function printRouteCpu(before: RouteCpu[], after: RouteCpu[], serverCpuMs: number): void {
  const rows = after.map((row) => {
    const earlier = before.find((other) => other.route === row.route);
    return { route: row.route, requests: row.requests - (earlier?.requests ?? 0), ownMs: row.ownMs - (earlier?.ownMs ?? 0) };
  }).filter((row) => row.requests > 0);
  const ownTotal = rows.reduce((sum, row) => sum + row.ownMs, 0);
  console.log(`API CPU per request by route (its own callbacks ${((ownTotal / Math.max(1, serverCpuMs)) * 100).toFixed(0)} % of the process's CPU; the rest shared by those shares):`);
  for (const row of rows.sort((a, b) => b.ownMs - a.ownMs)) {
    const perRequest = (serverCpuMs * (row.ownMs / Math.max(1e-9, ownTotal))) / row.requests;
    console.log(`  ${row.route.padEnd(62)}${String(row.requests).padStart(8)} requests ${perRequest.toFixed(3).padStart(8)} ms each (own ${(row.ownMs / row.requests).toFixed(3)} ms)`);
  }
}

/**
 * The API's database round trips per request of each route while measured, and of all the
 * players' requests together (the target's unit); what no request sent (background jobs) per minute.
 */
function printRoundTrips(before: RouteRoundTrips[], after: RouteRoundTrips[], seconds: number): void {
  const rows = after
    .map((row) => {
      const earlier = before.find((other) => other.route === row.route);
      const byCount = Object.entries(row.byCount)
        .map(([count, requests]) => [Number(count), requests - (earlier?.byCount[count] ?? 0)] as const)
        .filter(([, requests]) => requests > 0);
      return { route: row.route, requests: row.requests - (earlier?.requests ?? 0), statements: row.statements - (earlier?.statements ?? 0), byCount };
    })
    .filter((row) => row.route.includes(' /api/') && row.requests > 0);
  const perRequest = (statements: number, requests: number) => (statements / Math.max(1, requests)).toFixed(2);
  console.log('Database round trips (statements) per request by route:');
  for (const row of rows.sort((a, b) => b.statements - a.statements)) {
    // How many requests sent how many statements: a day read stands apart from a kept day's 304.
    const spread = [...row.byCount].sort(([a], [b]) => a - b).map(([count, requests]) => `${count}×${requests}`).join(' ');
    console.log(`  ${row.route.padEnd(62)}${String(row.requests).padStart(8)} requests ${String(row.statements).padStart(8)} statements ${perRequest(row.statements, row.requests).padStart(7)} each (statements×requests: ${spread})`);
  }
  const players = rows.filter((row) => row.route.includes(' /api/graphicscontroller/'));
  const sum = (list: typeof rows, key: 'requests' | 'statements') => list.reduce((total, row) => total + row[key], 0);
  console.log(`  every player request: ${perRequest(sum(players, 'statements'), sum(players, 'requests'))} each (${sum(players, 'statements')} over ${sum(players, 'requests')})`);
  const outsideAfter = after.find((row) => row.route === OUTSIDE_REQUESTS)?.statements ?? 0;
  const outsideBefore = before.find((row) => row.route === OUTSIDE_REQUESTS)?.statements ?? 0;
  console.log(`  outside requests (background jobs, announcements): ${(((outsideAfter - outsideBefore) / seconds) * 60).toFixed(0)} a minute`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const database = await prepareBenchDatabase();
  const controllerCount = Math.ceil(DISPLAYS / PER_CONTROLLER);
  console.log(`bench:fleet on ${database.label}: ${DISPLAYS.toLocaleString('en')} displays, ${PER_CONTROLLER} per controller.`);
  const server = startBenchServer({
    ...database.env,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    BENCH_DISPLAYS: String(DISPLAYS),
    BENCH_DISPLAYS_PER_CONTROLLER: String(PER_CONTROLLER),
    BENCH_VENUES: process.env.BENCH_VENUES ?? String(controllerCount),
    BENCH_CLIENTS: process.env.BENCH_CLIENTS ?? String(Math.max(1, Math.ceil(controllerCount / 20))),
  });
  let running = true;
  try {
    const [apiPort, floorPort] = await server.ports;
    const floor = async <T>(path: string): Promise<T> => (await (await fetch(`http://127.0.0.1:${floorPort}${path}`)).json()) as T;
    const fleet = await floor<BenchFleet>('/bench-fleet');
    // Signed in before the fleet loads the server (at 10,000 displays on 2 cores a sign-in in the
    // middle of the run met a connection the overloaded server was closing).
    const admin = await signIn(apiPort, ADMIN_EMAIL, ADMIN_PASSWORD);
    const tally = new Tally();

    /** One call: its latency and whether it answered as expected go into the tally. */
    const timed = async (kind: string, path: string, init: BenchRequest, okStatuses: number[]): Promise<BenchAnswer | null> => {
      const started = performance.now();
      try {
        const response = await call(apiPort, path, init);
        tally.record(kind, performance.now() - started, okStatuses.includes(response.status), `HTTP ${response.status}`);
        return response;
      } catch {
        tally.record(kind, performance.now() - started, false);
        return null;
      }
    };

    /** The plays of one display since its last upload: back to back, PLAY_SECONDS each. */
    const playsSinceUpload = (displayId: string) => {
      const spanMs = HEARTBEATS_PER_PLAY_UPLOAD * HEARTBEAT_MS;
      const count = Math.max(1, Math.round(spanMs / 1000 / PLAY_SECONDS));
      const startMs = Date.now() - spanMs;
      return Array.from({ length: count }, (_, index) => ({
        id: randomUUID(),
        displayId,
        assetId: fleet.layoutId,
        startedUtc: new Date(startMs + index * PLAY_SECONDS * 1000).toISOString(),
        seconds: PLAY_SECONDS,
      }));
    };

    const heartbeat = async (controller: BenchFleet['controllers'][number], playsDue: boolean) => {
      const authorization = `Bearer ${benchDeviceToken(controller.n)}`;
      await timed('heartbeat: GET /self', '/api/graphicscontroller/self', { headers: { authorization } }, [200]);
      await Promise.all(
        controller.displayIds.map(async (displayId) => {
          await timed(
            'heartbeat: POST report',
            `/api/graphicscontroller/self/displays/${displayId}/report`,
            {
              method: 'POST',
              headers: { authorization, 'content-type': 'application/json' },
              body: JSON.stringify({
                shown: { assetId: null, playlistId: null, version: null, sinceUtc: new Date().toISOString() },
                playerVersion: 'bench',
                cacheBytes: 1_000_000,
                lastMediaError: null,
              }),
            },
            [200],
          );
          // As the player: its queued plays go up once the heartbeat has been answered, when due.
          if (!playsDue) return;
          await timed(
            'plays: POST upload',
            '/api/graphicscontroller/self/plays',
            { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify({ plays: playsSinceUpload(displayId) }) },
            [200],
          );
        }),
      );
    };

    /** When the takeover was sent, and when each screen of its venue first had it (a later change of its day is not the takeover). */
    const takeover = { sentAt: 0, venueDisplays: new Set<string>(), reachedMs: new Map<string, number>() };

    const longPoll = async (controller: BenchFleet['controllers'][number], displayId: string) => {
      const authorization = `Bearer ${benchDeviceToken(controller.n)}`;
      let etag: string | null = null;
      while (running) {
        const wait = etag === null ? 0 : LONG_POLL_SECONDS;
        const kind = wait === 0 ? 'day: first fetch' : 'day: long poll (answer includes the wait)';
        const headers: Record<string, string> = { authorization };
        if (etag !== null) headers['if-none-match'] = etag;
        const response = await timed(kind, `/api/graphicscontroller/self/displays/${displayId}/day?waitSeconds=${wait}`, { headers }, [200, 304]);
        if (response === null) {
          await sleep(HEARTBEAT_MS);
          continue;
        }
        if (response.status === 200) {
          const changed = etag !== null;
          etag = response.etag;
          if (changed && takeover.venueDisplays.has(displayId) && !takeover.reachedMs.has(displayId)) takeover.reachedMs.set(displayId, performance.now() - takeover.sentAt);
        }
      }
    };

    const screenshotBytes = { sent: 0 };
    const screenshotLoop = async (controller: BenchFleet['controllers'][number], displayId: string, index: number) => {
      const authorization = `Bearer ${benchDeviceToken(controller.n)}`;
      while (running) {
        const started = Date.now();
        const body = screenshots[index % screenshots.length]!;
        const response = await timed(
          'screenshot: POST upload',
          `/api/graphicscontroller/self/displays/${displayId}/screenshots`,
          { method: 'POST', headers: { authorization, 'content-type': 'image/jpeg' }, body },
          [201],
        );
        if (response?.status === 201 && tally.measuring) screenshotBytes.sent += body.length;
        await sleep(Math.max(0, SCREENSHOT_MS - (Date.now() - started)));
      }
    };

    // Heartbeats spread evenly over a heartbeat, screenshots over their interval, as a fleet drifts;
    // long polls start spread over the age at which the server reads a kept day again (KNOWN_DAY_MS),
    // so those reads spread evenly too, as the players of a real fleet, started at any time, spread
    // them (started within one heartbeat, every display's read fell in the same minute of each
    // KNOWN_DAY_MS, and none in a two-minute measure). The warm-up lasts that long too.
    const dayReadAgainMs = Number(process.env.BENCH_WARMUP_SECONDS ?? Math.max(KNOWN_DAY_MS, HEARTBEAT_MS) / 1000) * 1000;
    const loops: Promise<void>[] = [];
    fleet.controllers.forEach((controller, index) => {
      loops.push(
        (async () => {
          await sleep((index / fleet.controllers.length) * HEARTBEAT_MS);
          // Controllers take turns, so the fleet's play uploads spread over PLAY_UPLOAD_MINUTES.
          for (let beat = index; running; beat += 1) {
            const started = Date.now();
            await heartbeat(controller, beat % HEARTBEATS_PER_PLAY_UPLOAD === 0);
            await sleep(Math.max(0, HEARTBEAT_MS - (Date.now() - started)));
          }
        })(),
      );
      controller.displayIds.forEach((displayId, displayIndex) => {
        const share = (index * PER_CONTROLLER + displayIndex) / DISPLAYS;
        loops.push(sleep(share * dayReadAgainMs).then(() => longPoll(controller, displayId)));
        if (SCREENSHOT_MS > 0) loops.push(sleep(share * SCREENSHOT_MS).then(() => screenshotLoop(controller, displayId, index + displayIndex)));
      });
    });

    console.log(`Warming up for ${dayReadAgainMs / 1000} s: every controller calls every heartbeat, every display starts its long poll within it.`);
    await sleep(dayReadAgainMs);
    const rowsBefore = (await floor<{ rows: number }>('/rows-written')).rows;
    const playsBefore = await floor<PlayBytes>('/play-bytes');
    const usageBefore = await floor<Usage>('/usage');
    const routesBefore = ROUTE_CPU ? await floor<RouteCpu[]>('/route-cpu') : [];
    const tripsBefore = ROUND_TRIPS ? await floor<RouteRoundTrips[]>('/round-trips') : [];
    const generatorBefore = process.cpuUsage();
    await fetch(`http://127.0.0.1:${floorPort}/loop/reset`, { method: 'POST' });
    // This process's own loop too: a call's latency is timed here, so a held loop here counts in it.
    const GENERATOR_TICK_MS = 10;
    const generatorLoop = monitorEventLoopDelay({ resolution: GENERATOR_TICK_MS });
    generatorLoop.enable();
    const measuredFrom = performance.now();
    const herd = new Tally();
    herd.measuring = true;
    // The rest of the measure, apart: what the fleet sees when no change wakes a crowd.
    const quiet = new Tally();
    const original = tally.record.bind(tally);
    tally.record = (kind, ms, ok, cause) => {
      original(kind, ms, ok, cause);
      quiet.measuring = tally.measuring;
      if (takeover.sentAt > 0 && performance.now() - takeover.sentAt < 10_000) herd.record(kind, ms, ok);
      else quiet.record(kind, ms, ok);
    };
    tally.measuring = true;
    await sleep((MEASURED_SECONDS * 1000) / 2);

    // Halfway: a takeover of the first controller's venue, started by an admin through the API.
    const target = fleet.controllers[0]!;
    for (const id of target.displayIds) takeover.venueDisplays.add(id);
    takeover.sentAt = performance.now();
    // An overloaded server may drop it: counted as a failed call (and the takeover as never reached), not the end of the run.
    const created = await timed(
      'takeover: POST (admin)',
      '/api/takeovers',
      {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench takeover',
          targets: { venueIds: [target.venueId] },
          content: { assetId: fleet.layoutId },
          endUtc: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      },
      [201],
    );
    if (created !== null && created.status !== 201) throw new Error(`The takeover was refused: ${created.status}`);

    await sleep((MEASURED_SECONDS * 1000) / 2);
    tally.measuring = false;
    const seconds = (performance.now() - measuredFrom) / 1000;
    const rowsAfter = (await floor<{ rows: number }>('/rows-written')).rows;
    const playsAfter = await floor<PlayBytes>('/play-bytes');
    const usageAfter = await floor<Usage>('/usage');
    const routesAfter = ROUTE_CPU ? await floor<RouteCpu[]>('/route-cpu') : [];
    const tripsAfter = ROUND_TRIPS ? await floor<RouteRoundTrips[]>('/round-trips') : [];
    const loop = await floor<{ delayP50Ms: number; delayP99Ms: number; delayMaxMs: number; gcCount: number; gcMs: number; gcMaxMs: number }>('/loop');
    const generatorCpu = process.cpuUsage(generatorBefore);
    running = false;

    const rows = tally.rows();
    const format = (ms: number) => (Number.isNaN(ms) ? '—' : ms.toFixed(1));
    console.log(`\nMeasured ${seconds.toFixed(0)} s, ${DISPLAYS.toLocaleString('en')} displays on ${fleet.controllers.length.toLocaleString('en')} controllers:`);
    console.log('call'.padEnd(46) + 'count'.padStart(8) + 'errors'.padStart(8) + 'p50 ms'.padStart(9) + 'p95 ms'.padStart(9) + 'p99 ms'.padStart(9));
    for (const row of rows) {
      console.log(row.kind.padEnd(46) + String(row.count).padStart(8) + String(row.errors).padStart(8) + format(row.p50).padStart(9) + format(row.p95).padStart(9) + format(row.p99).padStart(9));
    }
    const total = rows.reduce((sum, row) => sum + row.count + row.errors, 0);
    const errors = rows.reduce((sum, row) => sum + row.errors, 0);
    const causes = [...tally.failureCauses].map(([cause, count]) => `${cause} ×${count}`).join(', ');
    console.log(`\n${(total / seconds).toFixed(0)} req/s, ${errors} errors${causes ? ` (${causes})` : ''}; the database wrote ${(((rowsAfter - rowsBefore) / seconds) * 60).toFixed(0)} rows per minute.`);

    const requests = total;
    const cpuPerRequest = (before: number | null, after: number | null) =>
      before === null || after === null ? '—' : `${((after - before) / Math.max(1, requests)).toFixed(2)} ms`;
    console.log(
      `CPU per request: API process ${cpuPerRequest(usageBefore.serverCpuMs, usageAfter.serverCpuMs)} ` +
        `(in the kernel ${cpuPerRequest(usageBefore.serverSystemCpuMs, usageAfter.serverSystemCpuMs)}: sockets, on loopback the receiving side's work too), ` +
        `database ${cpuPerRequest(usageBefore.databaseCpuMs, usageAfter.databaseCpuMs)}, ` +
        `this load generator ${cpuPerRequest(0, (generatorCpu.user + generatorCpu.system) / 1000)} (the figure other load on the machine hardly moves; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}).`,
    );

    if (ROUTE_CPU) printRouteCpu(routesBefore, routesAfter, usageAfter.serverCpuMs - usageBefore.serverCpuMs);
    if (ROUND_TRIPS) printRoundTrips(tripsBefore, tripsAfter, seconds);
    console.log(
      `The API's event loop, held beyond its 10 ms sampling tick: p50 ${loop.delayP50Ms.toFixed(1)} ms, p99 ${loop.delayP99Ms.toFixed(1)} ms, at most ${loop.delayMaxMs.toFixed(0)} ms; ` +
        `${loop.gcCount} garbage collections, ${((loop.gcMs / 1000 / seconds) * 100).toFixed(1)} % of the time, the longest ${loop.gcMaxMs.toFixed(1)} ms. ` +
        `The load generator's own loop, likewise: p99 ${(generatorLoop.percentile(99) / 1e6 - GENERATOR_TICK_MS).toFixed(1)} ms, at most ${(generatorLoop.max / 1e6 - GENERATOR_TICK_MS).toFixed(0)} ms.`,
    );
    const gib = (bytes: number) => (bytes / 1024 ** 3).toFixed(2);
    const perDay = (bytes: number) => gib((bytes / seconds) * 86_400);
    console.log(
      `Plays: ${(playsAfter.playCount - playsBefore.playCount).toLocaleString('en')} stored while measured, ` +
        `${((playsAfter.plays - playsBefore.plays) / Math.max(1, playsAfter.playCount - playsBefore.playCount)).toFixed(0)} bytes each on disk with indexes: ` +
        `raw plays grow ${perDay(playsAfter.plays - playsBefore.plays)} GiB per day (kept 35 days).`,
    );
    if (usageBefore.databaseBytes !== null && usageAfter.databaseBytes !== null) {
      console.log(`The database grew ${perDay(usageAfter.databaseBytes - usageBefore.databaseBytes)} GiB per day (all tables and indexes, as measured).`);
    }
    if (SCREENSHOT_MS > 0) {
      const kept = DISPLAYS * SCREENSHOT_HISTORY * (screenshotBytes.sent / Math.max(1, tally.rows().find((row) => row.kind.startsWith('screenshot'))?.count ?? 1));
      console.log(
        `Screenshots: ${perDay(screenshotBytes.sent)} GiB of files per day, but ${SCREENSHOT_HISTORY} kept per display: at most ${gib(kept)} GiB in the file storage.`,
      );
    }
    const rollup = (await (await fetch(`http://127.0.0.1:${floorPort}/rollup`, { method: 'POST' })).json()) as { rolled: number; ms: number };
    console.log(`Rollup of every play of the run: ${rollup.rolled.toLocaleString('en')} plays into hourly counts in ${(rollup.ms / 1000).toFixed(2)} s.`);

    const reached = [...takeover.reachedMs.values()].sort((a, b) => a - b);
    console.log(
      `Takeover of one venue: its ${takeover.venueDisplays.size} screens had it after ${reached.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ') || 'never'} (target: ≤ 10 s).`,
    );
    console.log('In the 10 s after it, while every waiting player woke:');
    for (const row of herd.rows()) {
      if (row.kind.startsWith('heartbeat')) console.log(`  ${row.kind}: p99 ${format(row.p99)} ms over ${row.count} calls, ${row.errors} errors`);
    }
    console.log('Outside those 10 s:');
    for (const row of quiet.rows()) {
      if (row.kind.startsWith('heartbeat')) console.log(`  ${row.kind}: p99 ${format(row.p99)} ms over ${row.count} calls, ${row.errors} errors`);
    }
    const heartbeatP99 = Math.max(...rows.filter((row) => row.kind.startsWith('heartbeat')).map((row) => row.p99));
    const met = heartbeatP99 <= HEARTBEAT_P99_TARGET_MS && errors === 0 && reached.length === takeover.venueDisplays.size;
    console.log(`\nHeartbeats p99 ${format(heartbeatP99)} ms (target ≤ ${HEARTBEAT_P99_TARGET_MS} ms), ${errors} errors: ${met ? 'met' : 'NOT met'}.`);
    await Promise.race([Promise.all(loops), sleep((LONG_POLL_SECONDS + 5) * 1000)]);
  } finally {
    running = false;
    // Its long polls hold for LONG_POLL_SECONDS before it can close (and write BENCH_CPU_PROF's profile).
    await stopChild(server.child, { graceMs: (LONG_POLL_SECONDS + 10) * 1000 });
    await database.cleanUp();
  }
}

main()
  // The players' loops may still be asleep (a screenshot's 15 minutes): done is done.
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

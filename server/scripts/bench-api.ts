/**
 * `npm run bench:api`: load-tests the list and search endpoints at 5,000 clients and 100,000
 * venues. With DATABASE_URL it works in a fresh database `portal_bench_*` on that server and
 * drops it at the end; without, in PGlite in a temporary DATA_DIR. The API runs in a child process
 * (bench-server.ts) next to a bare "floor" route per endpoint that runs the same SQL; autocannon
 * measures both and this prints p50/p99 latency, req/s and each endpoint's share of its floor.
 * Targets on PostgreSQL: search p99 ≤ 20 ms; each endpoint ≥ half its floor's req/s, the clients
 * list ≥ 0.7 of it, and the venues first page p50 ≤ 5 ms.
 *
 * Then a venue update, PUT /api/venues/{id}, with and without its audit record (the venues
 * table's update audit trigger disabled on the bench database for "without"): prints both medians
 * and their ratio. Target: the record adds ≤ 10 % (ratio ≤ 1.10).
 *
 * BENCH_SECONDS (default 8) per run, BENCH_CONNECTIONS (default 4), BENCH_CLIENTS, BENCH_VENUES;
 * BENCH_PUT_ROUNDS (default 3) runs each way, BENCH_PUT_VENUES (default 1,000) venues edited in turn.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { measureGets, median, prepareBenchDatabase, signIn, startBenchServer, stopChild, type Measured } from './bench-support.ts';

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

/** The venue update case: how many venues it edits in turn, how many runs each way, and its target. */
const PUT_VENUES = Number(process.env.BENCH_PUT_VENUES ?? 1000);
const PUT_ROUNDS = Number(process.env.BENCH_PUT_ROUNDS ?? 3);
/** Writing the audit record adds at most 10 % to the median venue update. */
const AUDIT_OVERHEAD_TARGET = 1.1;

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

const measure = (port: number, paths: string[], headers: Record<string, string>) =>
  measureGets(port, paths, headers, { connections: CONNECTIONS, seconds: SECONDS });

/** A venue as the update needs it: the same region and GMV, a new name each time. */
interface EditableVenue {
  id: string;
  regionId: string;
  gmv: string;
}

/** The venues the update case edits in turn (so that concurrent updates do not wait on one row). */
async function venuesToEdit(apiPort: number, headers: Record<string, string>): Promise<EditableVenue[]> {
  const venues: EditableVenue[] = [];
  for (let offset = 0; offset < PUT_VENUES; offset += 100) {
    const response = await fetch(`http://127.0.0.1:${apiPort}/api/venues?offset=${offset}&limit=100`, { headers });
    if (!response.ok) throw new Error(`GET /api/venues answered ${response.status}`);
    const page = (await response.json()) as { items: EditableVenue[] };
    venues.push(...page.items.map(({ id, regionId, gmv }) => ({ id, regionId, gmv })));
    if (page.items.length < 100) break;
  }
  if (venues.length === 0) throw new Error('No venue to update.');
  return venues;
}

/** Counts across runs: every update gives its venue a name it did not have, so it is a change. */
let updateCount = 0;

interface MeasuredUpdates extends Measured {
  /** Exact median of this run's response times (autocannon's histogram rounds to whole ms). */
  median: number;
  updates: number;
  records: number;
}

async function venueUpdateRecords(floorPort: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${floorPort}/venue-update-records`);
  return ((await response.json()) as { count: number }).count;
}

async function setAuditTrigger(floorPort: number, enabled: boolean): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${floorPort}/venue-audit-trigger/${enabled ? 'on' : 'off'}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not turn the venue audit trigger ${enabled ? 'on' : 'off'}: ${response.status}`);
}

/** PUT /api/venues/{id} over `venues` in turn, each with a new name; counts the records written. */
async function measureUpdates(apiPort: number, floorPort: number, headers: Record<string, string>, venues: EditableVenue[]): Promise<MeasuredUpdates> {
  const recordsBefore = await venueUpdateRecords(floorPort);
  const times: number[] = [];
  const options: autocannon.Options = {
    url: `http://127.0.0.1:${apiPort}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'PUT',
        path: '/api/venues',
        headers: { ...headers, 'content-type': 'application/json' },
        setupRequest: (request) => {
          updateCount += 1;
          const venue = venues[updateCount % venues.length] as EditableVenue;
          return {
            ...request,
            path: `/api/venues/${venue.id}`,
            body: JSON.stringify({ venueId: venue.id, regionId: venue.regionId, name: `Bench edit ${updateCount}`, gmv: venue.gmv }),
          };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, finished: autocannon.Result) => (error ? reject(error as Error) : resolve(finished)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) times.push(responseTime);
    });
  });
  // Updates still under way when autocannon stopped finish on the server: let them land here.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
    median: median(times),
    updates: result['2xx'],
    records: (await venueUpdateRecords(floorPort)) - recordsBefore,
  };
}

/**
 * The venue update with and without its audit record: "without" is the same request with the
 * venues table's update audit trigger (venues_audit_update) disabled on the bench database, so no
 * record is written; the venue-count trigger and the transaction that names the actor stay. Runs
 * alternate, and each side's figure is the median of its runs' medians.
 */
async function benchVenueUpdate(apiPort: number, floorPort: number, headers: Record<string, string>): Promise<boolean> {
  const venues = await venuesToEdit(apiPort, headers);
  console.log(`\nPUT /api/venues/{id}: ${venues.length} venues in turn, a new name each time; ${PUT_ROUNDS} runs with and without the audit record`);
  // Warm both (plans, caches, JIT).
  await measureUpdates(apiPort, floorPort, headers, venues);
  await setAuditTrigger(floorPort, false);
  await measureUpdates(apiPort, floorPort, headers, venues);
  await setAuditTrigger(floorPort, true);
  const withRecord: MeasuredUpdates[] = [];
  const withoutRecord: MeasuredUpdates[] = [];
  const show = (label: string, run: MeasuredUpdates) =>
    console.log(
      `  ${label}  median ${run.median.toFixed(2)} ms  p50 ${run.p50.toFixed(1)} ms  p99 ${run.p99.toFixed(1)} ms  ${run.rps.toFixed(0)} req/s  errors ${run.errors}  ` +
        `audit records ${run.records} for ${run.updates} updates`,
    );
  try {
    for (let round = 0; round < PUT_ROUNDS; round += 1) {
      const on = await measureUpdates(apiPort, floorPort, headers, venues);
      withRecord.push(on);
      show('with the record   ', on);
      await setAuditTrigger(floorPort, false);
      const off = await measureUpdates(apiPort, floorPort, headers, venues);
      withoutRecord.push(off);
      show('without the record', off);
      await setAuditTrigger(floorPort, true);
    }
  } finally {
    await setAuditTrigger(floorPort, true);
  }
  const medianWith = median(withRecord.map((run) => run.median));
  const medianWithout = median(withoutRecord.map((run) => run.median));
  const ratio = medianWith / medianWithout;
  const ok = ratio <= AUDIT_OVERHEAD_TARGET;
  // Honest figures only: every update with the trigger wrote its record (and those cut off when
  // autocannon stopped, at most one per connection), none without.
  const recordsRight =
    withRecord.every((run) => run.records >= run.updates && run.records <= run.updates + CONNECTIONS) &&
    withoutRecord.every((run) => run.records === 0);
  const errors = [...withRecord, ...withoutRecord].some((run) => run.errors > 0);
  console.log(
    `  median with the record ${medianWith.toFixed(2)} ms, without ${medianWithout.toFixed(2)} ms: ratio ${ratio.toFixed(3)} ` +
      `(target ≤ ${AUDIT_OVERHEAD_TARGET.toFixed(2)}: ${ok ? 'met' : 'MISSED'})` +
      (recordsRight ? '' : '\n  RECORDS WRONG: a run with the trigger missed records, or one without wrote some'),
  );
  return ok && recordsRight && !errors;
}

async function main(): Promise<void> {
  const database = await prepareBenchDatabase();
  let server: ReturnType<typeof startBenchServer> | null = null;
  try {
    console.log(`Engine: ${database.label}. Seeding and starting the API…`);
    server = startBenchServer({ ...database.env, ADMIN_EMAIL, ADMIN_PASSWORD });
    const [apiPort, floorPort] = await server.ports;
    const headers = await signIn(apiPort, ADMIN_EMAIL, ADMIN_PASSWORD);
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
    if (!(await benchVenueUpdate(apiPort, floorPort, headers))) failed = true;
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

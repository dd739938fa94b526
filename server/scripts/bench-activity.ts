/**
 * `npm run bench:activity`: the /activity first page (GET /api/activity?offset=0&limit=10, as the
 * page asks for it) at 1,000,000 audit records. With DATABASE_URL it works in a fresh
 * database `portal_bench_*` on that server and drops it at the end; without, in PGlite in a
 * temporary DATA_DIR. The API runs in a child process (bench-server.ts) on the bench data of
 * bench:api (5,000 clients, 100,000 venues) plus the records, seeded in one INSERT … SELECT
 * generate_series (bench-seed.ts: 400 days, clients skewed, entity types and actors mixed) and
 * vacuumed. autocannon measures the page as an admin (every record) and as a client user of the
 * client with the most records, each next to a bare "floor" route running the same SQL, and this
 * prints p50/p99 latency and req/s. Target on PostgreSQL: p50 ≤ 20 ms for both.
 *
 * BENCH_ACTIVITY_RECORDS (default 1,000,000), BENCH_SECONDS (default 8) per run,
 * BENCH_CONNECTIONS (default 4), BENCH_CLIENTS, BENCH_VENUES.
 */
import { randomBytes } from 'node:crypto';
import { measureGets, prepareBenchDatabase, signIn, startBenchServer, stopChild } from './bench-support.ts';

const RECORDS = Number(process.env.BENCH_ACTIVITY_RECORDS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const ADMIN_EMAIL = 'bench-admin@example.com';
const CLIENT_EMAIL = 'bench-client@example.com';
const PASSWORD = `Bench-${randomBytes(6).toString('hex')}-9`;
const FIRST_PAGE = '/api/activity?offset=0&limit=10';
/** The /activity first page answers p50 ≤ 20 ms at 1,000,000 records on PostgreSQL. */
const P50_TARGET_MS = 20;

const measure = (port: number, path: string, headers: Record<string, string>) =>
  measureGets(port, [path], headers, { connections: CONNECTIONS, seconds: SECONDS });

async function main(): Promise<void> {
  const database = await prepareBenchDatabase();
  let server: ReturnType<typeof startBenchServer> | null = null;
  try {
    console.log(`Engine: ${database.label}. Seeding ${RECORDS.toLocaleString('en')} audit records and starting the API…`);
    server = startBenchServer({
      ...database.env,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      BENCH_AUDIT_RECORDS: String(RECORDS),
      BENCH_CLIENT_EMAIL: CLIENT_EMAIL,
      BENCH_CLIENT_PASSWORD: PASSWORD,
    });
    const [apiPort, floorPort] = await server.ports;
    const cases = [
      { name: 'admin (every record)', headers: await signIn(apiPort, ADMIN_EMAIL, PASSWORD), floorPath: '/activity?offset=0&limit=10' },
      { name: 'client user (its client’s records)', headers: await signIn(apiPort, CLIENT_EMAIL, PASSWORD), floorPath: '/activity?offset=0&limit=10&client' },
    ];
    // Warm both paths (plans, caches, JIT) before measuring.
    for (const { headers, floorPath } of cases) {
      await measure(apiPort, FIRST_PAGE, headers);
      await measure(floorPort, floorPath, {});
    }
    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per run\n`);
    let failed = false;
    for (const { name, headers, floorPath } of cases) {
      const api = await measure(apiPort, FIRST_PAGE, headers);
      const floor = await measure(floorPort, floorPath, {});
      const ok = api.p50 <= P50_TARGET_MS;
      if (!ok || api.errors > 0) failed = true;
      console.log(
        `GET ${FIRST_PAGE} as ${name}\n` +
          `  API    p50 ${api.p50.toFixed(1)} ms  p99 ${api.p99.toFixed(1)} ms  ${api.rps.toFixed(0)} req/s  errors ${api.errors}` +
          `  (p50 target ≤ ${P50_TARGET_MS} ms: ${ok ? 'met' : 'MISSED'})\n` +
          `  floor  p50 ${floor.p50.toFixed(1)} ms  p99 ${floor.p99.toFixed(1)} ms  ${floor.rps.toFixed(0)} req/s`,
      );
    }
    if (!process.env.DATABASE_URL) console.log('\nThe target is set for PostgreSQL; PGlite serves one query at a time.');
    else console.log(failed ? '\nThe target was missed.' : '\nThe target was met.');
  } finally {
    if (server) await stopChild(server.child);
    await database.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

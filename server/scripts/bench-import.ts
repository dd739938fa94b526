/**
 * `npm run bench:import`: a big client CSV upload (5 MB, about 93,000 rows) on
 * the engine the environment selects (DATABASE_URL, else PGlite in a temporary DATA_DIR), with
 * another signed-in request (the first page of clients) sent back to back all the while. Prints
 * how long the import took and what those other requests waited, at worst and at the 99th
 * percentile. In one process, as the server runs: a request waits whenever the import holds the
 * event loop or the database.
 *
 * Options (environment): BENCH_IMPORT_ROWS (default 93,443), BENCH_IMPORT_CLIENTS (default 5,000).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CLIENT_UPLOAD_FIELD } from '../../contract/clientUpload.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { createIdentity } from '../services/identities/identities.ts';
import { hashPassword } from '../services/identities/passwords.ts';
import { queryRows } from '../services/sql-rows.ts';
import { prepareBenchDatabase } from './bench-support.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 93_443);
const CLIENTS = Number(process.env.BENCH_IMPORT_CLIENTS ?? 5000);
const PASSWORD = 'Bench-Import-9';

function bigCsv(regions: string[]): string {
  const lines = ['clientName,venueName,gmv,region'];
  for (let row = 0; row < ROWS; row += 1) {
    lines.push(`Client ${row % CLIENTS},Venue ${row} Arms,GMV-${row},${regions[row % regions.length]}`);
  }
  return `${lines.join('\n')}\n`;
}

function multipart(csv: string) {
  const boundary = `----bench-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${CLIENT_UPLOAD_FIELD}"; filename="clients.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main(): Promise<void> {
  const bench = await prepareBenchDatabase();
  const env = { ...process.env, ...bench.env, LOG_LEVEL: 'warn', PORT: '0' };
  const config = { ...loadConfig(env), uploadLimits: { ...loadConfig(env).uploadLimits, csvBytes: 20 * 1024 * 1024 } };
  const database = await openDatabase(config, (error) => console.error('PostgreSQL pool error', error));
  try {
    await database.migrate();
    const app = await buildApp({ config, database, housekeepingIntervalMs: 0, alertCheckIntervalMs: 0, rateLimits: { perIpMax: 1_000_000 } });
    const email = `bench-import-${randomBytes(4).toString('hex')}@example.com`;
    await createIdentity(database.db, { name: 'Bench', email, passwordHash: await hashPassword(PASSWORD), identityType: 'Admin', clientId: null });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const regions = (await queryRows<{ name: string }>(database.db, sql`select name from regions order by name`)).map((r) => r.name);
    const csv = bigCsv(regions);
    console.log(`${bench.label}: ${ROWS} rows, ${CLIENTS} clients, ${(csv.length / 1024 / 1024).toFixed(1)} MB`);

    const body = multipart(csv);
    let importing = true;
    const waits: number[] = [];
    const others = (async () => {
      while (importing) {
        // Sent now, it arrives as I/O (inject() alone might never leave the microtask queue): time
        // from here, so a wait for the event loop counts too.
        const began = performance.now();
        await new Promise((resolve) => setImmediate(resolve));
        const response = await app.inject({ method: 'GET', url: '/api/clients?limit=10', headers });
        if (response.statusCode !== 200) throw new Error(`GET /api/clients answered ${response.statusCode}`);
        waits.push(performance.now() - began);
      }
    })();
    const began = performance.now();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/clients/upload-clients',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    const importMs = performance.now() - began;
    importing = false;
    await others;
    const result = response.json<{ applied: boolean; venues: { created: number } }>();
    if (!result.applied || result.venues.created !== ROWS) throw new Error(`Unexpected answer: ${response.body.slice(0, 300)}`);
    console.log(`import: ${(importMs / 1000).toFixed(1)} s`);
    console.log(
      `other requests during it: ${waits.length}, worst wait ${Math.max(...waits).toFixed(0)} ms, ` +
        `p99 ${percentile(waits, 99).toFixed(0)} ms, median ${percentile(waits, 50).toFixed(0)} ms`,
    );
    await app.close();
  } finally {
    await database.close();
    await bench.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

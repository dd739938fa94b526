/**
 * The server side of `npm run bench:api` (bench-api.ts starts it as a child process, so the load
 * generator does not share its event loop). It opens the database the way main.ts does
 * (DATABASE_URL, else PGlite in DATA_DIR), migrates, seeds the bench data when the database has
 * no venue yet, creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, then listens twice on
 * free ports: the real API, and a bare Fastify "floor" that runs the same service SQL with no
 * auth, validation or schema serialisation. It prints one line `READY <apiPort> <floorPort>`.
 *
 * With BENCH_AUDIT_RECORDS it replaces the audit records with that many made up ones
 * (bench-seed.ts); with BENCH_CLIENT_EMAIL and BENCH_CLIENT_PASSWORD it creates a client user of
 * the client with the most records (bench-activity.ts). The floor also answers the venue update
 * case of bench-api.ts: how many venue update records there are, and turning the venues table's
 * update audit trigger off and on.
 *
 * With BENCH_DISPLAYS it links a controller with BENCH_DISPLAYS_PER_CONTROLLER displays (default 4)
 * to each of the first venues (bench-fleet.ts); the floor's GET /bench-fleet answers who they are,
 * GET /rows-written the rows inserted, updated and deleted so far (pg_stat_user_tables), GET
 * /usage the CPU time of the server and the database so far and the database's size, GET /play-bytes what the plays and their hourly counts take on disk, and POST /rollup runs one
 * rollup round of the plays (the job's work) and answers how long it took; with BENCH_ROUTE_CPU,
 * GET /route-cpu each route's requests and own CPU time so far (bench-route-cpu.ts); with
 * BENCH_ROUND_TRIPS, GET /round-trips each route's requests and database statements so far
 * (bench-round-trips.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyReply } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import type { Db } from '../db/database.ts';
import { listActivity } from '../services/audit/records.ts';
import { rollUpPlays } from '../services/fleet/play-rollup.ts';
import { listClients } from '../services/clients/clients.ts';
import { ensureFirstAdmin } from '../services/first-admin.ts';
import { createIdentity } from '../services/identities/identities.ts';
import { clientScope } from '../access/scope.ts';
import { hashPassword } from '../services/identities/passwords.ts';
import { search } from '../services/search.ts';
import { sightingCutoffs } from '../services/displays/sightings.ts';
import { queryRows } from '../services/sql-rows.ts';
import { alertCutoff, listVenues } from '../services/venues/venues.ts';
import { meterRoundTrips } from './bench-round-trips.ts';
import { meterRouteCpu } from './bench-route-cpu.ts';
import { seedAuditRecords, seedBenchDataIfEmpty, seedBenchFleet } from './bench-seed.ts';

/** BENCH_AUDIT_RECORDS made up audit records; the client with the most of them (or the first client). */
async function seedAudit(db: Db): Promise<string | null> {
  const count = Number(process.env.BENCH_AUDIT_RECORDS ?? 0);
  if (count > 0) {
    const started = Date.now();
    const { clientId, clientRecords } = await seedAuditRecords(db, count);
    console.error(
      `Seeded ${count.toLocaleString('en')} audit records in ${Date.now() - started} ms (with VACUUM ANALYZE); ` +
        `the client user's client has ${clientRecords.toLocaleString('en')} of them (${((100 * clientRecords) / count).toFixed(1)} %).`,
    );
    return clientId;
  }
  const [first] = await queryRows<{ id: string }>(db, sql`select id from clients order by id limit 1`);
  return first?.id ?? null;
}

/** utime + stime (and, with `children`, cutime + cstime: its ended children's) of a process from /proc, in ticks; null when gone. */
async function processTicks(pid: number, children: boolean): Promise<{ ticks: number; parent: number } | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // Fields after "(comm) ": state, ppid, …; utime is the 14th field of the line, index 11 here.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  const ticks = fields[11]! + fields[12]! + (children ? fields[13]! + fields[14]! : 0);
  return { ticks, parent: fields[1]! };
}

/**
 * The CPU time (ms) of the PostgreSQL server so far, read from /proc: its postmaster with every
 * backend that ended (a pool closes idle connections, and an ended backend's time moves to its
 * parent) plus every live child (backends, WAL writer, checkpointer). Null on PGlite or another
 * machine.
 */
async function databaseCpuMs(db: Db): Promise<number | null> {
  try {
    const [row] = await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
    const backend = row ? await processTicks(row.pid, false) : null;
    if (!backend) return null;
    const postmaster = await processTicks(backend.parent, true);
    if (!postmaster) return null;
    let ticks = postmaster.ticks;
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = await processTicks(Number(entry), false);
      if (child?.parent === backend.parent) ticks += child.ticks;
    }
    const ticksPerMs = 100 / 1000; // USER_HZ
    return ticks / ticksPerMs;
  } catch {
    return null;
  }
}

async function databaseBytes(db: Db): Promise<number | null> {
  try {
    const [row] = await queryRows<{ bytes: string }>(db, sql`select pg_database_size(current_database())::text as bytes`);
    return row ? Number(row.bytes) : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const config = { ...loadConfig(), port: 0, host: '127.0.0.1' };
  // BENCH_ROUND_TRIPS: every statement the API sends, counted by the route that sent it (bench-round-trips.ts).
  const roundTrips = process.env.BENCH_ROUND_TRIPS ? meterRoundTrips() : null;
  const database = await openDatabase(config, (error) => console.error('PostgreSQL pool error', error), roundTrips ? { logger: roundTrips.logger } : {});
  await database.migrate();
  await seedBenchDataIfEmpty(database.db);
  const clientId = await seedAudit(database.db);
  await ensureFirstAdmin(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    print: () => undefined,
    warn: (text) => console.error(text),
  });
  const clientEmail = process.env.BENCH_CLIENT_EMAIL;
  const clientPassword = process.env.BENCH_CLIENT_PASSWORD;
  if (clientEmail && clientPassword && clientId) {
    const passwordHash = await hashPassword(clientPassword);
    await createIdentity(database.db, { name: 'Bench client user', email: clientEmail, passwordHash, identityType: 'ClientIdentity', clientId });
  }

  const displayCount = Number(process.env.BENCH_DISPLAYS ?? 0);
  let fleet: Awaited<ReturnType<typeof seedBenchFleet>> | null = null;
  if (displayCount > 0) {
    const started = Date.now();
    fleet = await seedBenchFleet(database.db, { displays: displayCount, displaysPerController: Number(process.env.BENCH_DISPLAYS_PER_CONTROLLER ?? 4) });
    console.error(`Seeded ${displayCount.toLocaleString('en')} displays on ${fleet.controllers.length.toLocaleString('en')} controllers in ${Date.now() - started} ms.`);
  }

  // No alert job: the benchmark's many venues in alert would mail the outbox full while it measures.
  const app = await buildApp({ config, database, alertCheckIntervalMs: 0 });
  await app.listen({ host: config.host, port: 0 });
  // BENCH_ROUTE_CPU: each route's share of the API's CPU (bench-route-cpu.ts; its hooks slow the API down).
  const routeCpu = process.env.BENCH_ROUTE_CPU ? meterRouteCpu(app.server) : null;
  roundTrips?.attach(app.server);

  // bench-fleet's figures are read on connections of their own where the engine allows: behind an
  // overloaded API's queue in the one pool they would come minutes late, or never.
  const measuring = config.databaseUrl ? await openDatabase(config, (error) => console.error('PostgreSQL pool error', error)) : database;
  const floor = Fastify({ logger: false });
  const scope = { kind: 'all' } as const;
  const cutoff = () => alertCutoff(new Date(), config.alertAfterMinutes);
  const paging = (query: unknown) => {
    const { offset, limit } = query as { offset?: string; limit?: string };
    return { offset: Number(offset ?? 0), limit: Number(limit ?? 10) };
  };
  // Plain JSON.stringify: no schema-driven serialisation, which is part of what the API costs.
  const send = (reply: FastifyReply, body: unknown) => reply.type('application/json').send(JSON.stringify(body));
  floor.get('/venues', async (request, reply) =>
    send(reply, await listVenues(database.db, { scope, paging: paging(request.query), cutoffs: sightingCutoffs(new Date(), config) })),
  );
  floor.get('/clients', async (request, reply) =>
    send(reply, await listClients(database.db, { scope, paging: paging(request.query), cutoff: cutoff() })),
  );
  floor.get('/search', async (request, reply) =>
    send(reply, await search(database.db, scope, (request.query as { query: string }).query)),
  );
  // The /activity first page, as an admin, or with ?client as the client user's client.
  floor.get('/activity', async (request, reply) => {
    const client = (request.query as { client?: string }).client !== undefined ? clientId : null;
    send(reply, await listActivity(database.db, client === null ? scope : clientScope(client), paging(request.query)));
  });
  // bench-api.ts's venue update case: the records it wrote, and the audit trigger off and on.
  floor.get('/venue-update-records', async (_request, reply) => {
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from audit_records where entity_type = 'venue' and action = 'update'`,
    );
    send(reply, { count: row?.count ?? 0 });
  });
  floor.post('/venue-audit-trigger/:state', async (request, reply) => {
    const { state } = request.params as { state: string };
    if (state !== 'on' && state !== 'off') return reply.code(404).send();
    await database.db.execute(sql.raw(`alter table venues ${state === 'on' ? 'enable' : 'disable'} trigger venues_audit_update`));
    return reply.code(204).send();
  });
  floor.get('/bench-fleet', async (_request, reply) => send(reply, fleet));
  // CPU time so far (ms) of this process and of the database's server processes (null when they
  // are not on this machine or not PostgreSQL): per request, figures that other load on the
  // machine hardly moves, unlike latencies. And the database's size on disk.
  floor.get('/usage', async (_request, reply) => {
    const { user, system } = process.cpuUsage();
    send(reply, {
      serverCpuMs: (user + system) / 1000,
      // The kernel's part: sending answers (on a loopback connection the receiving side's work is
      // done in the sender's call too), reading requests, timers.
      serverSystemCpuMs: system / 1000,
      databaseCpuMs: await databaseCpuMs(measuring.db),
      databaseBytes: await databaseBytes(measuring.db),
    });
  });
  // How long the API's event loop was held (what every waiting request waits behind) and its
  // garbage collections, since the last POST /loop/reset: where a latency tail comes from.
  const LOOP_TICK_MS = 10;
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_TICK_MS });
  // The histogram holds each tick's interval (the tick's own 10 ms included): answered beyond it.
  const heldMs = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - LOOP_TICK_MS);
  loopDelay.enable();
  const gc = { count: 0, ms: 0, maxMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.ms += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  floor.post('/loop/reset', async (_request, reply) => {
    loopDelay.reset();
    Object.assign(gc, { count: 0, ms: 0, maxMs: 0 });
    return reply.code(204).send();
  });
  floor.get('/loop', async (_request, reply) =>
    send(reply, {
      delayP50Ms: heldMs(loopDelay.percentile(50)),
      delayP99Ms: heldMs(loopDelay.percentile(99)),
      delayMaxMs: heldMs(loopDelay.max),
      gcCount: gc.count,
      gcMs: gc.ms,
      gcMaxMs: gc.maxMs,
    }),
  );
  floor.get('/route-cpu', async (_request, reply) => send(reply, routeCpu?.read() ?? null));
  floor.get('/round-trips', async (_request, reply) => send(reply, roundTrips?.read() ?? null));
  floor.get('/rows-written', async (_request, reply) => {
    const [row] = await queryRows<{ rows: string }>(
      measuring.db,
      sql`select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::text as rows from pg_stat_user_tables`,
    );
    send(reply, { rows: Number(row?.rows ?? 0) });
  });
  floor.get('/play-bytes', async (_request, reply) => {
    const [row] = await queryRows<{ plays: string; play_hours: string; play_count: string }>(
      measuring.db,
      sql`select pg_total_relation_size('plays')::text as plays, pg_total_relation_size('play_hours')::text as play_hours,
                 (select count(*) from plays)::text as play_count`,
    );
    send(reply, { plays: Number(row?.plays ?? 0), playHours: Number(row?.play_hours ?? 0), playCount: Number(row?.play_count ?? 0) });
  });
  floor.post('/rollup', async (_request, reply) => {
    const started = performance.now();
    const round = await rollUpPlays(measuring.db, new Date());
    send(reply, { ...round, ms: performance.now() - started });
  });
  // On PGlite the floor shares the API's database: its own statements count under its routes, not as the API's.
  if (measuring === database) roundTrips?.attach(floor.server);
  await floor.listen({ host: '127.0.0.1', port: 0 });

  const port = (server: typeof floor.server) => {
    const address = server.address();
    return typeof address === 'object' && address !== null ? address.port : 0;
  };
  process.stdout.write(`READY ${port(app.server)} ${port(floor.server)}\n`);

  const stop = async () => {
    await floor.close();
    await app.close();
    if (measuring !== database) await measuring.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

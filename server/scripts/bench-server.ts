/**
 * The server side of `npm run bench:api` (bench-api.ts starts it as a child process, so the load
 * generator does not share its event loop). It opens the database the way main.ts does
 * (DATABASE_URL, else PGlite in DATA_DIR), migrates, seeds the bench data when the database has
 * no venue yet, creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, then listens twice on
 * free ports: the real API, and a bare Fastify "floor" that runs the same service SQL with no
 * auth, validation or schema serialisation. It prints one line `READY <apiPort> <floorPort>`.
 */
import Fastify, { type FastifyReply } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { listClients } from '../services/clients.ts';
import { ensureFirstAdmin } from '../services/first-admin.ts';
import { search } from '../services/search.ts';
import { sightingCutoffs } from '../services/sightings.ts';
import { alertCutoff, listVenues } from '../services/venues.ts';
import { seedBenchDataIfEmpty } from './bench-seed.ts';

async function main(): Promise<void> {
  const config = { ...loadConfig(), port: 0, host: '127.0.0.1' };
  const database = await openDatabase(config, (error) => console.error('PostgreSQL pool error', error));
  await database.migrate();
  await seedBenchDataIfEmpty(database.db);
  await ensureFirstAdmin(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    print: () => undefined,
    warn: (text) => console.error(text),
  });

  // No alert job: the benchmark's many venues in alert would mail the outbox full while it measures.
  const app = await buildApp({ config, database, alertCheckIntervalMs: 0 });
  await app.listen({ host: config.host, port: 0 });

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
  await floor.listen({ host: '127.0.0.1', port: 0 });

  const port = (server: typeof floor.server) => {
    const address = server.address();
    return typeof address === 'object' && address !== null ? address.port : 0;
  };
  process.stdout.write(`READY ${port(app.server)} ${port(floor.server)}\n`);

  const stop = async () => {
    await floor.close();
    await app.close();
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

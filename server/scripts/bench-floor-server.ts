/**
 * The floor of `npm run bench:floor` (bench-floor.ts), in its own process: a bare Fastify route
 * that takes a player's heartbeat report (a JSON body) and writes it with one prepared statement
 * through pg, with none of the portal's auth, validation, hooks or long polls. Prints
 * `READY <port>`; answers the parent's "cpu" message with its process.cpuUsage().
 */
import Fastify from 'fastify';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench-floor-server needs DATABASE_URL.');

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
await pool.query('create table if not exists floor_reports (display_id uuid primary key, report jsonb not null, seen_utc timestamptz not null)');

const app = Fastify({ logger: false });
app.post<{ Params: { displayId: string }; Body: unknown }>('/displays/:displayId/report', async (request) => {
  await pool.query({
    name: 'floor-report',
    text: `insert into floor_reports (display_id, report, seen_utc) values ($1, $2, now())
           on conflict (display_id) do update set report = excluded.report, seen_utc = excluded.seen_utc`,
    values: [request.params.displayId, request.body],
  });
  return { commands: [], screenshotIntervalMinutes: 15 };
});
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (message) => {
  if (message === 'cpu') process.send?.(process.cpuUsage());
});
process.on('disconnect', () => {
  void app.close().then(() => pool.end());
});
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { meterRoundTrips, OUTSIDE_REQUESTS } from '../../../server/scripts/bench-round-trips.ts';

let server: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

it('counts each statement against the request whose code sent it, across its awaits, and the rest as outside requests (server/scripts/bench-round-trips.ts)', async () => {
  const meter = meterRoundTrips();
  const statement = () => meter.logger.logQuery('select 1', []);
  // What one request sends depends on its path: /day sends three, one of them after a wait
  // during which the other requests run (as a statement queued for a pooled connection is).
  server = createServer(async (request, response) => {
    if (request.url?.startsWith('/day')) {
      statement();
      await new Promise((resolve) => setTimeout(resolve, 20));
      statement();
      await Promise.resolve();
      statement();
    } else {
      statement();
    }
    response.end();
  });
  meter.attach(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`).then((answer) => answer.text());

  await Promise.all([get('/day/0a1b2c3d-0000-4000-8000-000000000001?wait=1'), get('/report'), get('/day/0a1b2c3d-0000-4000-8000-000000000002'), get('/report')]);
  statement();

  const rows = new Map(meter.read().map((row) => [row.route, row]));
  expect(rows.get('GET /day/:id')).toEqual({ route: 'GET /day/:id', requests: 2, statements: 6, byCount: { 3: 2 } });
  expect(rows.get('GET /report')).toEqual({ route: 'GET /report', requests: 2, statements: 2, byCount: { 1: 2 } });
  expect(rows.get(OUTSIDE_REQUESTS)?.statements).toBe(1);
});

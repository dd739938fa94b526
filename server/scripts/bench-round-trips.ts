import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'drizzle-orm';
import { routeOf } from './bench-route-cpu.ts';

/** The statements one route sent to the database so far, and its requests. */
export interface RouteRoundTrips {
  route: string;
  requests: number;
  statements: number;
  /**
   * Requests answered by how many statements each sent (`"4": 12`): a day read apart from a kept
   * day's 304. Counted when answered, where `requests` counts arrivals and `statements` each as
   * sent: a long poll still waiting at the end is in the two totals, not here.
   */
  byCount: Record<string, number>;
}

/** One request under way: its route's row, and what it has sent so far. */
interface Sender {
  row: RouteRoundTrips;
  statements: number;
}

/** What was sent by no request: the background jobs' rounds, the wake channels' NOTIFY of a change … */
export const OUTSIDE_REQUESTS = '(outside requests)';

/**
 * bench:fleet's database round trips per route (bench-server.ts, with BENCH_ROUND_TRIPS): every
 * statement the app sends passes Drizzle's logger (transactions' begin and commit too), which counts
 * it against the request whose code sent it. The request is carried by AsyncLocalStorage from the
 * moment it arrives, through every await of its handler, so a statement sent after waiting for a
 * pooled connection still counts as its own. Neither driver sends two statements in one trip, so a
 * statement is a round trip. Counting is a lookup and an addition: the run's CPU figures hold.
 */
export function meterRoundTrips(): { logger: Logger; attach: (server: Server) => void; read: () => RouteRoundTrips[] } {
  const routes = new Map<string, RouteRoundTrips>();
  const current = new AsyncLocalStorage<Sender>();
  const outside: RouteRoundTrips = { route: OUTSIDE_REQUESTS, requests: 0, statements: 0, byCount: {} };
  routes.set(outside.route, outside);
  return {
    logger: {
      logQuery: () => {
        const sender = current.getStore();
        if (sender) sender.statements += 1;
        (sender?.row ?? outside).statements += 1;
      },
    },
    // Before Fastify's own listener: what it runs for this request (hooks, handler) carries the route.
    attach: (server) =>
      void server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
        const route = routeOf(request.method ?? '', request.url ?? '');
        let row = routes.get(route);
        if (!row) routes.set(route, (row = { route, requests: 0, statements: 0, byCount: {} }));
        row.requests += 1;
        const sender: Sender = { row, statements: 0 };
        current.enterWith(sender);
        response.once('close', () => {
          const count = String(sender.statements);
          sender.row.byCount[count] = (sender.row.byCount[count] ?? 0) + 1;
        });
      }),
    read: () => [...routes.values()].map((row) => ({ ...row, byCount: { ...row.byCount } })),
  };
}

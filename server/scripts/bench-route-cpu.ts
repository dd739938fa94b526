import { createHook, executionAsyncResource } from 'node:async_hooks';
import type { IncomingMessage, Server } from 'node:http';

/** What one route cost the API's thread so far: its requests and the time its own callbacks ran. */
export interface RouteCpu {
  route: string;
  requests: number;
  ownMs: number;
}

const TAG = Symbol('bench route');
type Tagged = { [TAG]?: RouteCpu };

/**
 * Async resources that carry a request's tag on: what a request's own code starts (promises,
 * ticks, timers). Sockets are left out: a pooled database connection opened by one request reads
 * every later request's rows, so its callbacks stay untagged (shared work, spread by share).
 */
const CARRIERS = new Set(['PROMISE', 'TickObject', 'Timeout', 'Immediate', 'Microtask']);

/** A request's route: its path with ids as `:id`, without the query (bench-round-trips.ts names routes so too). */
export function routeOf(method: string, url: string): string {
  const path = (url.split('?')[0] ?? '').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id');
  return `${method} ${path}`;
}

/**
 * bench:fleet's CPU per route (bench-server.ts, with BENCH_ROUTE_CPU): the time each route's own
 * callbacks run on the API's thread, measured with async_hooks from the moment its request arrives
 * (each callback's slice; a nested one counted once). Node's work between callbacks (parsing HTTP,
 * reading the database's answers, garbage collection) belongs to no request: bench-fleet.ts spreads
 * it over the routes by their share. The hooks cost time of their own, so a run with them is slower
 * and its total is not the figure to hold against the target: the shares are what it is for.
 */
export function meterRouteCpu(server: Server): { read: () => RouteCpu[] } {
  const routes = new Map<string, RouteCpu>();
  // The slices open now, innermost last: a nested callback's time is taken from its parent's.
  const open: { tag: RouteCpu | undefined; startedAt: number }[] = [];
  const close = () => {
    const slice = open[open.length - 1];
    if (slice?.tag) slice.tag.ownMs += performance.now() - slice.startedAt;
  };
  createHook({
    init(_id, type, _trigger, resource) {
      if (!CARRIERS.has(type)) return;
      const tag = (executionAsyncResource() as Tagged)[TAG];
      if (tag) (resource as Tagged)[TAG] = tag;
    },
    before() {
      close();
      open.push({ tag: (executionAsyncResource() as Tagged)[TAG], startedAt: performance.now() });
    },
    after() {
      close();
      open.pop();
      const parent = open[open.length - 1];
      if (parent) parent.startedAt = performance.now();
    },
  }).enable();

  // Before Fastify's own listener: the resource running now (the request's parser) hands the tag
  // to everything this request starts, routing, hooks and handler included.
  server.prependListener('request', (request: IncomingMessage) => {
    const route = routeOf(request.method ?? '', request.url ?? '');
    let tag = routes.get(route);
    if (!tag) routes.set(route, (tag = { route, requests: 0, ownMs: 0 }));
    tag.requests += 1;
    (executionAsyncResource() as Tagged)[TAG] = tag;
    // The rest of this callback (Fastify's routing and first hooks) is the request's too.
    const slice = open[open.length - 1];
    if (slice && !slice.tag) Object.assign(slice, { tag, startedAt: performance.now() });
  });
  return { read: () => [...routes.values()].map((row) => ({ ...row })) };
}

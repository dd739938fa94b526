import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';
import { countInWindow } from './identities/account-throttle.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin really passes to a store's constructor and child(): the limit's settings and its route. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store whose counters live in the database (the account_throttles table,
 * scope `ip:<route>`), so every API process on one PostgreSQL counts together: N processes no
 * longer allow N times the limit. Windows are fixed, counted on the app's
 * clock; stale rows go with the housekeeping sweep of the per-account counters.
 */
export function databaseRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: object = {}) {
      const route = (options as RouteLimitOptions).routeInfo;
      // A route's own limit counts apart from another route's (as the in-memory store's child does);
      // app.createRateLimit limits have no route and put their own prefix in the key.
      this.scope = route?.url ? `ip:${String(route.method)} ${route.url}` : 'ip:';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const at = now();
      countInWindow(db, this.scope, key, timeWindow, at).then(
        (row) => callback(null, { current: row.attempts, ttl: Math.max(0, row.windowStartedUtc.getTime() + timeWindow - at.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  };
}

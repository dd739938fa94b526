import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { TOO_MANY_REQUESTS_TITLE } from '../../contract/http.ts';
import type { RateLimits } from '../config.ts';
import { HttpProblem } from '../http/http-problem.ts';
import { databaseRateLimitStore } from '../services/rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
    /** Route config for the per-IP limit of the auth routes: `config: app.perIpAuthLimit`. */
    perIpAuthLimit: { rateLimit: { max: number; timeWindow: number } };
    /**
     * onRequest hook, after requireIdentity: limits checking and linking graphics controller codes
     * per identity and per IP (one count shared by both routes), 429 with Retry-After beyond.
     */
    limitControllerCodeGuesses: onRequestHookHandler;
  }
}

export interface RateLimitOptions {
  limits: RateLimits;
}

/**
 * Per-IP limits (@fastify/rate-limit) and the controller-code limits are counted in the database on
 * PostgreSQL (services/rate-limit-store.ts), so every API process behind a balancer counts
 * together; on PGlite (one process) in memory. The IP is request.ip, which honours X-Forwarded-For
 * only when TRUST_PROXY is set. Per-account limits are always in the database
 * (services/identities/account-throttle.ts).
 */
const rateLimits: FastifyPluginAsync<RateLimitOptions> = async (app, options) => {
  app.decorate('rateLimits', options.limits);
  app.decorate('perIpAuthLimit', {
    rateLimit: { max: options.limits.perIpMax, timeWindow: options.limits.perIpWindowMs },
  });
  await app.register(rateLimit, {
    // Only routes that ask for it (the auth routes) are limited.
    global: false,
    ...(app.dbEngine === 'postgres' ? { store: databaseRateLimitStore(app.db, app.now) } : {}),
    // The plugin has set Retry-After already; the errors plugin gives the thrown problem its body.
    errorResponseBuilder: (_request, context) => new HttpProblem(context.statusCode, TOO_MANY_REQUESTS_TITLE),
  });

  const { controllerCodePerIdentityMax, controllerCodePerIpMax, controllerCodeWindowMs } = options.limits;
  const limiters = [
    app.createRateLimit({
      max: controllerCodePerIdentityMax,
      timeWindow: controllerCodeWindowMs,
      keyGenerator: (request) => `controller-code:identity:${request.identity?.id ?? request.ip}`,
    }),
    app.createRateLimit({
      max: controllerCodePerIpMax,
      timeWindow: controllerCodeWindowMs,
      keyGenerator: (request) => `controller-code:ip:${request.ip}`,
    }),
  ];
  app.decorate('limitControllerCodeGuesses', async (request: FastifyRequest) => {
    for (const limiter of limiters) {
      const outcome = await limiter(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        throw new HttpProblem(429, TOO_MANY_REQUESTS_TITLE, { headers: { 'retry-after': String(Math.max(1, outcome.ttlInSeconds)) } });
      }
    }
  });
};

export const rateLimitsPlugin = fp(rateLimits, { name: 'rate-limits', dependencies: ['db', 'clock'] });

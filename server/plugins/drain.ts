import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from SIGTERM on: readiness answers 503 and every answer says `Connection: close`. */
    readonly draining: boolean;
    /** Starts the drain (main.ts at SIGTERM, before the listener closes). */
    startDraining(): void;
  }
}

/**
 * Drain on SIGTERM: a load balancer must stop sending before the listener closes, or a request it
 * has just written on a reused connection gets no answer. While draining, the process still
 * answers everything, but its readiness says 503 (the balancer takes it out) and each answer
 * closes its connection (no connection is left for the balancer to reuse).
 */
const drain: FastifyPluginAsync = async (app) => {
  let draining = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('startDraining', () => {
    draining = true;
  });
  // A callback, not an async hook: it runs on every answer (each player's poll) and rarely acts.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
};

export const drainPlugin = fp(drain, { name: 'drain' });

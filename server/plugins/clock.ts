import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; tests pass a clock to move past expiry times without waiting. */
    now(): Date;
  }
}

export interface ClockOptions {
  now: () => Date;
}

const clock: FastifyPluginAsync<ClockOptions> = async (app, options) => {
  app.decorate('now', options.now);
};

export const clockPlugin = fp(clock, { name: 'clock' });

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { rollUpPlays, type RollupRound } from '../services/fleet/play-rollup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of the proof-of-play rollup and purge now (the timer calls it; tests on their clock). */
    rollUpPlays(): Promise<RollupRound>;
  }
}

/**
 * The proof-of-play rollup's round, which server/jobs/background-jobs.ts runs in every API
 * process: its statement claims the plays it rolls (server/services/fleet/play-rollup.ts), so
 * several processes on one PostgreSQL roll each play once and no process needs to lead.
 */
const playRollup: FastifyPluginAsync = async (app) => {
  app.decorate('rollUpPlays', () => rollUpPlays(app.db, app.now()));
};

export const playRollupPlugin = fp(playRollup, { name: 'play-rollup', dependencies: ['db', 'clock'] });

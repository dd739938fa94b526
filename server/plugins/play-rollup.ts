import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { rollUpPlays, type RollupRound } from '../services/fleet/play-rollup.ts';
import { runEvery } from './run-every.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of the proof-of-play rollup and purge now (the timer calls it; tests on their clock). */
    rollUpPlays(): Promise<RollupRound>;
  }
}

export interface PlayRollupOptions {
  /** How often the rollup runs; 0 turns its timer off (tests run it by hand). */
  intervalMs: number;
}

/**
 * The proof-of-play rollup, run in every API process: its statement claims the plays it
 * rolls (server/services/fleet/play-rollup.ts), so several processes on one PostgreSQL roll each
 * play once and no process needs to lead. A round under way is not started twice in one process.
 */
const playRollup: FastifyPluginAsync<PlayRollupOptions> = async (app, options) => {
  app.decorate('rollUpPlays', () => rollUpPlays(app.db, app.now()));
  if (options.intervalMs <= 0) return;

  runEvery(app, options.intervalMs, {
    run: () => app.rollUpPlays(),
    done: (round) => {
      if (round.purgedPlays + round.purgedHours > 0) app.log.info(round, 'Plays rolled up and old ones purged');
    },
    failure: 'Play rollup failed; will try again',
  });
};

export const playRollupPlugin = fp(playRollup, { name: 'play-rollup', dependencies: ['db', 'clock'] });

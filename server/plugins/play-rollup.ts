import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { rollUpPlays, type RollupRound } from '../services/fleet/play-rollup.ts';
import { FIRST_RUN_AFTER_READY_MS } from './housekeeping.ts';

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
 * The proof-of-play rollup (issue 22), run in every API process: its statement claims the plays it
 * rolls (server/services/fleet/play-rollup.ts), so several processes on one PostgreSQL roll each
 * play once and no process needs to lead. A round under way is not started twice in one process.
 */
const playRollup: FastifyPluginAsync<PlayRollupOptions> = async (app, options) => {
  app.decorate('rollUpPlays', () => rollUpPlays(app.db, app.now()));
  if (options.intervalMs <= 0) return;

  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = app
      .rollUpPlays()
      .then((round) => {
        if (round.purgedPlays + round.purgedHours > 0) app.log.info(round, 'Plays rolled up and old ones purged');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'Play rollup failed; will try again'))
      .finally(() => {
        running = null;
      });
  };
  // unref: these timers alone must not keep the process alive.
  const timer = setInterval(tick, options.intervalMs).unref();
  let firstTick: NodeJS.Timeout | undefined;
  // Soon after ready rather than at it: on PGlite (one connection) the first requests would wait.
  app.addHook('onReady', async () => {
    firstTick = setTimeout(tick, Math.min(FIRST_RUN_AFTER_READY_MS, options.intervalMs)).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(firstTick);
    // The database closes after the app: let a round under way finish first.
    await running;
  });
};

export const playRollupPlugin = fp(playRollup, { name: 'play-rollup', dependencies: ['db', 'clock'] });

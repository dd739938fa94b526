import type { FastifyInstance } from 'fastify';
import { inBackground } from '../db/give-way.ts';
import type { JobQueue } from './queue.ts';

/** The first round waits until the server has started answering (restart ≤ 2 s). */
export const FIRST_RUN_AFTER_READY_MS = 5000;

export interface PeriodicRound<T> {
  /** One round of the job. */
  run: () => Promise<T>;
  /** Called with a finished round's answer (to log what is worth telling). */
  done?: (result: T) => void;
  /** The warning a failed round logs; the next one tries again. */
  failure: string;
}

/**
 * Runs a background job's rounds every `intervalMs` in this process, the first soon after ready
 * rather than at it. A round is background work (server/db/give-way.ts): on PGlite, one
 * connection, each of its statements waits behind the requests' statements, so the first pages
 * after a start do not queue behind the start-up rounds. A round still under way is not started
 * twice, and the app's close waits for it: the database closes after the app.
 */
export function runEvery<T>(app: FastifyInstance, intervalMs: number, round: PeriodicRound<T>): void {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = inBackground(round.run)
      .then((result) => round.done?.(result))
      .catch((error: unknown) => app.log.warn({ err: error }, round.failure))
      .finally(() => {
        running = null;
      });
  };
  // unref: these timers alone must not keep the process alive.
  const timer = setInterval(tick, intervalMs).unref();
  let firstTick: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    firstTick = setTimeout(tick, Math.min(FIRST_RUN_AFTER_READY_MS, intervalMs)).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(firstTick);
    await running;
  });
}

export interface PollOptions {
  /** How often due jobs are looked for; 0: never by itself (tests call runDue). */
  intervalMs: number;
}

/**
 * Polls a durable queue (jobs/queue.ts) by the same rounds, from soon after ready, for the jobs
 * other processes wrote or that are due again; and stops it when the app closes (the handler under
 * way is told to abort, the close waits for it). A poll only nudges: the queue runs its rounds
 * itself until none is due, in the background context it was nudged from.
 */
export function pollQueue<Payload>(app: FastifyInstance, queue: JobQueue<Payload>, options: PollOptions): void {
  if (options.intervalMs > 0) {
    runEvery(app, options.intervalMs, { run: async () => queue.nudge(), failure: `Job queue ${queue.name} could not be polled` });
  }
  app.addHook('onClose', async () => {
    await queue.stop();
  });
}

import { EventEmitter } from 'node:events';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import { SCHEDULE_CHANGES_CHANNEL } from '../services/schedule-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves when a playlist, schedule entry or takeover changes (in this process, or in another
     * on PostgreSQL through LISTEN), or after `timeoutMs`: a player's long poll waits on it.
     */
    nextScheduleChange: (timeoutMs: number) => Promise<void>;
    /** Wakes this process's waiting players (the routes call it after their NOTIFY). */
    scheduleChanged: () => void;
  }
}

export interface ScheduleChangesOptions {
  database: Database;
}

const RELISTEN_DELAY_MS = 1_000;

const scheduleChanges: FastifyPluginAsync<ScheduleChangesOptions> = async (app, { database }) => {
  const changes = new EventEmitter();
  // Every waiting player adds one listener.
  changes.setMaxListeners(0);
  const waiting = new Set<() => void>();

  app.decorate('scheduleChanged', () => changes.emit('change'));
  app.decorate('nextScheduleChange', (timeoutMs: number) => {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        changes.off('change', done);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      changes.once('change', done);
      waiting.add(done);
    });
  });

  const listen = database.listen?.bind(database);
  let stop: (() => Promise<void>) | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;
  const start = async (): Promise<void> => {
    if (!listen) return;
    stop = await listen(
      SCHEDULE_CHANGES_CHANNEL,
      () => changes.emit('change'),
      (error) => {
        // While the channel is down a change could go unheard: wake everyone to fetch again.
        changes.emit('change');
        if (closing) return;
        app.log.warn({ err: error }, 'Lost the schedule changes channel; listening again');
        retry = setTimeout(() => {
          start().catch((startError: unknown) => app.log.error({ err: startError }, 'Could not listen for schedule changes'));
        }, RELISTEN_DELAY_MS);
      },
    );
  };
  await start();
  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    // Waiting players are answered at once so the server can close.
    for (const done of [...waiting]) done();
    await stop?.();
  });
};

export const scheduleChangesPlugin = fp(scheduleChanges, { name: 'schedule-changes' });

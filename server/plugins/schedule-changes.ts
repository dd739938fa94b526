import { EventEmitter } from 'node:events';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import { SCHEDULE_CHANGES_CHANNEL } from '../services/schedule-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts waiting for the next change of a playlist, schedule entry or takeover (in this
     * process, or in another on PostgreSQL through LISTEN): `changed` resolves then, or after
     * `timeoutMs`. A player's long poll starts it before reading what it compares, so a change
     * committed between that read and the wait is not missed; `cancel` ends an unneeded wait.
     */
    nextScheduleChange: (timeoutMs: number) => { changed: Promise<void>; cancel: () => void };
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
    let done = () => {};
    const changed = new Promise<void>((resolve) => {
      done = () => {
        clearTimeout(timer);
        changes.off('change', done);
        waiting.delete(done);
        resolve();
      };
    });
    const timer = setTimeout(done, timeoutMs);
    changes.once('change', done);
    waiting.add(done);
    return { changed, cancel: done };
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

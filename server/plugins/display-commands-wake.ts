import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts waiting for a command sent to the display (in this process, or in another on
     * PostgreSQL through LISTEN): `changed` resolves then, or after `timeoutMs`. The player's long
     * poll of its day waits on it too, so a command reaches a connected player within seconds.
     */
    nextCommandFor: (displayId: string, timeoutMs: number) => { changed: Promise<void>; cancel: () => void };
    /** Announces commands just committed for these displays (NOTIFY, and this process's waiters). */
    commandsSent: (displayIds: readonly string[]) => Promise<void>;
  }
}

export const DISPLAY_COMMANDS_CHANNEL = 'portal_display_commands';
/** Every waiter listens for this too: a long list of ids (NOTIFY payloads stop at 8000 bytes) or a lost channel wakes all. */
const EVERYONE = '*';
const MAX_PAYLOAD = 7000;
const RELISTEN_DELAY_MS = 1_000;

const displayCommandsWake: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const sent = new EventEmitter();
  sent.setMaxListeners(0);
  const waiting = new Set<() => void>();
  const wake = (payload: string) => {
    if (payload === EVERYONE || payload === '') sent.emit(EVERYONE);
    else for (const id of payload.split(',')) sent.emit(id);
  };

  app.decorate('nextCommandFor', (displayId: string, timeoutMs: number) => {
    const key = displayId.toLowerCase();
    let done = () => {};
    const changed = new Promise<void>((resolve) => {
      done = () => {
        clearTimeout(timer);
        sent.off(key, done);
        sent.off(EVERYONE, done);
        waiting.delete(done);
        resolve();
      };
    });
    const timer = setTimeout(done, timeoutMs);
    sent.once(key, done);
    sent.once(EVERYONE, done);
    waiting.add(done);
    return { changed, cancel: done };
  });

  app.decorate('commandsSent', async (displayIds: readonly string[]) => {
    if (displayIds.length === 0) return;
    const joined = displayIds.map((id) => id.toLowerCase()).join(',');
    const payload = joined.length > MAX_PAYLOAD ? EVERYONE : joined;
    if (database.listen) await app.db.execute(sql`select pg_notify(${DISPLAY_COMMANDS_CHANNEL}, ${payload})`);
    wake(payload);
  });

  const listen = database.listen?.bind(database);
  let stop: (() => Promise<void>) | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;
  const start = async (): Promise<void> => {
    if (!listen) return;
    stop = await listen(DISPLAY_COMMANDS_CHANNEL, wake, (error) => {
      // While the channel is down a command could go unheard: every waiting player asks again.
      wake(EVERYONE);
      if (closing) return;
      app.log.warn({ err: error }, 'Lost the display commands channel; listening again');
      retry = setTimeout(() => {
        start().catch((startError: unknown) => app.log.error({ err: startError }, 'Could not listen for display commands'));
      }, RELISTEN_DELAY_MS);
    });
  };
  await start();
  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    for (const done of [...waiting]) done();
    await stop?.();
  });
};

export const displayCommandsWakePlugin = fp(displayCommandsWake, { name: 'display-commands-wake', dependencies: ['db'] });

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { KeyedWaiters, type Wait, type WaitKeys } from '../device/services/keyed-waiters.ts';
import { WakeLog, type HeardWakes } from '../device/services/wake-log.ts';
import { decodeWakePayload, encodeWakePayload, type WakeAudience } from '../device/services/wake-payload.ts';

/** Long polls waiting on one NOTIFY channel, each under its key, and the way to wake them. */
export interface WakeChannel {
  /** Waits for an announcement naming the key or one of the keys (or everyone), or `timeoutMs`. Start it before the first read: nothing announced meanwhile is missed. */
  wait: (keys: WaitKeys, timeoutMs: number) => Wait;
  /** Wakes the audience's waiters in every API process (NOTIFY on PostgreSQL, in this process on PGlite). */
  announce: (audience: WakeAudience) => Promise<void>;
  /** What this process has heard, to keep a read until a change for it is announced. */
  heard: HeardWakes;
  /** How many waits of this process are under the key (tests wait on it instead of sleeping). */
  waiting: (key: string | null) => number;
}


const RELISTEN_DELAY_MS = 1_000;

export interface WakeChannelOptions {
  /**
   * Work to finish before the waiters of a wake are answered (its audience is already recorded as
   * heard, so what this starts is read after the change): the live values' channel reads each woken
   * source once here, so the thousands of polls a push wakes all find it read and answer without a
   * promise each (docs/live-data.md#delivery-to-players). Null: nothing to wait for. The waiters are
   * answered when it settles, whether or not it succeeded (then each reads for itself).
   */
  beforeWaking?: (audience: WakeAudience) => PromiseLike<unknown> | null;
}

/**
 * Listens on `channel` for the app's life (PostgreSQL; PGlite is one process, so nothing to hear).
 * A lost connection wakes every waiter (a change could go unheard while it is down) and so does
 * listening again; closing the app answers every waiter at once so the server can close.
 */
export async function openWakeChannel(app: FastifyInstance, database: Database, channel: string, options: WakeChannelOptions = {}): Promise<WakeChannel> {
  const waiters = new KeyedWaiters();
  const log = new WakeLog();
  // Every wake goes through here: the log keeps whom it named, then the waiters answer.
  const wake = (audience: WakeAudience) => {
    log.record(audience);
    const before = options.beforeWaking?.(audience) ?? null;
    if (before === null) waiters.wake(audience);
    else before.then(() => waiters.wake(audience), () => waiters.wake(audience));
  };
  const listen = database.listen?.bind(database);
  let stop: (() => Promise<void>) | null = null;
  let listening = false;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;

  const start = async (): Promise<void> => {
    if (!listen) return;
    stop = await listen(
      channel,
      (payload) => wake(decodeWakePayload(payload)),
      (error) => {
        listening = false;
        wake('all');
        if (closing) return;
        app.log.warn({ err: error, channel }, 'Lost a NOTIFY channel; listening again');
        startSoon();
      },
    );
    listening = true;
  };
  const startSoon = () => {
    retry = setTimeout(() => {
      start()
        // What was announced while nobody listened: every waiter asks again.
        .then(() => wake('all'))
        .catch((error: unknown) => {
          app.log.error({ err: error, channel }, 'Could not listen on a NOTIFY channel; trying again');
          if (!closing) startSoon();
        });
    }, RELISTEN_DELAY_MS);
  };
  await start();
  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    wake('all');
    await stop?.();
  });

  return {
    wait: (keys, timeoutMs) => waiters.wait(keys, timeoutMs),
    announce: async (audience) => {
      const payload = encodeWakePayload(audience);
      if (payload === null) return;
      if (listen) await app.db.execute(sql`select pg_notify(${channel}, ${payload})`);
      // Listening, this process hears its own NOTIFY as the others do (its waiters woken once, not
      // twice); else (PGlite, or the channel down) it wakes its own waiters now. Either way what it
      // keeps (known days, device tokens) is dropped now: a report or poll answered before its own
      // NOTIFY came back must not miss the change it just committed.
      if (!listening) wake(decodeWakePayload(payload));
      else log.record(decodeWakePayload(payload));
    },
    heard: {
      mark: () => (listen && !listening ? null : log.mark()),
      wokenSince: (keys, mark) => log.wokenSince(keys, mark),
    },
    waiting: (key) => waiters.sizeOf(key),
  };
}

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import { forgetAllSessions, forgetSessions, type SessionChange } from '../services/identities/session-cache.ts';
import { SESSION_CHANGES_CHANNEL } from '../services/identities/sessions.ts';

export interface SessionChangesOptions {
  database: Database;
}

/** After a lost LISTEN connection, how long to wait before listening again. */
const RELISTEN_DELAY_MS = 1_000;

function parseChange(payload: string): SessionChange | null {
  try {
    const change = JSON.parse(payload) as Partial<Record<'tokenHash' | 'identityId' | 'everyone', unknown>>;
    if (typeof change.tokenHash === 'string') return { tokenHash: change.tokenHash };
    if (typeof change.identityId === 'string') return { identityId: change.identityId };
    if (change.everyone === true) return { everyone: true };
  } catch {
    // not ours: ignored below
  }
  return null;
}

/**
 * With PostgreSQL several API processes may serve one portal: each listens for the session changes
 * the others announce (sessions.ts) and forgets those sessions from its cache. While the channel is
 * down nothing would be heard, so the cache is emptied then and again on reconnection; the cache's
 * short lifetime bounds what could slip through in between.
 */
const sessionChanges: FastifyPluginAsync<SessionChangesOptions> = async (app, { database }) => {
  const listen = database.listen?.bind(database);
  if (!listen) return;
  let stop: (() => Promise<void>) | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;

  const listenAgainLater = () => {
    if (closing) return;
    retry = setTimeout(() => {
      start().catch((error: unknown) => {
        app.log.error({ err: error }, 'Could not listen for session changes');
        listenAgainLater();
      });
    }, RELISTEN_DELAY_MS);
  };

  const start = async (): Promise<void> => {
    stop = await listen(
      SESSION_CHANGES_CHANNEL,
      (payload) => {
        const change = parseChange(payload);
        if (change) forgetSessions(change);
        else forgetAllSessions();
      },
      (error) => {
        forgetAllSessions();
        if (closing) return;
        app.log.warn({ err: error }, 'Lost the session changes channel; listening again');
        listenAgainLater();
      },
    );
    forgetAllSessions();
  };

  await start();
  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    await stop?.();
  });
};

export const sessionChangesPlugin = fp(sessionChanges, { name: 'session-changes' });

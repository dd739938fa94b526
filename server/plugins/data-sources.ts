import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import { announceStaleness } from '../services/data-sources/data-source-staleness.ts';
import { pullDueSources } from '../services/data-sources/data-source-pull.ts';
import type { Wait } from '../device/services/keyed-waiters.ts';
import { LiveValuesCache } from '../device/services/live-values-cache.ts';
import type { LiveAnswer } from '../device/services/live-answer.ts';
import type { WakeAudience } from '../device/services/wake-payload.ts';
import { openWakeChannel } from './wake-channel.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Announces new values of these sources to every API process (NOTIFY on PostgreSQL): their players' long polls answer. */
    dataValuesChanged: (sourceIds: readonly string[]) => Promise<void>;
    /** Waits for new values of one source (any process), or `timeoutMs`. Start it before reading. */
    nextDataValues: (sourceId: string, timeoutMs: number) => Wait;
    /** How many long polls of this process wait on the source (tests wait on it instead of sleeping). */
    dataValueWaiters: (sourceId: string) => number;
    /** The answer of the live values a device of the client may draw of these sources: each read once per change, serialised once per version (services/live-values-cache.ts). */
    liveAnswer: (clientId: string | null, sourceIds: readonly string[]) => LiveAnswer | Promise<LiveAnswer>;
    /** One round of each background job (server/jobs/background-jobs.ts times them; tests run them by hand). */
    dataSourceJobs: { pull: () => Promise<{ fetched: number; failed: number }>; staleness: () => Promise<{ stale: number; fresh: number }> };
  }
}

export interface DataSourcesOptions {
  database: Database;
  /** How long a feed may take to answer. */
  fetchTimeoutMs: number;
}

/** The wake channel's payload names sources, as the commands channel names displays. */
export const DATA_VALUES_CHANNEL = 'portal_data_values';

/**
 * Live data's moving parts (docs/live-data.md): the wake channel that takes a new value to the
 * players within seconds, and the rounds of the pull loop and the staleness notices (timed by
 * server/jobs/background-jobs.ts in every process; their rows are claimed in the database).
 */
const dataSources: FastifyPluginAsync<DataSourcesOptions> = async (app, options) => {
  // A wake's sources that polls here wait on are read once before those polls are answered: a push
  // wakes them all at once, and each finding the read under way waited on it with promises of its own.
  let liveValues: LiveValuesCache | null = null;
  const beforeWaking = (audience: WakeAudience) =>
    audience === 'all' || liveValues === null
      ? null
      : liveValues.readAgain(app.db, audience.filter((sourceId) => channel.waiting(sourceId) > 0), app.now());
  const channel = await openWakeChannel(app, options.database, DATA_VALUES_CHANNEL, { beforeWaking });
  app.decorate('dataValuesChanged', (sourceIds: readonly string[]) => channel.announce(sourceIds));
  app.decorate('nextDataValues', (sourceId: string, timeoutMs: number) => channel.wait(sourceId, timeoutMs));
  app.decorate('dataValueWaiters', (sourceId: string) => channel.waiting(sourceId));
  const cache = new LiveValuesCache(channel.heard);
  liveValues = cache;
  app.decorate('liveAnswer', (clientId: string | null, sourceIds: readonly string[]) => cache.liveAnswer(app.db, clientId, sourceIds, app.now()));

  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());
  const pull = () =>
    pullDueSources({
      db: app.db,
      now: app.now,
      secretKey: app.secretKey,
      timeoutMs: options.fetchTimeoutMs,
      allowPrivate: app.config.webhookAllowPrivate,
      signal: closing.signal,
      changed: (sourceId) => channel.announce([sourceId]),
    });
  const staleness = () => announceStaleness(app.db, app.webhooks, app.now());
  app.decorate('dataSourceJobs', { pull, staleness });
};

export const dataSourcesPlugin = fp(dataSources, { name: 'data-sources', dependencies: ['db', 'clock', 'config', 'webhooks'] });

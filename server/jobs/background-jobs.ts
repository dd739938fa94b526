import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pollQueue, runEvery } from './run-every.ts';

/** How often each background job runs in this process; 0 turns that job's timer off (tests run its rounds by hand). */
export interface BackgroundJobIntervals {
  /** Due mail of the outbox (mail written by this process is sent at once). */
  mailOutboxMs: number;
  /** Stored files whose delete failed, tried again. */
  storageDeletionsMs: number;
  /** Due webhook deliveries and their retries. */
  webhookDeliveriesMs: number;
  /** Expired sessions, tokens, counters, device codes, old audit records and silences. */
  housekeepingMs: number;
  /** Proof-of-play rollup and purge. */
  playRollupMs: number;
  /** Pull data sources that are due (each has its own interval). */
  dataPullsMs: number;
  /** Data sources gone stale or fresh again, for the webhooks. */
  dataStalenessMs: number;
  /** Venues offline during open hours, displays dark, takeovers started or ended by the clock. */
  venueAlertsMs: number;
}

/**
 * Every timer of the server, in one list. Each job's round is offered by the plugin that owns its
 * data (the queues by plugins/mail.ts, storage-deletions.ts and webhooks.ts; the sweeps as
 * decorators: `sweepExpiredRows`, `rollUpPlays`, `dataSourceJobs`, `checkVenueAlerts`), so tests
 * run the very same round by hand on their own clock; this plugin only says how often. Every
 * process runs every job: each round claims its rows in the database, so none needs to lead.
 * Registered after the plugins it times: the app closes it first, so no round outlives them.
 */
const backgroundJobs: FastifyPluginAsync<BackgroundJobIntervals> = async (app, every) => {
  pollQueue(app, app.mailOutbox, { intervalMs: every.mailOutboxMs });
  pollQueue(app, app.storageDeletions, { intervalMs: every.storageDeletionsMs });
  pollQueue(app, app.webhooks.queue, { intervalMs: every.webhookDeliveriesMs });

  if (every.housekeepingMs > 0) {
    runEvery(app, every.housekeepingMs, { run: () => app.sweepExpiredRows(), failure: 'Housekeeping failed; will try again' });
  }
  if (every.playRollupMs > 0) {
    runEvery(app, every.playRollupMs, {
      run: () => app.rollUpPlays(),
      done: (round) => {
        if (round.purgedPlays + round.purgedHours > 0) app.log.info(round, 'Plays rolled up and old ones purged');
      },
      failure: 'Play rollup failed; will try again',
    });
  }
  if (every.dataPullsMs > 0) {
    runEvery(app, every.dataPullsMs, { run: () => app.dataSourceJobs.pull(), failure: 'A round of data source fetches failed' });
  }
  if (every.dataStalenessMs > 0) {
    runEvery(app, every.dataStalenessMs, { run: () => app.dataSourceJobs.staleness(), failure: 'A data source staleness check failed' });
  }
  if (every.venueAlertsMs > 0) {
    runEvery(app, every.venueAlertsMs, {
      run: () => app.checkVenueAlerts(),
      done: (result) => {
        if (result.outageNotices + result.recoveryNotices > 0) app.log.info(result, 'Venue alerts sent');
      },
      failure: 'Venue alert check failed; will try again',
    });
  }
};

export const backgroundJobsPlugin = fp(backgroundJobs, {
  name: 'background-jobs',
  dependencies: ['mail', 'storage-deletions', 'webhooks', 'housekeeping', 'play-rollup', 'data-sources', 'venue-alerts'],
});

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { checkVenueAlerts, type VenueAlertRun } from '../services/venues/venue-alerts.ts';
import { sightingCutoffs } from '../services/displays/sightings.ts';
import { announceDisplayChangesSafely } from '../services/webhooks/webhooks-displays.ts';
import { announceTakeoverChangesSafely } from '../services/webhooks/webhooks-takeovers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the offline-alert job now (the timer calls it; tests call it on their clock). */
    checkVenueAlerts(): Promise<VenueAlertRun>;
  }
}

/**
 * The offline-alert job's round (docs/decisions.md#venues-and-alerts), which
 * server/jobs/background-jobs.ts runs in every API process: each run is safe alongside the others
 * on one PostgreSQL (rows are claimed), so no process needs to be the leader.
 */
const venueAlerts: FastifyPluginAsync = async (app) => {
  const run = async () => {
    const now = app.now();
    const result = await checkVenueAlerts({
      db: app.db,
      mailer: app.mailer,
      log: app.log,
      now,
      alertAfterMinutes: app.config.alertAfterMinutes,
      portalBaseUrl: app.config.portalBaseUrl,
      // Narrowed per event: emit takes each event with its own data only.
      emitWebhook: (type, data) => (type === 'venue.offline' ? app.webhooks.emit(type, data) : app.webhooks.emit(type, data)),
    });
    // Takeovers start and end by the clock too: this run notices those nobody announced yet.
    await announceTakeoverChangesSafely({ db: app.db, now, webhooks: app.webhooks, log: app.log });
    // Each display going dark (during its venue's open hours) and coming back.
    await announceDisplayChangesSafely({
      db: app.db,
      now,
      cutoffs: sightingCutoffs(now, app.config),
      webhooks: app.webhooks,
      portalBaseUrl: app.config.portalBaseUrl,
      log: app.log,
    });
    return result;
  };
  app.decorate('checkVenueAlerts', run);
};

export const venueAlertsPlugin = fp(venueAlerts, { name: 'venue-alerts', dependencies: ['db', 'clock', 'config', 'mail', 'webhooks'] });

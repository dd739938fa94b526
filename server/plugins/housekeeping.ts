import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { deleteStaleThrottles } from '../services/identities/account-throttle.ts';
import { deleteOldAuditRecords } from '../services/audit/records.ts';
import { deleteOldOfflineGaps } from '../services/fleet/offline-gaps.ts';
import { deleteSpentDeviceRows } from '../services/displays/graphics-controllers.ts';
import { deleteSpentResetTokens } from '../services/identities/password-reset.ts';
import { deleteExpiredSessions } from '../services/identities/sessions.ts';
import { deleteExpiredSsoOutcomes } from '../services/sso/spent-outcomes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of housekeeping now (server/jobs/background-jobs.ts runs it hourly). */
    sweepExpiredRows(): Promise<void>;
  }
}

/**
 * Housekeeping's round removes expired sessions, the marks of traded single sign-on outcomes, spent reset tokens, stale per-account counters, spent device codes and
 * abandoned unlinked controllers (anyone may register one) now and then, and audit records past
 * their retention (AUDIT_RETENTION_DAYS; no route deletes them), and controllers' silences older
 * than the fleet's uptime window.
 */
const housekeeping: FastifyPluginAsync = async (app) => {
  app.decorate('sweepExpiredRows', async () => {
    const now = app.now();
    const longestWindowMs = Math.max(app.rateLimits.perAccountWindowMs, app.rateLimits.perIpWindowMs);
    await deleteExpiredSessions(app.db, now);
    await deleteExpiredSsoOutcomes(app.db, now);
    await deleteSpentResetTokens(app.db, now);
    await deleteStaleThrottles(app.db, new Date(now.getTime() - longestWindowMs));
    await deleteSpentDeviceRows(app.db, now);
    await deleteOldAuditRecords(app.db, new Date(now.getTime() - app.config.auditRetentionDays * DAY_MS));
    await deleteOldOfflineGaps(app.db, now);
  });
};

export const housekeepingPlugin = fp(housekeeping, { name: 'housekeeping', dependencies: ['db', 'clock', 'config', 'rate-limits'] });

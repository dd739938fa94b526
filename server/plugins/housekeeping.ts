import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { deleteStaleThrottles } from '../services/account-throttle.ts';
import { deleteOldAuditRecords } from '../services/audit/records.ts';
import { deleteOldOfflineGaps } from '../services/fleet/offline-gaps.ts';
import { deleteSpentDeviceRows } from '../services/graphics-controllers.ts';
import { deleteSpentResetTokens } from '../services/password-reset.ts';
import { deleteExpiredSessions } from '../services/sessions.ts';

/** The first sweep waits until the server has started answering (issue 10: restart ≤ 2 s). */
export const FIRST_RUN_AFTER_READY_MS = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface HousekeepingOptions {
  /** How often expired rows are removed; 0 turns it off (tests). */
  intervalMs: number;
}

/**
 * Removes expired sessions, spent reset tokens, stale per-account counters, spent device codes and
 * abandoned unlinked controllers (anyone may register one) now and then, and audit records past
 * their retention (AUDIT_RETENTION_DAYS; no route deletes them), and controllers' silences older
 * than the fleet's uptime window.
 */
const housekeeping: FastifyPluginAsync<HousekeepingOptions> = async (app, options) => {
  if (options.intervalMs <= 0) return;
  const sweep = async () => {
    const now = app.now();
    const longestWindowMs = Math.max(app.rateLimits.perAccountWindowMs, app.rateLimits.perIpWindowMs);
    try {
      await deleteExpiredSessions(app.db, now);
      await deleteSpentResetTokens(app.db, now);
      await deleteStaleThrottles(app.db, new Date(now.getTime() - longestWindowMs));
      await deleteSpentDeviceRows(app.db, now);
      await deleteOldAuditRecords(app.db, new Date(now.getTime() - app.config.auditRetentionDays * DAY_MS));
      await deleteOldOfflineGaps(app.db, now);
    } catch (error) {
      app.log.warn({ err: error }, 'Housekeeping failed; will try again');
    }
  };
  let running: Promise<void> = Promise.resolve();
  const start = () => {
    running = sweep();
    return running;
  };
  // unref: these timers alone must not keep the process alive.
  const timer = setInterval(() => void start(), options.intervalMs).unref();
  let firstSweep: NodeJS.Timeout | undefined;
  // Not at ready itself: on PGlite (one connection) the first requests would queue behind it.
  app.addHook('onReady', async () => {
    firstSweep = setTimeout(() => void start(), FIRST_RUN_AFTER_READY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(firstSweep);
    // The database closes after the app: let a sweep under way finish first.
    await running;
  });
};

export const housekeepingPlugin = fp(housekeeping, { name: 'housekeeping', dependencies: ['db', 'clock', 'config', 'rate-limits'] });

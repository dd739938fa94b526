import { join } from 'node:path';
import { healthResponseSchema, livenessResponseSchema } from '../../contract/http.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { checkDatabase, checkMail, checkStorage, healthStatus, isReady, latestCheck, runCheck } from '../services/health-checks.ts';

/**
 * No session needed; start-up scripts, supervisors and load balancers poll these
 * (docs/operations.md#health):
 * - GET /api/health: readiness. 200 while this process should get traffic, 503 when not; the
 *   database, storage and mail are each reported, but only the database decides (isReady); storage
 *   and mail are answered from their latest check when a fresh one is slow (latestCheck).
 * - GET /api/health/live: liveness. 200 whenever the process answers at all, asking nothing else.
 */
export const healthRoutes: ZodRoutes = async (app) => {
  const outboxDir = join(app.config.dataDir, 'outbox');
  // Never waited for long: a hung bucket or SMTP server must not make readiness slow.
  const storageCheck = latestCheck(checkStorage(app.storage));
  const mailCheck = latestCheck(checkMail(app.config.smtpUrl, outboxDir));

  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } }, async (_request, reply) => {
    const [database, storage, mail] = await Promise.all([
      runCheck(checkDatabase(app.db)),
      storageCheck(),
      mailCheck(),
    ]);
    const checks = { database, storage, mail };
    // From SIGTERM on (the drain) a balancer takes this process out while it still answers.
    const state = { checks, draining: app.draining };
    return reply.code(isReady(state) ? 200 : 503).send({ status: healthStatus(state), checks });
  });

  app.get('/health/live', { config: { access: 'public' }, schema: { response: { 200: livenessResponseSchema } } }, async () => ({ status: 'ok' as const }));
};

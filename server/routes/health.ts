import { join } from 'node:path';
import { healthResponseSchema, livenessResponseSchema } from '../../contract/http.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { checkDatabase, checkMail, checkStorage, healthStatus, isReady, runCheck } from '../services/health-checks.ts';

/**
 * No session needed; start-up scripts, supervisors and load balancers poll these (README
 * "Health checks"):
 * - GET /api/health: readiness. 200 while this process should get traffic, 503 when not; the
 *   database, storage and mail are each reported, but only the database decides (isReady).
 * - GET /api/health/live: liveness. 200 whenever the process answers at all, asking nothing else.
 */
export const healthRoutes: ZodRoutes = async (app) => {
  const outboxDir = join(app.config.dataDir, 'outbox');

  app.get('/health', { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } }, async (_request, reply) => {
    const [database, storage, mail] = await Promise.all([
      runCheck(checkDatabase(app.db)),
      runCheck(checkStorage(app.storage)),
      runCheck(checkMail(app.config.smtpUrl, outboxDir)),
    ]);
    const checks = { database, storage, mail };
    return reply.code(isReady(checks) ? 200 : 503).send({ status: healthStatus(checks), checks });
  });

  app.get('/health/live', { schema: { response: { 200: livenessResponseSchema } } }, async () => ({ status: 'ok' as const }));
};

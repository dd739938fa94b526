import { sql } from 'drizzle-orm';
import { healthResponseSchema } from '../../contract/http.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { HttpProblem } from '../services/http-problem.ts';
import { problemResponses } from './problem-responses.ts';

/** GET /api/health: no session needed; start-up scripts and load balancers poll it. */
export const healthRoutes: ZodRoutes = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, ...problemResponses(500, 503) } } },
    async () => {
      // Shutting down: a balancer takes this process out while it still answers (the drain).
      if (app.draining) throw new HttpProblem(503, 'Shutting down');
      // Healthy means the database answers too, not only that the process is up.
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};

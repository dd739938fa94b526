import * as z from 'zod';

/** Body of a 204 answer (logout, forgot-password, reset-password): there is none. */
export const noContentSchema = z.undefined();

/** One dependency in GET /api/health: answering, failing (with why), or not used by this set-up. */
export const healthCheckSchema = z.object({
  status: z.enum(['ok', 'failing']),
  /** How long the check took. */
  ms: z.number(),
  /** What failed, in a few words (never a secret or a stack). */
  error: z.string().optional(),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

/**
 * GET /api/health, the readiness answer (no session): 200 while this process should get traffic,
 * 503 when not (the database does not answer). Storage and mail are reported but do not decide it:
 * every process shares them, so taking one out of a balancer would not help. `status`
 * is 'degraded' when one of them fails.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  checks: z.object({ database: healthCheckSchema, storage: healthCheckSchema, mail: healthCheckSchema }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/live: the process answers (no dependency is asked); a supervisor restarts it when not. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });

/** Title of the 429 answer of every rate limit (per IP and per account). */
export const TOO_MANY_REQUESTS_TITLE = 'Too many requests. Try again later.';
/** 503 when the file store (an S3 bucket) is down or does not answer in time. */
export const STORAGE_UNAVAILABLE_TITLE = 'File storage is unavailable. Try again shortly.';

/** Title of the 401 answer of login: the same whether or not the email exists. */
export const INVALID_CREDENTIALS_TITLE = 'Invalid email or password.';

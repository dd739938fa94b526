import * as z from 'zod';

/** Body of a 204 answer (logout, forgot-password, reset-password): there is none. */
export const noContentSchema = z.undefined();

/** GET /api/health: answered without a session, for start-up and load-balancer checks. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Title of the 429 answer of every rate limit (per IP and per account). */
export const TOO_MANY_REQUESTS_TITLE = 'Too many requests. Try again later.';

/** Title of the 401 answer of login: the same whether or not the email exists. */
export const INVALID_CREDENTIALS_TITLE = 'Invalid email or password.';

import { join } from 'node:path';
import Fastify from 'fastify';
import type { Config, RateLimits } from './config.ts';
import type { Database } from './db/database.ts';
import { loggerOptions } from './logger.ts';
import { authPlugin } from './plugins/auth.ts';
import { clockPlugin } from './plugins/clock.ts';
import { configPlugin } from './plugins/config.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { housekeepingPlugin } from './plugins/housekeeping.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { mailPlugin } from './plugins/mail.ts';
import { notFoundPlugin } from './plugins/not-found.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticAppPlugin } from './plugins/static-app.ts';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from './plugins/zod.ts';
import { authRoutes } from './routes/auth.ts';
import { healthRoutes } from './routes/health.ts';
import { clientRoutes } from './routes/clients.ts';
import { identityRoutes } from './routes/identities.ts';
import { regionRoutes } from './routes/regions.ts';
import { searchRoutes } from './routes/search.ts';
import { venueRoutes } from './routes/venues.ts';

export interface BuildAppOptions {
  config: Config;
  /** Open and migrated; the caller closes it after the app (tests share one per file). */
  database: Database;
  /** Overrides of config.rateLimits (tests set them low). */
  rateLimits?: Partial<RateLimits>;
  /** The clock; tests move it past expiry times. */
  now?: () => Date;
  /** Sweep of expired rows; 0 turns it off. Default hourly. */
  housekeepingIntervalMs?: number;
}

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

/** Builds the whole API (and, in production, the app it serves). Never listens: main.ts does. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { now: options.now ?? (() => new Date()) });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(dbPlugin, { database });
  await app.register(rateLimitsPlugin, { limits: { ...config.rateLimits, ...options.rateLimits } });
  await app.register(authPlugin);
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
  });
  await app.register(housekeepingPlugin, { intervalMs: options.housekeepingIntervalMs ?? HOUR_MS });
  if (config.serveApp) await app.register(staticAppPlugin, { appDir: config.appDir });
  await app.register(notFoundPlugin, { serveAppShell: config.serveApp });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(identityRoutes, { prefix: '/api/identities' });
  await app.register(regionRoutes, { prefix: '/api/regions' });
  await app.register(clientRoutes, { prefix: '/api/clients' });
  await app.register(venueRoutes, { prefix: '/api/venues' });
  await app.register(searchRoutes, { prefix: '/api/search' });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

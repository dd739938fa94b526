import { routeAccessPlugin } from './access/route-access.ts';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { Config, RateLimits } from './config.ts';
import type { Database } from './db/database.ts';
import { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './http-edges.ts';
import { loggerOptions } from './logger.ts';
import { auditPlugin } from './plugins/audit.ts';
import { authPlugin } from './plugins/auth.ts';
import { canonicalIdsPlugin } from './plugins/canonical-ids.ts';
import { clockPlugin } from './plugins/clock.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { configPlugin } from './plugins/config.ts';
import { dbPlugin } from './plugins/db.ts';
import { drainPlugin } from './plugins/drain.ts';
import { deviceAuthPlugin } from './plugins/device-auth.ts';
import { complianceSettingsPlugin } from './plugins/compliance-settings.ts';
import { knownDaysPlugin } from './plugins/known-days.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { backgroundJobsPlugin } from './jobs/background-jobs.ts';
import { housekeepingPlugin } from './plugins/housekeeping.ts';
import { playRollupPlugin } from './plugins/play-rollup.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { mailPlugin } from './plugins/mail.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { notFoundPlugin } from './plugins/not-found.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { scheduleChangesPlugin } from './plugins/schedule-changes.ts';
import { displayCommandsWakePlugin } from './plugins/display-commands-wake.ts';
import { sessionChangesPlugin } from './plugins/session-changes.ts';
import { staticAppPlugin } from './plugins/static-app.ts';
import { staticPlayerPlugin } from './plugins/static-player.ts';
import { staticStorybookPlugin } from './plugins/static-storybook.ts';
import { storagePlugin } from './plugins/storage.ts';
import { storageDeletionsPlugin } from './plugins/storage-deletions.ts';
import { venueAlertsPlugin } from './plugins/venue-alerts.ts';
import { webhooksPlugin } from './plugins/webhooks.ts';
import { dataSourcesPlugin } from './plugins/data-sources.ts';
import { timeoutsPlugin } from './plugins/timeouts.ts';
import { serializerCompiler, validatorCompiler, type ZodRoutes, type ZodTypeProvider } from './plugins/zod.ts';
import { apiDocsRoutes } from './routes/api-docs.ts';
import { authRoutes } from './routes/auth.ts';
import { authSessionRoutes } from './routes/auth-sessions.ts';
import { authSsoLogoutRoutes } from './routes/auth-sso-logout.ts';
import { authSsoRoutes } from './routes/auth-sso.ts';
import { authTwoFactorRoutes } from './routes/auth-two-factor.ts';
import { assetFileRoutes } from './routes/asset-files.ts';
import { assetRoutes } from './routes/assets.ts';
import { approvalListRoutes, approvalSettingsRoutes, assetApprovalRoutes } from './routes/approvals.ts';
import { displayAssetRoutes } from './routes/display-assets.ts';
import { themeRoutes } from './routes/themes.ts';
import { healthRoutes } from './routes/health.ts';
import { appConfigRoutes } from './routes/app-config.ts';
import { clientUploadRoutes } from './routes/client-upload.ts';
import { clientRoutes } from './routes/clients.ts';
import { clientScreenshotSettingsRoutes } from './routes/client-screenshot-settings.ts';
import { displayTimelineRoutes } from './routes/display-timeline.ts';
import { playlistRoutes } from './routes/playlists.ts';
import { scheduleRoutes } from './routes/schedules.ts';
import { takeoverRoutes } from './routes/takeovers.ts';
import { displayRoutes } from './routes/displays.ts';
import { graphicsControllerAuthCodeRoutes } from './routes/graphics-controller-auth-codes.ts';
import { fleetDeviceRoutes } from './device/routes/fleet-reporting.ts';
import { fleetRoutes } from './routes/fleet.ts';
import { fleetScreenshotRoutes } from './routes/fleet-screenshots.ts';
import { graphicsControllerRoutes } from './routes/graphics-controllers.ts';
import { devicePairingRoutes } from './device/routes/pairing.ts';
import { deviceSelfRoutes } from './device/routes/self.ts';
import { deviceLayoutRoutes } from './device/routes/display-layout.ts';
import { deviceDayRoutes } from './device/routes/display-day.ts';
import { deviceDataValueRoutes } from './device/routes/data-values.ts';
import { externalApiRoutes } from './routes/external-api.ts';
import { activityRoutes } from './routes/activity.ts';
import { storybookRoutes } from './routes/storybook.ts';
import { identityRoutes } from './routes/identities.ts';
import { clientLogoRoutes, venueLogoRoutes } from './routes/logos.ts';
import { publicMediaRoutes } from './routes/public-media.ts';
import { clientRevealMediaRoutes, venueRevealMediaRoutes } from './routes/reveal-media.ts';
import { clientRevealSettingsRoutes, venueRevealSettingsRoutes } from './routes/reveal-settings.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { mailOutboxRoutes } from './routes/mail-outbox.ts';
import { signupRoutes } from './routes/signup.ts';
import { complianceRoutes } from './routes/compliance.ts';
import { regionRoutes } from './routes/regions.ts';
import { searchRoutes } from './routes/search.ts';
import { homeRoutes } from './routes/home.ts';
import { venueGraphicsControllerRoutes } from './routes/venue-graphics-controllers.ts';
import { venueTimelineRoutes } from './routes/venue-timeline.ts';
import { venueUptimeRoutes } from './routes/venue-uptime.ts';
import { venueRoutes } from './routes/venues.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { dataSourceRoutes } from './routes/data-sources.ts';
import { fleetPlayRoutes } from './device/routes/plays.ts';
import { reportRoutes } from './routes/reports.ts';

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
  /** The proof-of-play rollup's interval; 0 turns its timer off (tests run it by hand). Default 10 minutes. */
  playRollupIntervalMs?: number;
  /** The offline-alert job's interval; 0 turns its timer off. Default ALERT_CHECK_SECONDS. */
  alertCheckIntervalMs?: number;
  /** How often each process looks for mail to send (its own is sent at once); 0 turns it off. Default 5 s. */
  mailPollIntervalMs?: number;
  /** How often failed deletes of stored files are tried again; 0: only by hand (tests). Default a minute. */
  storageDeletionIntervalMs?: number;
  /** How often due webhook deliveries are looked for; 0: only by hand (tests). Default 5 s (the first retry's wait). */
  webhookIntervalMs?: number;
  /** How long a webhook receiver may take to answer. Default 10 s. */
  webhookTimeoutMs?: number;
  /** How often due pull data sources are fetched; 0: only by hand (tests). Default 1 s (each has its own interval). */
  dataPullIntervalMs?: number;
  /** How often data sources' staleness is checked for the webhooks; 0: only by hand. Default 10 s. */
  dataStalenessIntervalMs?: number;
  /** How long a pull data source's feed may take to answer. Default 10 s. */
  dataFetchTimeoutMs?: number;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: Writable;
}

/** A request routed to a route only a device may call (server/access/route-access.ts sets `deviceOnly`). */
function isDeviceOnlyRequest(request: { routeOptions?: { config?: { deviceOnly?: boolean } } }): boolean {
  return request.routeOptions?.config?.deviceOnly === true;
}

/** Fastify's typings want Ajv's factories here; at run time a factory only has to return the compiler. */
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** The API's version in its OpenAPI document: raised when a route changes in a way callers notice. */
const API_VERSION = '1.0.0';
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const MAIL_POLL_MS = 5000;

/** How long an idle kept-alive connection stays open: 5 s short of the silent-connection deadline, at least 1 s. */
export function keepAliveTimeoutMs(connectionTimeoutMs: number): number {
  return Math.max(1_000, Math.min(72_000, connectionTimeoutMs - 5_000));
}

/** Builds the whole API (and, in production, the app it serves). Never listens: main.ts does. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logStream ? { ...loggerOptions(config.logLevel), stream: options.logStream } : loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    // A device's calls (each screen's long polls, heartbeats, reports) are not access-logged: at
    // 10,000 screens two info lines per call were tens of thousands of lines a second. Their
    // failures still are (plugins/errors.ts logs every 4xx and 5xx it answers).
    logController: new LogController({ disableRequestLogging: isDeviceOnlyRequest }),
    // A silent connection is closed; a whole request (an upload at most) has a deadline.
    connectionTimeout: config.timeouts.requestMs,
    requestTimeout: config.timeouts.uploadMs,
    // Every schema is a zod schema compiled by plugins/zod.ts: giving Fastify those compilers up
    // front spares it loading Ajv and fast-json-stringify, a fifth of a second at each start.
    schemaController: { compilersFactory: zodCompilersFactory },
  }).withTypeProvider<ZodTypeProvider>();
  // Headers have the short deadline (Node requires it to be no longer than requestTimeout).
  app.server.headersTimeout = config.timeouts.requestMs;
  // An idle kept-alive connection must be ours to close well before the silent-connection deadline
  // closes it: Fastify's 72 s told clients to reuse connections the server had already dropped
  // after 30 s ("other side closed" on their next request).
  app.server.keepAliveTimeout = keepAliveTimeoutMs(config.timeouts.requestMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { now: options.now ?? (() => new Date()) });
  await app.register(errorsPlugin);
  // Before every route and the plugins that add hooks to routes: it documents each route as declared.
  await app.register(openApiPlugin, { version: API_VERSION, serverUrl: config.portalBaseUrl });
  await app.register(drainPlugin);
  await app.register(timeoutsPlugin, { timeouts: config.timeouts });
  await app.register(jsonBodyPlugin);
  await app.register(canonicalIdsPlugin);
  await app.register(securityHeadersPlugin, { appDirs: config.serveApp ? [config.appDir, config.playerDir] : [] });
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { database });
  await app.register(storagePlugin);
  await app.register(storageDeletionsPlugin);
  await app.register(rateLimitsPlugin, { limits: { ...config.rateLimits, ...options.rateLimits } });
  await app.register(sessionChangesPlugin, { database });
  await app.register(scheduleChangesPlugin, { database });
  await app.register(displayCommandsWakePlugin, { database });
  await app.register(knownDaysPlugin);
  await app.register(complianceSettingsPlugin);
  await app.register(authPlugin);
  await app.register(deviceAuthPlugin);
  await app.register(auditPlugin);
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    smtpTimeoutMs: config.smtpTimeoutMs,
    retryForMs: config.mailRetryMs,
  });
  await app.register(housekeepingPlugin);
  await app.register(playRollupPlugin);
  await app.register(webhooksPlugin, options.webhookTimeoutMs === undefined ? {} : { timeoutMs: options.webhookTimeoutMs });
  await app.register(dataSourcesPlugin, { database, fetchTimeoutMs: options.dataFetchTimeoutMs ?? 10_000 });
  await app.register(venueAlertsPlugin);
  // Every timer, after the plugins whose rounds it runs (the app closes it first).
  await app.register(backgroundJobsPlugin, {
    mailOutboxMs: options.mailPollIntervalMs ?? MAIL_POLL_MS,
    storageDeletionsMs: options.storageDeletionIntervalMs ?? MINUTE_MS,
    webhookDeliveriesMs: options.webhookIntervalMs ?? 5_000,
    housekeepingMs: options.housekeepingIntervalMs ?? HOUR_MS,
    playRollupMs: options.playRollupIntervalMs ?? 10 * MINUTE_MS,
    dataPullsMs: options.dataPullIntervalMs ?? 1_000,
    dataStalenessMs: options.dataStalenessIntervalMs ?? 10_000,
    venueAlertsMs: options.alertCheckIntervalMs ?? config.alertCheckSeconds * 1000,
  });
  if (config.serveApp) {
    await app.register(staticAppPlugin, { appDir: config.appDir });
    await app.register(staticPlayerPlugin, { playerDir: config.playerDir });
    await app.register(staticStorybookPlugin, { storybookDir: config.storybookDir });
  }
  await app.register(notFoundPlugin, { serveAppShell: config.serveApp });

  // Every route from here on declares who may call it (`config.access`); one that does not is
  // closed (server/access/route-access.ts, docs/permissions.md). The browser app's and player's
  // files above are public by nature and come before the hook.
  await app.register(routeAccessPlugin);
  /**
   * A route plugin under its prefix, named for Fastify by its function's name: without a name
   * Fastify looks for a module exporting the function among every module Node has loaded
   * (`require.cache`), twice per registration, which was 3 % of the server tests' CPU (an app is
   * built per test) and a part of every start.
   */
  const registerRoutes = async (routes: ZodRoutes, prefix: string) => {
    Object.assign(routes, { [Symbol.for('fastify.display-name')]: routes.name });
    await app.register(routes, { prefix });
  };
  await registerRoutes(healthRoutes, '/api');
  await registerRoutes(apiDocsRoutes, '/api');
  await registerRoutes(appConfigRoutes, '/api');
  await registerRoutes(authRoutes, '/api/auth');
  await registerRoutes(authTwoFactorRoutes, '/api/auth');
  await registerRoutes(authSessionRoutes, '/api/auth');
  await registerRoutes(authSsoRoutes, '/api/auth/sso');
  await registerRoutes(authSsoLogoutRoutes, '/api/auth/sso');
  await registerRoutes(identityRoutes, '/api/identities');
  await registerRoutes(externalApiRoutes, '/api/identities/external-api');
  await registerRoutes(invitationRoutes, '/api/invitations');
  await registerRoutes(signupRoutes, '/api/signup');
  await registerRoutes(mailOutboxRoutes, '/api/mail');
  await registerRoutes(regionRoutes, '/api/regions');
  await registerRoutes(complianceRoutes, '/api/compliance');
  await registerRoutes(approvalSettingsRoutes, '/api/compliance');
  await registerRoutes(clientRoutes, '/api/clients');
  await registerRoutes(clientScreenshotSettingsRoutes, '/api/clients');
  await registerRoutes(clientUploadRoutes, '/api/clients');
  await registerRoutes(clientLogoRoutes, '/api/clients');
  await registerRoutes(clientRevealSettingsRoutes, '/api/clients');
  await registerRoutes(clientRevealMediaRoutes, '/api/clients');
  await registerRoutes(venueRoutes, '/api/venues');
  await registerRoutes(venueLogoRoutes, '/api/venues');
  await registerRoutes(venueRevealSettingsRoutes, '/api/venues');
  await registerRoutes(venueRevealMediaRoutes, '/api/venues');
  await registerRoutes(publicMediaRoutes, '/public');
  await registerRoutes(venueGraphicsControllerRoutes, '/api/venues');
  await registerRoutes(venueUptimeRoutes, '/api/venues');
  await registerRoutes(venueTimelineRoutes, '/api/venues');
  await registerRoutes(graphicsControllerAuthCodeRoutes, '/api/graphicscontrollerauthcode');
  await registerRoutes(devicePairingRoutes, '/api/graphicscontrollerauthcode');
  await registerRoutes(graphicsControllerRoutes, '/api/graphicscontroller');
  await registerRoutes(deviceSelfRoutes, '/api/graphicscontroller');
  await registerRoutes(deviceLayoutRoutes, '/api/graphicscontroller');
  await registerRoutes(deviceDayRoutes, '/api/graphicscontroller');
  await registerRoutes(deviceDataValueRoutes, '/api/graphicscontroller');
  await registerRoutes(fleetDeviceRoutes, '/api/graphicscontroller');
  await registerRoutes(fleetRoutes, '/api/fleet');
  await registerRoutes(fleetPlayRoutes, '/api/graphicscontroller');
  await registerRoutes(reportRoutes, '/api/reports');
  await registerRoutes(fleetScreenshotRoutes, '/api/fleet');
  await registerRoutes(displayRoutes, '/api/display');
  await registerRoutes(displayTimelineRoutes, '/api/display');
  await registerRoutes(playlistRoutes, '/api/playlists');
  await registerRoutes(scheduleRoutes, '/api/schedules');
  await registerRoutes(takeoverRoutes, '/api/takeovers');
  await registerRoutes(searchRoutes, '/api/search');
  await registerRoutes(homeRoutes, '/api/home');
  await registerRoutes(themeRoutes, '/api/theme');
  await registerRoutes(assetRoutes, '/api/asset');
  await registerRoutes(assetApprovalRoutes, '/api/asset');
  await registerRoutes(approvalListRoutes, '/api/approvals');
  await registerRoutes(displayAssetRoutes, '/api/asset');
  await registerRoutes(assetFileRoutes, '/api/assetfile');
  await registerRoutes(webhookRoutes, '/api/webhooks');
  await registerRoutes(dataSourceRoutes, '/api/data-sources');
  await registerRoutes(activityRoutes, '/api/activity');
  await registerRoutes(storybookRoutes, '/api/storybook');
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

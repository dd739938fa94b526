import { resolve } from 'node:path';
import * as z from 'zod';
import { DEFAULT_HEARTBEAT_SECONDS } from '../contract/deviceStatus.ts';
import { DEFAULT_MAX_IMAGE_PIXELS, DEFAULT_MAX_UPLOAD_BYTES } from '../contract/uploads.ts';
import type { S3Settings } from './services/storage/s3.ts';
import type { SsoSettings } from './services/sso/settings.ts';
import { parseSecretKey } from './services/secret-key.ts';
import type { UploadLimits } from './services/uploads.ts';

/** Everything the server reads from the environment, parsed once at start. */
export interface Config {
  /** 'production' serves the built app from appDir next to the API. */
  nodeEnv: string;
  serveApp: boolean;
  host: string;
  port: number;
  /** Absolute. Holds the PGlite database (db/), its lock file and the mail outbox. */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl: string | null;
  /** PGlite's WebAssembly also compiled by V8's optimizing compiler: faster queries, about 100 MB more memory (db/wasm-compiler.ts). */
  pgliteOptimizingCompiler: boolean;
  /** Absolute. The Parcel build served at '/'. */
  appDir: string;
  /** Absolute. The player's Parcel build, served at '/player'. */
  playerDir: string;
  /** Absolute. The static Storybook (`npm run build-storybook`), served at '/storybook/' to admins. */
  storybookDir: string;
  /** Base of links in emails, without a trailing slash. */
  portalBaseUrl: string;
  /** Base of the public venue site (Reveal, docs/product.md#constants), without a trailing slash; the app links to it. */
  revealBaseUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** The SMTP server's connection, greeting and each silence may take this long before a try fails. */
  smtpTimeoutMs: number;
  /** Mail that cannot be sent is tried again with back-off for this long, then marked failed. */
  mailRetryMs: number;
  adminEmail: string | null;
  adminPassword: string | null;
  logLevel: string;
  /** Passed to Fastify's trustProxy: only set behind a proxy you control, or clients pick their IP. */
  trustProxy: TrustProxy;
  rateLimits: RateLimits;
  /** A venue with controllers none of which was seen for this long is in alert (docs/decisions.md#venues-and-alerts). */
  alertAfterMinutes: number;
  /** How often a player calls in (advertised in GET /api/graphicscontroller/self); tests shorten it. */
  heartbeatSeconds: number;
  /** Optional address that receives each venue outage and recovery as JSON (docs/decisions.md#venues-and-alerts). */
  alertWebhookUrl: string | null;
  /** Webhooks may go to private, loopback and link-local addresses (tests, a LAN-only deployment). */
  webhookAllowPrivate: boolean;
  /** How often the offline-alert job looks at the venues. */
  alertCheckSeconds: number;
  /** Audit records older than this many days are removed by housekeeping (docs/scheduling.md). */
  auditRetentionDays: number;
  /**
   * 32 bytes for AES-256-GCM (invitation links kept for copying). Null: the key is kept in
   * DATA_DIR/secret.key, made on first use.
   */
  secretKey: Buffer | null;
  /** Uploaded files go to this S3-compatible bucket when S3_BUCKET is set, else to DATA_DIR/files. */
  s3: S3Settings | null;
  uploadLimits: UploadLimits;
  timeouts: Timeouts;
  /** Single sign-on with an OpenID provider (docs/permissions.md#single-sign-on); null when OIDC_ISSUER is unset. */
  sso: SsoSettings | null;
}


/** How long clients may take, and how long a shutdown waits for them. */
export interface Timeouts {
  /** Headers and a JSON body must arrive within this; also the longest a connection may stay silent. */
  requestMs: number;
  /** A whole upload (multipart body) must arrive within this. */
  uploadMs: number;
  /** After SIGTERM, requests under way get this long to finish; then every connection is closed. */
  shutdownGraceMs: number;
  /**
   * The first part of the grace period: still listening, readiness 503, every answer
   * `Connection: close`, so a load balancer stops sending before the listener closes.
   */
  drainMs: number;
  /** A call to the S3 bucket (but an upload's body) must be answered within this, else 503. */
  storageMs: number;
}

export const defaultTimeouts: Timeouts = {
  requestMs: 30_000,
  uploadMs: 600_000,
  shutdownGraceMs: 10_000,
  drainMs: 5_000,
  storageMs: 10_000,
};

export const defaultUploadLimits: UploadLimits = {
  imageBytes: DEFAULT_MAX_UPLOAD_BYTES.image,
  videoBytes: DEFAULT_MAX_UPLOAD_BYTES.video,
  csvBytes: DEFAULT_MAX_UPLOAD_BYTES.csv,
  imagePixels: DEFAULT_MAX_IMAGE_PIXELS,
};

/** Brute-force limits on the auth routes (docs/decisions.md#passwords). Tests set them low. */
export interface RateLimits {
  /** Requests per IP to each of login, forgot-password and reset-password per window. */
  perIpMax: number;
  perIpWindowMs: number;
  /** Failed logins (and failed resets) per account per window before 429. */
  failuresPerAccountMax: number;
  /** Forgot-password requests per account per window before 429. */
  resetMailsPerAccountMax: number;
  perAccountWindowMs: number;
  /** Checks and links of graphics controller codes (portal side) per identity, and per IP, per window. */
  controllerCodePerIdentityMax: number;
  controllerCodePerIpMax: number;
  controllerCodeWindowMs: number;
}

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

export const defaultRateLimits: RateLimits = {
  perIpMax: 30,
  perIpWindowMs: FIFTEEN_MINUTES_MS,
  failuresPerAccountMax: 10,
  resetMailsPerAccountMax: 5,
  perAccountWindowMs: FIFTEEN_MINUTES_MS,
  // A person types a code or two; a script guessing the 36^6 codes needs millions of tries.
  controllerCodePerIdentityMax: 20,
  controllerCodePerIpMax: 60,
  controllerCodeWindowMs: FIFTEEN_MINUTES_MS,
};

export const DEFAULT_ALERT_AFTER_MINUTES = 15;
export const DEFAULT_SMTP_TIMEOUT_SECONDS = 10;
export const DEFAULT_MAIL_RETRY_HOURS = 24;
export const DEFAULT_ALERT_CHECK_SECONDS = 60;
export const DEFAULT_AUDIT_RETENTION_DAYS = 400;

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The provider's Reveal site (docs/product.md#constants); set REVEAL_BASE_URL to the real one. */
const DEFAULT_REVEAL_BASE_URL = 'https://reveal.example.com';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: optional,
  HOST: optional,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: optional,
  DATABASE_URL: optional,
  APP_DIR: optional,
  PLAYER_DIR: optional,
  STORYBOOK_DIR: optional,
  PORTAL_BASE_URL: optional.pipe(z.url().optional()),
  REVEAL_BASE_URL: optional.pipe(z.url().optional()),
  SMTP_URL: optional,
  MAIL_FROM: optional,
  SMTP_TIMEOUT_SECONDS: positiveInt(DEFAULT_SMTP_TIMEOUT_SECONDS),
  MAIL_RETRY_HOURS: positiveInt(DEFAULT_MAIL_RETRY_HOURS),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  // Not trimmed: spaces may be part of a password.
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optional,
  AUTH_RATE_LIMIT_PER_IP: positiveInt(defaultRateLimits.perIpMax),
  LOGIN_FAILURES_PER_ACCOUNT: positiveInt(defaultRateLimits.failuresPerAccountMax),
  ALERT_AFTER_MINUTES: positiveInt(DEFAULT_ALERT_AFTER_MINUTES),
  HEARTBEAT_SECONDS: positiveInt(DEFAULT_HEARTBEAT_SECONDS),
  ALERT_WEBHOOK_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ALERT_CHECK_SECONDS: positiveInt(DEFAULT_ALERT_CHECK_SECONDS),
  WEBHOOK_ALLOW_PRIVATE: optional.pipe(z.enum(['true', 'false']).optional()),
  PGLITE_OPTIMIZING_COMPILER: optional.pipe(z.enum(['true', 'false']).optional()),
  AUDIT_RETENTION_DAYS: positiveInt(DEFAULT_AUDIT_RETENTION_DAYS),
  SECRET_KEY: optional.pipe(
    z
      .string()
      .refine((value) => parseSecretKey(value) !== null, { error: 'must be 32 bytes, as 64 hex digits or base64' })
      .optional(),
  ),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: optional.pipe(z.enum(['true', 'false', '1', '0']).optional()),
  MAX_IMAGE_BYTES: positiveInt(defaultUploadLimits.imageBytes),
  MAX_VIDEO_BYTES: positiveInt(defaultUploadLimits.videoBytes),
  MAX_CSV_BYTES: positiveInt(defaultUploadLimits.csvBytes),
  MAX_IMAGE_PIXELS: positiveInt(defaultUploadLimits.imagePixels),
  REQUEST_TIMEOUT_SECONDS: positiveInt(defaultTimeouts.requestMs / 1000),
  UPLOAD_TIMEOUT_SECONDS: positiveInt(defaultTimeouts.uploadMs / 1000),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).default(defaultTimeouts.shutdownGraceMs / 1000),
  DRAIN_SECONDS: z.coerce.number().min(0).default(defaultTimeouts.drainMs / 1000),
  STORAGE_TIMEOUT_SECONDS: positiveInt(defaultTimeouts.storageMs / 1000),
  OIDC_ISSUER: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_NAME: optional,
  OIDC_ALLOWED_DOMAINS: optional.pipe(
    z
      .string()
      .refine((value) => parseAllowedDomains(value) !== null, { error: 'must be domain=clientId pairs separated by commas' })
      .optional(),
  ),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/** `example.com=<client id>,other.org=<client id>` → a map, or null when any pair is malformed. */
export function parseAllowedDomains(value: string): Map<string, string> | null {
  const domains = new Map<string, string>();
  for (const pair of value.split(',')) {
    const [domain = '', clientId = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (rest.length > 0 || !DOMAIN.test(domain.toLowerCase()) || !UUID.test(clientId)) return null;
    domains.set(domain.toLowerCase(), clientId.toLowerCase());
  }
  return domains;
}

/** Every variable the server reads (docs/configuration.md has a row for each). */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(envSchema.shape);


/** What Fastify's trustProxy accepts: all, none, addresses/CIDRs, or a per-hop decision. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    // A number is how many proxies in front of us to believe.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  // Anything else: a comma-separated list of addresses or CIDRs (e.g. "127.0.0.1,10.0.0.0/8").
  return value;
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws with every bad variable named when something is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  if (e.OIDC_ISSUER !== undefined && e.OIDC_CLIENT_ID === undefined) throw new ConfigError(['OIDC_CLIENT_ID: required when OIDC_ISSUER is set']);
  const nodeEnv = e.NODE_ENV ?? 'development';
  return {
    nodeEnv,
    serveApp: nodeEnv === 'production',
    host: e.HOST ?? '0.0.0.0',
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteOptimizingCompiler: e.PGLITE_OPTIMIZING_COMPILER === 'true',
    appDir: resolve(e.APP_DIR ?? 'build/app'),
    playerDir: resolve(e.PLAYER_DIR ?? 'build/player'),
    storybookDir: resolve(e.STORYBOOK_DIR ?? 'storybook-static'),
    portalBaseUrl: (e.PORTAL_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    revealBaseUrl: (e.REVEAL_BASE_URL ?? DEFAULT_REVEAL_BASE_URL).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'Venue Portal <no-reply@localhost>',
    smtpTimeoutMs: e.SMTP_TIMEOUT_SECONDS * 1000,
    mailRetryMs: e.MAIL_RETRY_HOURS * 60 * 60 * 1000,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase() ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: {
      ...defaultRateLimits,
      perIpMax: e.AUTH_RATE_LIMIT_PER_IP,
      failuresPerAccountMax: e.LOGIN_FAILURES_PER_ACCOUNT,
    },
    alertAfterMinutes: e.ALERT_AFTER_MINUTES,
    heartbeatSeconds: e.HEARTBEAT_SECONDS,
    alertWebhookUrl: e.ALERT_WEBHOOK_URL ?? null,
    alertCheckSeconds: e.ALERT_CHECK_SECONDS,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    secretKey: e.SECRET_KEY === undefined ? null : parseSecretKey(e.SECRET_KEY),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT ?? null,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
        }
      : null,
    uploadLimits: {
      imageBytes: e.MAX_IMAGE_BYTES,
      videoBytes: e.MAX_VIDEO_BYTES,
      csvBytes: e.MAX_CSV_BYTES,
      imagePixels: e.MAX_IMAGE_PIXELS,
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      // The whole-request limit covers headers too, so it is never shorter than the request one.
      uploadMs: Math.max(e.UPLOAD_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
      shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
      // The first half of the grace period at most: requests under way keep the rest.
      drainMs: Math.min(e.DRAIN_SECONDS * 1000, (e.SHUTDOWN_GRACE_SECONDS * 1000) / 2),
      storageMs: e.STORAGE_TIMEOUT_SECONDS * 1000,
    },
    sso:
      e.OIDC_ISSUER === undefined || e.OIDC_CLIENT_ID === undefined
        ? null
        : {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET ?? null,
            name: e.OIDC_NAME ?? 'single sign-on',
            allowedDomains: e.OIDC_ALLOWED_DOMAINS === undefined ? new Map() : (parseAllowedDomains(e.OIDC_ALLOWED_DOMAINS) ?? new Map()),
          },
  };
}

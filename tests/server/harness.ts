import { hash as argon2Hash, type Algorithm as Argon2Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject } from 'vitest';
import type { IdentityType } from '../../contract/identities.ts';
import { buildApp, type App, type BuildAppOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import type { PersonRole } from '../../contract/permissions.ts';
import { createIdentity, type IdentityRow } from '../../server/services/identities/identities.ts';
import { onDatabaseServer } from './database-server.ts';
import { lendPglite } from './sharedPglite.ts';

export type EngineName = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (docs/decisions.md#tests). */
export const engines: EngineName[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A password that satisfies the docs/product.md#validation-messages composition rule. */
export const GOOD_PASSWORD = 'Correct-Horse-9';

export interface TestDatabase {
  database: Database;
  /** Closes it and, for PostgreSQL, drops the per-file database. */
  dispose(): Promise<void>;
}

let pgliteTemplate: Promise<Blob | undefined> | null = null;

/** The run's migrated PGlite dump (tests/server/globalSetup.ts), read once per file; none outside that run. */
function pgliteTemplateDump(): Promise<Blob | undefined> {
  pgliteTemplate ??= (async () => {
    const file = inject('pgliteTemplateFile');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return pgliteTemplate;
}

/**
 * Puts a copy of the run's migrated PGlite database in `dataDir`/db, where the portal process
 * looks for it, so a test about something else (shutdown, an import undone at restart) starts its
 * process on a migrated database as at any restart, not a first start (a child process running
 * initdb and every migration: about 40 s on a busy 2-core machine). First starts stay covered by
 * tests/server/db/data-dir-lock.test.ts and the end-to-end journeys' fresh DATA_DIR.
 */
export function copyMigratedPgliteDatabase(dataDir: string): void {
  cpSync(inject('pgliteTemplateDataDir'), join(dataDir, 'db'), { recursive: true });
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new `portal_test_*` database on the server,
 * each as the run's migrated template has it (migrate() then finds nothing to do). PGlite's is the
 * worker's one, put back as new between files (sharedPglite.ts), or a copy of its own.
 */
export async function openTestDatabase(engine: EngineName): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const dump = await pgliteTemplateDump();
    const database = (dump && (await lendPglite(dump))) || (await openPglite(undefined, dump));
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplateName');
  await onDatabaseServer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), (error) => console.error('PostgreSQL pool error', error));
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      await onDatabaseServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** Configuration as main.ts would read it, quiet, with a throw-away DATA_DIR. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  // No player or Storybook build unless a test makes one: the worktree's builds must not leak in.
  return { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '3000', PLAYER_DIR: join(dataDir, 'no-player-build'), STORYBOOK_DIR: join(dataDir, 'no-storybook-build') }), ...overrides };
}

export type TestAppOptions = Partial<Omit<BuildAppOptions, 'database' | 'config'>> & { config?: Partial<Config> };

let emailCounter = 0;

const passwordHashes = new Map<string, Promise<string>>();

/**
 * The cost of the hashes stored for the identities the tests make: the least Argon2id allows, not
 * the product's OWASP minimum (server/services/identities/passwords.ts). Signing in still runs the
 * product's own check (verifyPassword), which reads the cost from the stored hash: at the product's
 * cost each check took 19 ms of CPU, and the server tests sign in about 1,500 times a run (29 s).
 * The product's own hashing is tested where it happens (sign-up, password change, the first admin).
 */
// algorithm 2: Algorithm.Argon2id, a const enum isolatedModules cannot read. 8 KiB: Argon2's least memory.
const TEST_HASH_COST = { algorithm: 2 as Argon2Algorithm, memoryCost: 8, timeCost: 1, parallelism: 1 };

/**
 * The Argon2id hash of a password, made once per password and worker (most identities the tests
 * make share GOOD_PASSWORD). Any salt does.
 */
function hashOnce(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = argon2Hash(password, TEST_HASH_COST);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/**
 * One engine's world for one test file: a database opened once (PGlite's initdb takes seconds),
 * a default app, a movable clock, and helpers. Everything is closed in afterAll.
 */
export class EngineContext {
  readonly engine: EngineName;
  /** Holds the mail outbox of the apps built here. */
  readonly dataDir: string;
  private testDatabase: TestDatabase | null = null;
  private defaultApp: App | null = null;
  private readonly apps: App[] = [];
  private clockOffsetMs = 0;
  private frozenAtMs: number | null = null;

  constructor(engine: EngineName) {
    this.engine = engine;
    this.dataDir = mkdtempSync(join(tmpdir(), `portal-server-test-${engine}-`));
  }

  get database(): Database {
    if (!this.testDatabase) throw new Error('The engine is not started (use it inside a test or hook).');
    return this.testDatabase.database;
  }

  get db() {
    return this.database.db;
  }

  /** The app with default settings (per-IP and code-guess limits out of the way), shared by the file's tests. */
  get app(): App {
    if (!this.defaultApp) throw new Error('The engine is not started (use it inside a test or hook).');
    return this.defaultApp;
  }

  get outboxDir(): string {
    return join(this.dataDir, 'outbox');
  }

  /** The time the apps of this context see. */
  now = (): Date => new Date((this.frozenAtMs ?? Date.now()) + this.clockOffsetMs);

  /** Moves the apps' clock forward (reset after each test). */
  travel(ms: number): void {
    this.clockOffsetMs += ms;
  }

  /**
   * Stops the apps' clock where it is, so only `travel` moves it (reset after each test). For tests
   * that assert a time window: a slow machine can otherwise spend a second between two requests.
   */
  freezeClock(): void {
    this.frozenAtMs = Date.now();
  }

  resetClock(): void {
    this.clockOffsetMs = 0;
    this.frozenAtMs = null;
  }

  async start(): Promise<void> {
    this.testDatabase = await openTestDatabase(this.engine);
    this.defaultApp = await this.buildApp({
      rateLimits: { perIpMax: 100_000, controllerCodePerIdentityMax: 100_000, controllerCodePerIpMax: 100_000 },
    });
  }

  /** Another app on the same database, e.g. with low limits; closed with the context. */
  async buildApp(options: TestAppOptions = {}): Promise<App> {
    const { config, ...rest } = options;
    const app = await buildApp({
      config: testConfig(this.dataDir, config),
      database: this.database,
      now: this.now,
      housekeepingIntervalMs: 0,
      alertCheckIntervalMs: 0,
      playRollupIntervalMs: 0,
      webhookIntervalMs: 0,
      dataPullIntervalMs: 0,
      dataStalenessIntervalMs: 0,
      mailPollIntervalMs: 0,
      // Not every minute: a round of the default app (disk storage, where deleting a missing file
      // succeeds) would take and finish the deletes another app of the test queued against its S3 store.
      storageDeletionIntervalMs: 0,
      ...rest,
    });
    this.apps.push(app);
    return app;
  }

  /**
   * Sends the mail written so far (to the outbox folder, without SMTP): the apps send their own at
   * once, but after the answer. Rounds under way end first: an app on another clock (a test's own)
   * would otherwise take the jobs another app has claimed for as long as its lease.
   */
  async deliverMail(): Promise<void> {
    for (const app of this.apps) await app.mailOutbox.idle();
    for (const app of this.apps) await app.mailOutbox.runDue();
  }

  async stop(): Promise<void> {
    for (const app of this.apps.splice(0)) await app.close();
    await this.testDatabase?.dispose();
    this.testDatabase = null;
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A unique address per call, so tests sharing the file's database do not meet. */
  uniqueEmail(prefix = 'user'): string {
    emailCounter += 1;
    return `${prefix}-${emailCounter}-${randomBytes(3).toString('hex')}@example.com`;
  }

  async createIdentity(
    input: {
      email?: string;
      password?: string;
      identityType?: IdentityType;
      name?: string;
      clientId?: string | null;
      role?: PersonRole;
      venueIds?: string[];
    } = {},
  ): Promise<{ identity: IdentityRow; email: string; password: string }> {
    const email = input.email ?? this.uniqueEmail();
    const password = input.password ?? GOOD_PASSWORD;
    const identity = await createIdentity(this.db, {
      name: input.name ?? 'Test Person',
      email,
      passwordHash: await hashOnce(password),
      identityType: input.identityType ?? 'Admin',
      clientId: input.clientId ?? null,
      ...(input.role === undefined ? {} : { role: input.role }),
      ...(input.venueIds === undefined ? {} : { venueIds: input.venueIds }),
    });
    return { identity, email: identity.email, password };
  }

  async login(email: string, password: string, app: App = this.app): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  }
}

/**
 * describe() once per engine, each with its own EngineContext started in beforeAll and closed in
 * afterAll, so every server test runs on PGlite and (with DATABASE_URL) on PostgreSQL.
 */
export function describeEachEngine(name: string, fn: (context: EngineContext) => void): void {
  describe.each(engines)(`${name} [%s]`, (engine) => {
    const context = new EngineContext(engine);
    beforeAll(() => context.start());
    afterAll(() => context.stop());
    afterEach(() => context.resetClock());
    fn(context);
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

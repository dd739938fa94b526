import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';
import { ensureFirstAdmin } from './services/first-admin.ts';

/**
 * The server process: configuration from the environment, database opened and migrated, first
 * admin created when there is no identity yet, then listen until SIGINT or SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  let database: Database | null = null;
  let app: App | null = null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info(`${signal} received, shutting down`);
    try {
      await app?.close();
    } finally {
      await database?.close();
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
    });
  }

  try {
    database = await openDatabase(config, (error) => app?.log.error({ err: error }, 'PostgreSQL pool error'));
    await database.migrate();
    await ensureFirstAdmin(database.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      print: (text) => process.stdout.write(`\n${text}\n\n`),
      warn: (text) => console.warn(text),
    });
    app = await buildApp({ config, database });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await stop('start-up failure').catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  // A known refusal (data directory in use, bad configuration) is one clear line, not a stack.
  const known = error instanceof DataDirLockedError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
});

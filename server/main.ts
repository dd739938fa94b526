import type { App } from './app.ts';
import { enableCompileCacheWhereAvailable } from './compile-cache.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';
import { holdEventLoop } from './event-loop-hold.ts';

/** How long closing the app and database may take once the grace period is over. */
const FORCED_EXIT_AFTER_GRACE_MS = 10_000;

/**
 * The server process: configuration from the environment, database opened and migrated, first
 * admin created when there is no identity yet, then listen until SIGINT or SIGTERM.
 */
async function main(): Promise<void> {
  // Before the dynamic imports below, which load nearly every module the server has.
  enableCompileCacheWhereAvailable();
  const config = loadConfig();
  let database: Database | null = null;
  let app: App | null = null;

  const stop = async (signal: string) => {
    const graceMs = config.timeouts.shutdownGraceMs;
    app?.log.info(`${signal} received, shutting down (requests under way get ${graceMs / 1000} s)`);
    // The drain: still listening for a while, readiness 503 and `Connection: close`
    // on every answer, so a load balancer stops sending before the listener closes.
    const drainMs = app?.server.listening ? config.timeouts.drainMs : 0;
    const drainStarted = Date.now();
    if (app && drainMs > 0) {
      // Idle keep-alive connections are left open: closing one just as the balancer writes a
      // request on it is what loses that request. They close with the listener.
      app.startDraining();
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    // Bounded: new requests are refused and answers say Connection: close at once;
    // after the grace period every connection still open (a stalled upload, a client that keeps
    // its connection busy) is cut, so close() returns and the database and its lock are freed.
    const server = app?.server;
    const afterDrainMs = Math.max(0, graceMs - (Date.now() - drainStarted));
    const cut = setTimeout(() => {
      app?.log.warn('Grace period over: closing the connections still open');
      server?.closeAllConnections();
    }, afterDrainMs);
    // Last resort, should closing the database itself hang: a lock left behind names a dead
    // process, which the next start takes over.
    setTimeout(() => {
      console.error('Shutdown did not finish in time; exiting.');
      process.exit(1);
    }, afterDrainMs + FORCED_EXIT_AFTER_GRACE_MS).unref();
    try {
      await app?.close();
    } finally {
      clearTimeout(cut);
      await database?.close();
    }
  };
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // Every time, not once: Ctrl-C in a terminal (or a signal to the process group) reaches both npm
    // and the server, and npm passes it on, so the server gets it twice. With a single listener the
    // second one took the signal's default action and killed the process mid-shutdown: the drain
    // cut short, PGlite not closed (the next start recovered it and found its lock left behind),
    // the code cache never written at exit (bundle-code-cache.ts). The shutdown is bounded anyway.
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
    });
  }

  const releaseEventLoop = holdEventLoop();
  try {
    // The database opens (PGlite reads and compiles its WASM off the main thread) while the API's
    // modules load: a restart answers sooner than doing one after the other.
    const opening = openDatabase(config, (error) => app?.log.error({ err: error }, 'PostgreSQL pool error'));
    const loading = Promise.all([import('./app.ts'), import('./services/first-admin.ts')]);
    // Awaited below in any case; this only keeps a failure meanwhile from counting as unhandled.
    loading.catch(() => undefined);
    database = await opening;
    const [{ buildApp }, { ensureFirstAdmin }] = await loading;
    await database.migrate();
    if (database.engine === 'pglite') {
      // Before any request: an embedded import a crash cut short is undone.
      const { undoUnfinishedImports } = await import('./services/client-import-journal.ts');
      for (const undone of await undoUnfinishedImports(database.db)) {
        console.warn(
          `A client CSV import cut short by a stop was undone: ${undone.clientsRemoved} clients and ${undone.venuesRemoved} venues it had created were removed, the rest put back.`,
        );
      }
    }
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
  } finally {
    releaseEventLoop();
  }
}

main().catch((error: unknown) => {
  // A known refusal (data directory in use, bad configuration) is one clear line, not a stack.
  const known = error instanceof DataDirLockedError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
});

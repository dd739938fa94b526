import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/database.ts';
import { databaseFor } from '../services/audit/actor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Which engine is behind `db`: PGlite runs one statement at a time on the main thread. */
    dbEngine: Database['engine'];
  }
}

export interface DbOptions {
  /** Opened (and migrated) by the caller, which also closes it: tests share one per file. */
  database: Database;
}

const db: FastifyPluginAsync<DbOptions> = async (app, options) => {
  const { db } = options.database;
  // Inside a request that writes, its transactions name who is writing (plugins/audit.ts).
  app.decorate('db', { getter: () => databaseFor(db) });
  app.decorate('dbEngine', options.database.engine);
  // PGlite: background work gives way to requests (db/give-way.ts), so it has to know of them.
  const { foreground } = options.database;
  // Callbacks, not async hooks: they run on every request (each player's poll), a promise each.
  if (foreground) {
    app.addHook('onRequest', (request, _reply, done) => {
      foreground.requestStarted(request);
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      foreground.requestEnded(request);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      foreground.requestEnded(request);
      done();
    });
  }
};

export const dbPlugin = fp(db, { name: 'db' });

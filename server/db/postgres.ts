import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, OpenOptions } from './database.ts';
import { migrationsFolder } from './migrations-folder.ts';
import * as schema from './schema.ts';

/** Any fixed number: the advisory lock several API processes take to migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_241_903;

export async function openPostgres(connectionString: string, onPoolError: (error: Error) => void, options: OpenOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it kills the process.
  pool.on('error', onPoolError);
  // Fail at start, not on the first request, when the server cannot be reached.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  probe.release();
  return {
    engine: 'postgres',
    db: drizzle({ client: pool, schema, ...options }),
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotification, onLost) {
      const client = new pg.Client({ connectionString });
      let lost = false;
      const loseOnce = (error: Error) => {
        if (lost) return;
        lost = true;
        onLost(error);
      };
      // Without an 'error' listener a dropped connection would kill the process.
      client.on('error', loseOnce);
      client.on('end', () => loseOnce(new Error(`The LISTEN connection for ${channel} ended.`)));
      client.on('notification', (message) => {
        if (message.channel === channel) onNotification(message.payload ?? '');
      });
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      return async () => {
        lost = true;
        await client.end();
      };
    },
    close: () => pool.end(),
  };
}

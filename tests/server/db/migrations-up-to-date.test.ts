import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/db/migrations-folder.ts';
import { migrationsUpToDate, newestJournalMillis } from '../../../server/db/migrations-up-to-date.ts';
import { pgliteOptions } from '../../../server/db/pglite-options.ts';

/** PGlite-only: the shortcut a restart of the embedded database takes before drizzle's migrate(). */
describe('migrations up-to-date check of the embedded database', () => {
  let client: PGlite | null = null;
  afterEach(async () => {
    await client?.close();
    client = null;
  });

  // A fresh embedded PostgreSQL and the whole migration chain, which the other files take from a
  // migrated copy: 4.6 s alone, past the project's 30 s once on a fully loaded 2-core machine.
  it('is false on a fresh database, true once migrated, and false again when the newest migration is missing', { timeout: 120_000 }, async () => {
    client = await PGlite.create(pgliteOptions);
    const folder = migrationsFolder();
    expect(await migrationsUpToDate(client, folder)).toBe(false);

    await migrate(drizzle({ client }), { migrationsFolder: folder });
    expect(await migrationsUpToDate(client, folder)).toBe(true);

    // As if the code had a migration the database has not had yet: the check must send it to migrate().
    const newest = newestJournalMillis(folder);
    await client.query('delete from drizzle.__drizzle_migrations where created_at = $1', [newest]);
    expect(await migrationsUpToDate(client, folder)).toBe(false);
    await client.query('delete from drizzle.__drizzle_migrations');
    expect(await migrationsUpToDate(client, folder)).toBe(false);
  });

  it('reads the newest journal time, which every migration row drizzle writes is compared with', () => {
    const newest = newestJournalMillis(migrationsFolder());
    expect(newest).toBeGreaterThan(Date.UTC(2020, 0, 1));
  });
});

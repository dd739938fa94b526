import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Where and how drizzle's migrator records what it applied (its defaults, which we use). */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** The `when` of the newest entry in the folder's drizzle journal (0 with no entries). */
export function newestJournalMillis(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * True when drizzle's migrate() would apply nothing: it runs each migration whose journal time is
 * after the created_at of the newest row it recorded, so once that row is as new as the newest
 * journal entry there is nothing to do. Checking this first spares a restart drizzle's
 * CREATE SCHEMA / CREATE TABLE IF NOT EXISTS and its empty transaction on a cold PGlite, about a
 * tenth of a second. A fresh database (no table yet) answers false.
 */
export async function migrationsUpToDate(client: PGlite, migrationsFolder: string): Promise<boolean> {
  const { rows: present } = await client.query<{ present: boolean }>(
    `select to_regclass('${MIGRATIONS_TABLE}') is not null as present`,
  );
  if (!present[0]?.present) return false;
  const { rows } = await client.query<{ created_at: string | number | null }>(
    `select created_at from ${MIGRATIONS_TABLE} order by created_at desc limit 1`,
  );
  const newestApplied = rows[0]?.created_at;
  if (newestApplied === undefined || newestApplied === null) return false;
  return Number(newestApplied) >= newestJournalMillis(migrationsFolder);
}

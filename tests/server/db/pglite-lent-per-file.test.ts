import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { lendPglite } from '../sharedPglite.ts';

/**
 * The server tests' PGlite (tests/server/sharedPglite.ts): one per worker, lent to one file after
 * another as a Database of server/db/pglite.ts; what one file leaves must never reach the next.
 */
describe("a test worker's one PGlite, lent file after file", () => {
  let dump: Blob;
  beforeAll(async () => {
    dump = new Blob([await readFile(inject('pgliteTemplateFile'))]);
  });

  async function lend(): Promise<Database> {
    const database = await lendPglite(dump);
    if (!database) throw new Error('the PGlite is held by another database of this worker');
    return database;
  }

  async function rowsOf(database: Database, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
    // PGlite's answer: { rows } (the Db type spells no engine's).
    const result = (await database.db.execute(query)) as { rows: Record<string, unknown>[] };
    return result.rows;
  }

  it("comes back as the template has it: the template's rows, no others, sequences and settings as new", async () => {
    const first = await lend();
    const regionsBefore = await rowsOf(first, sql`select * from regions order by name`);
    const auditBefore = await rowsOf(first, sql`select * from audit_records order by id`);
    expect(regionsBefore.length).toBeGreaterThan(0);
    await first.db.execute(sql`insert into regions (name) values ('Left by an earlier file')`);
    await first.db.execute(sql`update regions set time_zone = 'Pacific/Chatham'`);
    await first.db.execute(sql`insert into audit_records (actor_kind, action, entity_type) values ('System', 'created', 'region')`);
    await first.db.execute(sql`set time zone 'Pacific/Chatham'`);
    await first.close();

    const next = await lend();
    try {
      expect(await rowsOf(next, sql`select * from regions order by name`)).toEqual(regionsBefore);
      expect(await rowsOf(next, sql`select * from audit_records order by id`)).toEqual(auditBefore);
      expect(await rowsOf(next, sql`select nextval('audit_records_id_seq')::int as next_id`)).toEqual([
        { next_id: Math.max(0, ...auditBefore.map((row) => Number(row.id))) + 1 },
      ]);
      expect(await rowsOf(next, sql`show time zone`)).toEqual([{ TimeZone: 'UTC' }]);
    } finally {
      await next.close();
    }
  });

  it('never runs a statement sent through a client its file gave back', async () => {
    const first = await lend();
    await first.close();
    let lateSettled = false;
    void first.db.execute(sql`insert into regions (name) values ('Sent after the file ended')`).finally(() => {
      lateSettled = true;
    });

    const next = await lend();
    try {
      // Had the late insert been run, it would have been queued before this query and ended first.
      expect(await rowsOf(next, sql`select name from regions where name = 'Sent after the file ended'`)).toEqual([]);
      expect(lateSettled).toBe(false);
    } finally {
      await next.close();
    }
  });

  it('gives the next file a new PGlite when a file changed the schema', async () => {
    const first = await lend();
    await first.db.execute(sql`create table left_behind (id int)`);
    await first.db.execute(sql`alter table regions add column left_behind text`);
    await first.close();

    const next = await lend();
    try {
      expect(await rowsOf(next, sql`select to_regclass('left_behind') as found`)).toEqual([{ found: null }]);
      expect(await rowsOf(next, sql`select column_name from information_schema.columns where table_name = 'regions' and column_name = 'left_behind'`)).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('is lent to one database at a time: a second one of the same file opens its own', async () => {
    const first = await lend();
    try {
      expect(await lendPglite(dump)).toBeNull();
    } finally {
      await first.close();
    }
  });
});

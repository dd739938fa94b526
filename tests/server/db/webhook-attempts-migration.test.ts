import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/db/migrations-folder.ts';
import { queryRows } from '../../../server/services/sql-rows.ts';
import { describeEachEngine } from '../harness.ts';

/** Migration 0032's statements, as drizzle's migrator splits them. */
const migration = readFileSync(join(migrationsFolder(), '0032_webhook_delivery_attempts.sql'), 'utf8').split('--> statement-breakpoint');

/**
 * Migration 0032 keeps every try of a webhook delivery. Deliveries tried before it kept only their
 * last try: this file's database is put back to before the migration, given such deliveries, and
 * migrated again; each tried one gets its last try as its one row, one not tried yet gets none.
 */
describeEachEngine('migration 0032: webhook delivery tries, the last one kept of older deliveries', (ctx) => {
  it('turns each tried delivery’s last try into its one row', async () => {
    await queryRows(ctx.db, sql`drop table webhook_delivery_attempts`);
    const [endpoint] = await queryRows<{ id: string }>(
      ctx.db,
      sql`insert into webhook_endpoints (url, events, secret_ciphertext, created_utc, updated_utc)
          values ('http://127.0.0.1/hook', '["venue.offline"]', 'sealed', now(), now()) returning id`,
    );
    const delivery = (state: string, attempt: number, statusCode: number | null, durationMs: number | null, lastError: string | null, lastAttemptUtc: string | null) =>
      sql`(${endpoint!.id}::uuid, 'venue.offline', '{}', ${attempt}, ${statusCode}, ${durationMs}, ${lastError}, ${lastAttemptUtc}::timestamptz, ${state}, now())`;
    const rows = await queryRows<{ id: string }>(
      ctx.db,
      sql`insert into webhook_deliveries (endpoint_id, event, body, attempt, status_code, duration_ms, last_error, last_attempt_utc, state, created_utc)
          values ${sql.join(
            [
              delivery('succeeded', 3, 200, 84, null, '2026-11-01T10:00:00Z'),
              delivery('failed', 7, null, 10_000, 'No answer within 10 s', '2026-11-02T10:00:00Z'),
              delivery('pending', 0, null, null, null, null),
            ],
            sql`, `,
          )}
          returning id`,
    );
    for (const statement of migration) await queryRows(ctx.db, sql.raw(statement));

    const tries = await queryRows<{ delivery_id: string; attempt: number; attempted_utc: Date | string; status_code: number | null; duration_ms: number; error: string | null }>(
      ctx.db,
      sql`select delivery_id, attempt, attempted_utc, status_code, duration_ms, error from webhook_delivery_attempts
          where delivery_id = any(${`{${rows.map((row) => row.id).join(',')}}`}::uuid[]) order by attempted_utc`,
    );
    expect(tries.map((row) => [row.delivery_id, row.attempt, new Date(row.attempted_utc).toISOString(), row.status_code, row.duration_ms, row.error])).toEqual([
      [rows[0]!.id, 3, '2026-11-01T10:00:00.000Z', 200, 84, null],
      [rows[1]!.id, 7, '2026-11-02T10:00:00.000Z', null, 10_000, 'No answer within 10 s'],
    ]);
    await queryRows(ctx.db, sql`delete from webhook_endpoints where id = ${endpoint!.id}::uuid`);
    // Deleted with their delivery.
    expect(await queryRows(ctx.db, sql`select 1 from webhook_delivery_attempts where delivery_id = ${rows[0]!.id}::uuid`)).toEqual([]);
  });
});

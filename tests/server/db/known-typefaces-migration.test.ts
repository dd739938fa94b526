import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { BASE_ASSET_IDS } from '../../../contract/assets.ts';
import { migrationsFolder } from '../../../server/db/migrations-folder.ts';
import { queryRows } from '../../../server/services/sql-rows.ts';
import { describeEachEngine } from '../harness.ts';

/** Migration 0041's statements, as drizzle's migrator splits them. */
const migration = readFileSync(join(migrationsFolder(), '0041_known_typefaces.sql'), 'utf8').split('--> statement-breakpoint');

/**
 * Migration 0041: placements saved before the API refused typefaces outside the 20 could no longer be
 * saved. One of the 20 in another spelling takes its exact name; any other name is dropped; the rest
 * of each config, and every config without a typeface, stays as it was.
 */
describeEachEngine('migration 0041: placements keep only the 20 typefaces', (ctx) => {
  it('spells a known face exactly, drops an unknown one and leaves everything else', async () => {
    const [layout] = await queryRows<{ id: string }>(ctx.db, sql`insert into assets (name, type) values ('Legacy bar menu', 'GROUP') returning id`);
    const configs = [
      { typeface: ' arial ', text: 'Specials' },
      { typeface: 'comic sans ms' },
      { typeface: 'Wingdings', text: 'Happy hour', fontWeight: 'bold' },
      { typeface: 'Inter', text: 'Kept' },
      { typeface: '', text: 'Default face' },
      { text: 'No typeface' },
    ];
    for (const [order, config] of configs.entries()) {
      await queryRows(
        ctx.db,
        sql`insert into asset_placements (parent_asset_id, asset_id, config, x, y, "order")
            values (${layout!.id}::uuid, ${BASE_ASSET_IDS.TEXT}::uuid, ${JSON.stringify(config)}::jsonb, '0px', '0px', ${order})`,
      );
    }

    for (const statement of migration) await queryRows(ctx.db, sql.raw(statement));

    const rows = await queryRows<{ config: Record<string, string> }>(
      ctx.db,
      sql`select config from asset_placements where parent_asset_id = ${layout!.id}::uuid order by "order"`,
    );
    expect(rows.map((row) => row.config)).toEqual([
      { typeface: 'Arial', text: 'Specials' },
      { typeface: 'Comic Sans MS' },
      { text: 'Happy hour', fontWeight: 'bold' },
      { typeface: 'Inter', text: 'Kept' },
      { typeface: '', text: 'Default face' },
      { text: 'No typeface' },
    ]);
    await queryRows(ctx.db, sql`delete from assets where id = ${layout!.id}::uuid`);
  });
});

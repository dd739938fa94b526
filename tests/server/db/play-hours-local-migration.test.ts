import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/db/migrations-folder.ts';
import { rollUpBatch } from '../../../server/services/fleet/play-rollup.ts';
import { queryRows } from '../../../server/services/sql-rows.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import { Fixtures } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

/** Migration 0028's statements, as drizzle's migrator splits them. */
const migration = readFileSync(join(migrationsFolder(), '0028_play_hours_local_time.sql'), 'utf8').split('--> statement-breakpoint');

/**
 * Migration 0028 turns hourly counts per UTC hour into counts per venue-local hour. This
 * file's database is put back to play_hours as 0027 left it, given rows as the old rollup wrote
 * them, and migrated again.
 */
describeEachEngine('migration 0028: play_hours per venue-local hour, from the counts per UTC hour', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);

  async function displayIn(regionName: string) {
    const tenant = await fixtures.tenant();
    const region = (await fixtures.regionIds()).find((row) => row.name === regionName)!;
    const venue = await fixtures.venue(tenant.clientId, { regionId: region.id });
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    return (await devices.display(controller.id)).id;
  }

  it('keeps every count, each in its local hour: exact in whole-hour zones and, while raw plays remain, in half-hour zones', async () => {
    const sydney = await displayIn('New South Wales');
    const adelaide = await displayIn('South Australia');
    const asset = randomUUID();
    for (const statement of [
      'alter table play_hours drop constraint play_hours_hour_utc_display_id_asset_id_local_hour_pk',
      'alter table play_hours drop column local_hour',
      'alter table play_hours add constraint play_hours_hour_utc_display_id_asset_id_pk primary key (hour_utc, display_id, asset_id)',
    ]) {
      await queryRows(ctx.db, sql.raw(statement));
    }
    // Rolled plays still kept raw, and the old rollup's hours (some of whose plays are gone).
    const rolled = (displayId: string, startedUtc: string, seconds: number) =>
      sql`(${randomUUID()}::uuid, ${displayId}::uuid, ${asset}::uuid, ${startedUtc}::timestamptz, ${seconds}, ${startedUtc}::timestamptz, ${startedUtc}::timestamptz)`;
    await queryRows(
      ctx.db,
      sql`insert into plays (id, display_id, asset_id, started_utc, seconds, received_utc, rolled_utc) values ${sql.join(
        [
          rolled(sydney, '2026-04-03T13:00:00Z', 10), // Saturday 00:00 in Sydney (UTC+11)
          rolled(adelaide, '2026-04-03T12:45:00Z', 1), // Friday 23:15 in Adelaide (UTC+10:30)
          rolled(adelaide, '2026-04-03T13:29:00Z', 2), // Friday 23:59
          rolled(adelaide, '2026-04-03T13:30:00Z', 4), // Saturday 00:00
          rolled(adelaide, '2026-04-03T15:10:00Z', 8), // one of the two plays of its hour still kept
        ],
        sql`, `,
      )}`,
    );
    const hour = (displayId: string, hourUtc: string, plays: number, seconds: number) =>
      sql`(${hourUtc}::timestamptz, ${displayId}::uuid, ${asset}::uuid, ${plays}, ${seconds})`;
    await queryRows(
      ctx.db,
      sql`insert into play_hours (hour_utc, display_id, asset_id, plays, seconds) values ${sql.join(
        [
          hour(sydney, '2026-04-03T13:00:00Z', 1, 10),
          hour(sydney, '2026-01-10T12:00:00Z', 5, 50), // raw plays long gone: 23:00 on 10 January (UTC+11)
          hour(adelaide, '2026-04-03T12:00:00Z', 1, 1),
          hour(adelaide, '2026-04-03T13:00:00Z', 2, 6), // 23:30–00:30 local: split by its raw plays
          hour(adelaide, '2026-04-03T14:00:00Z', 3, 30), // raw plays gone: 00:30–01:30, kept at 00:00
          hour(adelaide, '2026-04-03T15:00:00Z', 2, 20), // one raw play gone: 01:30–02:30, kept at 01:00
        ],
        sql`, `,
      )}`,
    );

    for (const statement of migration) await queryRows(ctx.db, sql.raw(statement));

    const stored = async () =>
      (
        await queryRows<{ display_id: string; hour_utc: Date | string; local_hour: string; plays: number; seconds: number }>(
          ctx.db,
          sql`select display_id, hour_utc, to_char(local_hour, 'YYYY-MM-DD HH24:MI') as local_hour, plays, seconds::int as seconds
              from play_hours order by display_id = ${sydney}::uuid desc, hour_utc`,
        )
      ).map((row) => [row.display_id === sydney ? 'Sydney' : 'Adelaide', new Date(row.hour_utc).toISOString(), row.local_hour, row.plays, row.seconds]);
    expect(await stored()).toEqual([
      ['Sydney', '2026-01-10T12:00:00.000Z', '2026-01-10 23:00', 5, 50],
      ['Sydney', '2026-04-03T13:00:00.000Z', '2026-04-04 00:00', 1, 10],
      ['Adelaide', '2026-04-03T12:30:00.000Z', '2026-04-03 23:00', 2, 3],
      // Saturday's first play (from its raw row) and the three of the hour after (whose raw plays were gone).
      ['Adelaide', '2026-04-03T13:30:00.000Z', '2026-04-04 00:00', 4, 34],
      ['Adelaide', '2026-04-03T14:30:00.000Z', '2026-04-04 01:00', 2, 20],
    ]);

    // The new key is in place: the rollup adds a play into its local hour's row.
    await queryRows(
      ctx.db,
      sql`insert into plays (id, display_id, asset_id, started_utc, seconds, received_utc)
          values (${randomUUID()}::uuid, ${adelaide}::uuid, ${asset}::uuid, '2026-04-03T13:50:00Z', 100, now())`,
    );
    await rollUpBatch(ctx.db, ctx.now());
    expect((await stored()).find((row) => row[2] === '2026-04-04 00:00' && row[0] === 'Adelaide')).toEqual([
      'Adelaide',
      '2026-04-03T13:30:00.000Z',
      '2026-04-04 00:00',
      5,
      134,
    ]);
  });
});

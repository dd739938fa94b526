import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { displayCommands } from '../../../../server/db/schema.ts';
import { readDayStart } from '../../../../server/device/services/day-start.ts';
import { findDisplayContext } from '../../../../server/services/schedules/display-context.ts';
import { queryRows } from '../../../../server/services/sql-rows.ts';
import { DeviceFixtures } from '../../device-fixtures.ts';
import { Fixtures } from '../../fixtures.ts';
import { describeEachEngine } from '../../harness.ts';

const MINUTE_MS = 60_000;

describeEachEngine('what a day read starts from, in one statement (device/services/day-start.ts)', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let sydneyRegionId: string;
  beforeAll(async () => {
    const [region] = await queryRows<{ id: string }>(ctx.db, sql`select id from regions where time_zone = 'Australia/Sydney' limit 1`);
    sydneyRegionId = region!.id;
  });

  it('answers the controller’s own display, its context as findDisplayContext reads it and its commands; another controller’s display or one on no venue, nothing', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId, { regionId: sydneyRegionId });
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const display = await devices.display(controller.id);
    const now = ctx.now();

    const start = await readDayStart(ctx.db, controller.id, display.id, now);
    expect(start?.display).toMatchObject({ id: display.id, graphicsControllerId: controller.id, label: display.label, width: display.width, height: display.height, assetId: null });
    expect(start?.display.updatedUtc.getTime()).toBe(new Date(display.updatedUtc).getTime());
    expect(start?.context).toEqual(await findDisplayContext(ctx.db, { kind: 'all' }, display.id));
    expect(start?.commands).toEqual({ waiting: false, toTake: false });

    // A command not handed over yet waits (and is to take); once handed over, it is still to take until answered.
    const [command] = await ctx.db
      .insert(displayCommands)
      .values({ displayId: display.id, clientId: tenant.clientId, venueId: venue.id, kind: 'identify', createdUtc: new Date(now.getTime() - MINUTE_MS) })
      .returning({ id: displayCommands.id });
    expect((await readDayStart(ctx.db, controller.id, display.id, now))?.commands).toEqual({ waiting: true, toTake: true });
    await ctx.db.execute(sql`update display_commands set delivered_utc = ${now.toISOString()}::timestamptz where id = ${command!.id}::uuid`);
    expect((await readDayStart(ctx.db, controller.id, display.id, now))?.commands).toEqual({ waiting: false, toTake: true });

    const stranger = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    expect(await readDayStart(ctx.db, stranger.id, display.id, now)).toBeNull();
    const unlinked = await devices.controller();
    expect(await readDayStart(ctx.db, unlinked.id, (await devices.display(unlinked.id)).id, now)).toBeNull();
    expect(await readDayStart(ctx.db, controller.id, 'not-an-id', now)).toBeNull();
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { BASE_ASSET_IDS } from '../../../../contract/assets.ts';
import type { Playlist } from '../../../../contract/schedules.ts';
import { assetFiles, assetPlacements, assets } from '../../../../server/db/schema.ts';
import { readComplianceSettings } from '../../../../server/device/services/compliance-settings.ts';
import { deviceDay } from '../../../../server/device/services/day.ts';
import { queryRows } from '../../../../server/services/sql-rows.ts';
import { countingDb } from '../../counting-db.ts';
import { DeviceFixtures } from '../../device-fixtures.ts';
import { Fixtures, tag } from '../../fixtures.ts';
import { describeEachEngine } from '../../harness.ts';

describeEachEngine('a display’s week for its player (device/services/day.ts)', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  let sydneyRegionId: string;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    const [region] = await queryRows<{ id: string }>(ctx.db, sql`select id from regions where time_zone = 'Australia/Sydney' limit 1`);
    sydneyRegionId = region!.id;
  });
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

  it('reads its display with the venue’s context, and as many statements for six layouts as for two', async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId, { regionId: sydneyRegionId });
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const display = await devices.display(controller.id);
    const [file] = await ctx.db
      .insert(assetFiles)
      .values({ name: 'Promo', fileType: 'Image', fileName: `${tag()}.png`, originalFileName: 'promo.png', contentType: 'image/png', sizeBytes: 100 })
      .returning({ id: assetFiles.id });
    // Every layout draws the file: each day below reads files, so only the number of layouts differs.
    const layout = async () => {
      const [row] = await ctx.db.insert(assets).values({ name: `Layout ${tag()}`, type: 'GROUP' }).returning({ id: assets.id });
      await ctx.db.insert(assetPlacements).values({ parentAssetId: row!.id, assetId: BASE_ASSET_IDS.IMAGE, config: { file_id: file!.id }, x: '0px', y: '0px', order: 0 });
      return row!.id;
    };
    const schedule = async (content: object, from: string, to: string) => {
      const answer = await ctx.app.inject({ method: 'POST', url: '/api/schedules', headers: admin, payload: { name: tag(), target: { displayId: display.id }, content, days, from, to } });
      expect(answer.statusCode, answer.body).toBe(201);
    };
    const playlist = async (ids: string[]) => {
      const answer = await ctx.app.inject({ method: 'POST', url: '/api/playlists', headers: admin, payload: { name: tag(), items: ids.map((assetId) => ({ assetId, durationSeconds: 30 })) } });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json<Playlist>().id;
    };
    const settings = await readComplianceSettings(ctx.db);
    const counting = countingDb(ctx.engine, ctx.db);
    const read = async () => {
      counting.reset();
      const week = await deviceDay(counting.db, controller.id, display.id, ctx.now(), settings);
      return { week, statements: counting.statements() };
    };

    await schedule({ assetId: await layout() }, '06:00', '08:00');
    await schedule({ playlistId: await playlist([await layout()]) }, '08:00', '10:00');
    const two = await read();
    expect(Object.keys(two.week!.day.layouts)).toHaveLength(2);
    expect(two.week!.day).toMatchObject({ displayId: display.id, timeZone: 'Australia/Sydney' });

    await schedule({ assetId: await layout() }, '10:00', '12:00');
    await schedule({ playlistId: await playlist([await layout(), await layout(), await layout()]) }, '12:00', '14:00');
    const six = await read();
    expect(Object.keys(six.week!.day.layouts)).toHaveLength(6);
    for (const tree of Object.values(six.week!.day.layouts)) expect(tree).toMatchObject({ width: display.width, height: display.height, timeZone: 'Australia/Sydney' });
    expect(six.statements).toBe(two.statements);

    // The slots' responsible-gambling layout comes with the settings the process keeps: a day read
    // asks nothing more for it (it read the candidates and their approval each time before).
    const [notice] = await ctx.db.insert(assets).values({ name: `Notice ${tag()}`, type: 'GROUP', category: 'responsible-gambling' }).returning({ id: assets.id });
    const kept = await readComplianceSettings(ctx.db);
    counting.reset();
    const withNotice = await deviceDay(counting.db, controller.id, display.id, ctx.now(), kept);
    expect(withNotice!.day.compliance?.mandatoryAssetId).toBe(notice!.id);
    expect(withNotice!.day.layouts[notice!.id]).toBeDefined();
    expect(counting.statements()).toBe(six.statements);

    // Another controller's display, or no id at all: nothing, from the one statement.
    const stranger = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    counting.reset();
    expect(await deviceDay(counting.db, stranger.id, display.id, ctx.now(), settings)).toBeNull();
    expect(counting.statements()).toBe(1);
    expect(await deviceDay(ctx.db, controller.id, 'not-an-id', ctx.now(), settings)).toBeNull();
  });
});

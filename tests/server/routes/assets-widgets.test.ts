import { beforeAll, expect, it } from 'vitest';
import { BASE_ASSET_IDS, parseConfigSchema, type Asset } from '../../../contract/assets.ts';
import { WIDGET_TYPES } from '../../../contract/layout/widgets.ts';
import type { LayoutTree } from '../../../contract/layout/tree.ts';
import { DeviceFixtures } from '../device-fixtures.ts';
import { Fixtures, tag } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

/** The widgets are seeded base assets; layouts place them; the device's tree carries them. */

const placed = (assetId: string, config: Record<string, string>, x = 0, y = 0) => ({ assetId, config, x: `${x}px`, y: `${y}px`, order: 0 });

const WIDGET_PLACEMENTS = [
  placed(BASE_ASSET_IDS.PANEL, { color: '#101820', radius: '24px', opacity: '0.9', width: '1200px', height: '400px' }, 100, 100),
  placed(BASE_ASSET_IDS.CLOCK, { format: 'time', timeZone: 'Australia/Sydney', fontSize: '96px' }, 140, 140),
  placed(BASE_ASSET_IDS.COUNTDOWN, { target: '2026-12-31T20:00', doneText: 'Happy new year!', color: '#ffd700' }, 140, 300),
  placed(BASE_ASSET_IDS.TICKER, { value: 'Happy hour 5–7', speed: '150', direction: 'left', width: '1920px', height: '96px' }, 0, 980),
  placed(BASE_ASSET_IDS.QRCODE, { url: 'https://example.com/menu', width: '240px', height: '240px' }, 1600, 100),
  placed(BASE_ASSET_IDS.DATAVALUE, { dataSourceId: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', key: 'major', format: 'currency', template: 'Major jackpot {value}', fallbackText: 'Jackpot unavailable' }, 140, 600),
  placed(BASE_ASSET_IDS.DATALIST, { dataSourceId: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', key: 'fixtures', style: 'table', columns: 'race:Race, time:Time', maxRows: '8', fallbackText: 'Fixtures unavailable' }, 140, 700),
];

describeEachEngine('widgets: seeded base assets placed like text', (ctx) => {
  const fixtures = new Fixtures(ctx);
  const devices = new DeviceFixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  it('lists each widget as a base asset with a config schema the editor can read', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/asset', headers: admin })).json<Asset[]>();
    for (const type of WIDGET_TYPES) {
      const widget = list.find((asset) => asset.id === BASE_ASSET_IDS[type]);
      expect(widget, type).toMatchObject({ type, placements: [] });
      expect(Object.keys(parseConfigSchema(widget?.configSchema)).length, type).toBeGreaterThan(0);
    }
    const clock = parseConfigSchema(list.find((asset) => asset.type === 'CLOCK')?.configSchema);
    expect(clock.format).toMatchObject({ type: 'choice', options: expect.arrayContaining(['time', 'date']) });
    const dataValue = parseConfigSchema(list.find((asset) => asset.type === 'DATAVALUE')?.configSchema);
    expect(dataValue).toMatchObject({ dataSourceId: { type: 'dataSource', required: true }, key: { type: 'dataKey', required: true }, fallbackText: { required: true } });
    // A data list reads only a source's list fields, as a table or a ticker.
    const dataList = parseConfigSchema(list.find((asset) => asset.type === 'DATALIST')?.configSchema);
    expect(dataList).toMatchObject({
      dataSourceId: { type: 'dataSource', required: true },
      key: { type: 'dataKey', required: true, options: ['list'] },
      style: { type: 'choice', options: ['table', 'ticker'], default: 'table' },
      columns: { type: 'dataColumns' },
      maxRows: { type: 'number', default: '10' },
      fallbackText: { required: true },
    });
  });

  it('saves a layout of every widget and gives it back, config as sent', async () => {
    const created = await ctx.app.inject({ method: 'POST', url: '/api/asset', headers: admin, payload: { name: `Promo ${tag()}`, placements: WIDGET_PLACEMENTS } });
    expect(created.statusCode, created.body).toBe(201);
    const asset = created.json<Asset>();
    expect(asset.placements.map((placement) => placement.asset.type)).toEqual(['PANEL', 'CLOCK', 'COUNTDOWN', 'TICKER', 'QRCODE', 'DATAVALUE', 'DATALIST']);
    expect(asset.placements.map((placement) => placement.config)).toEqual(
      WIDGET_PLACEMENTS.map((placement) => placement.config),
    );
  });

  it("draws on the device: its display's tree carries each widget with its config", async () => {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const controller = await devices.controller({ venueId: venue.id, clientId: tenant.clientId });
    const display = await devices.display(controller.id);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/asset/display/${display.id}`,
      headers: admin,
      payload: { id: null, type: 'DISPLAY', width: '1920px', height: '1080px', placements: WIDGET_PLACEMENTS },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const layout = await ctx.app.inject({
      method: 'GET',
      url: `/api/graphicscontroller/self/displays/${display.id}/layout`,
      headers: bearer(controller.token),
    });
    expect(layout.statusCode, layout.body).toBe(200);
    const tree = layout.json<LayoutTree>();
    expect(tree.placements.map((node) => [node.assetType, node.x, node.y, node.config])).toEqual(
      WIDGET_PLACEMENTS.map((placement, index) => [
        ['PANEL', 'CLOCK', 'COUNTDOWN', 'TICKER', 'QRCODE', 'DATAVALUE', 'DATALIST'][index],
        Number.parseFloat(placement.x),
        Number.parseFloat(placement.y),
        placement.config,
      ]),
    );
  });

  it('refuses a widget config value that is not text, and saves nothing', async () => {
    const name = `Bad ${tag()}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/asset',
      headers: admin,
      payload: { name, placements: [{ ...placed(BASE_ASSET_IDS.CLOCK, {}), config: { format: 12 } }] },
    });
    expect(response.statusCode).toBe(400);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/asset', headers: admin })).json<Asset[]>();
    expect(list.some((asset) => asset.name === name)).toBe(false);
  });
});

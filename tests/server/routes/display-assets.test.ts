import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { assetMessages, BASE_ASSET_IDS, type Asset, type DisplayAsset } from '../../../contract/assets.ts';
import { assets, displays, graphicsControllers } from '../../../server/db/schema.ts';
import { newToken, hashToken } from '../../../server/services/tokens.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, tag, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { bearer, describeEachEngine } from '../harness.ts';

const text = (value: string) => ({ assetId: BASE_ASSET_IDS.TEXT, config: { value }, x: '10px', y: '20px', order: 0 });

describeEachEngine('display assets: /api/asset/display/:displayId', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const url = (displayId: string) => `/api/asset/display/${displayId}`;

  /** A tenant with a venue, a linked controller with a live device token, and one display. */
  async function world() {
    const tenant = await fixtures.tenant();
    const venue = await fixtures.venue(tenant.clientId);
    const token = newToken();
    const [controller] = await ctx.db
      .insert(graphicsControllers)
      .values({ name: 'Generation One PC', venueId: venue.id, clientId: tenant.clientId, tokenHash: hashToken(token) })
      .returning();
    if (!controller) throw new Error('No controller');
    const display = await addDisplay(controller.id);
    return { tenant, controller, display, device: bearer(token) };
  }

  async function addDisplay(graphicsControllerId: string) {
    const [display] = await ctx.db
      .insert(displays)
      .values({ graphicsControllerId, label: `Screen ${tag()}`, width: 1920, height: 1080 })
      .returning();
    if (!display) throw new Error('No display');
    return display;
  }

  it('answers a blank layout before the first save, then creates the DISPLAY asset and updates it', async () => {
    const { display } = await world();
    const blank = await call('GET', url(display.id), admin);
    expect(blank.statusCode).toBe(200);
    expect(blank.json<DisplayAsset>()).toMatchObject({
      id: null,
      name: display.label,
      type: 'DISPLAY',
      themeId: null,
      width: '1920px',
      height: '1080px',
      placements: [],
    });

    const first = await call('PUT', url(display.id), admin, { id: null, type: 'DISPLAY', width: '1920px', height: '1080px', placements: [text('Hi')] });
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<Asset>();
    expect(created).toMatchObject({ name: display.label, type: 'DISPLAY', placements: [{ config: { value: 'Hi' }, order: 0 }] });
    const [row] = await ctx.db.select().from(displays).where(eq(displays.id, display.id));
    expect(row?.assetId).toBe(created.id);

    const placementId = created.placements[0]?.id;
    const second = await call('PUT', url(display.id), admin, {
      name: 'Lobby',
      placements: [text('New first'), { ...text('Hi again'), id: placementId }],
    });
    expect(second.statusCode, second.body).toBe(200);
    const updated = second.json<Asset>();
    expect(updated.id).toBe(created.id);
    expect(updated.name).toBe('Lobby');
    expect(updated.placements.map((p) => [p.config.value, p.order])).toEqual([
      ['New first', 0],
      ['Hi again', 1],
    ]);
    expect(updated.placements[1]?.id).toBe(placementId);
    expect((await call('GET', url(display.id), admin)).json()).toEqual(updated);
    // The same asset can also be saved by its id (docs/product.md#api-calls).
    const byId = await call('PUT', `/api/asset/${created.id}`, admin, { name: 'Lobby 2', placements: [text('x')], placementsToDelete: updated.placements.map((p) => p.id) });
    expect(byId.json<Asset>()).toMatchObject({ id: created.id, type: 'DISPLAY', name: 'Lobby 2' });
  });

  it('answers the save messages', async () => {
    const { display } = await world();
    const response = await call('PUT', url(display.id), admin, { placements: [], width: 'x' });
    expect(response.json()).toEqual({
      title: VALIDATION_TITLE,
      status: 400,
      errors: { placements: [assetMessages.placementsRequired], width: [assetMessages.widthInvalid] },
    });
    const [row] = await ctx.db.select().from(displays).where(eq(displays.id, display.id));
    expect(row?.assetId).toBeNull();
  });

  it('answers 404 for a missing or malformed display', async () => {
    for (const id of [MISSING_UUID, 'nope']) {
      expect((await call('GET', url(id), admin)).json()).toEqual(NOT_FOUND);
      expect((await call('PUT', url(id), admin, { placements: [text('x')] })).json()).toEqual(NOT_FOUND);
    }
  });

  it('is not for client users: 401 anonymous, 403 to the owning and to another client alike (decided by role before any lookup, so no id is confirmed)', async () => {
    const { tenant, display } = await world();
    const stranger = await fixtures.tenant();
    const body = { placements: [text('x')] };
    for (const [method, payload] of [['GET', undefined], ['PUT', body]] as const) {
      expect((await call(method, url(display.id), {}, payload)).json()).toEqual(UNAUTHORIZED);
      expect((await call(method, url(display.id), tenant.headers, payload)).json()).toEqual(FORBIDDEN);
      expect((await call(method, url(display.id), stranger.headers, payload)).json()).toEqual(FORBIDDEN);
    }
    const [asset] = await ctx.db.select().from(assets).where(eq(assets.name, display.label));
    expect(asset).toBeUndefined();
  });

  it('lets a controller device read the layouts of its own displays only, and never save', async () => {
    const mine = await world();
    const other = await world();
    await call('PUT', url(mine.display.id), admin, { placements: [text('Shown')] });
    const read = await call('GET', url(mine.display.id), mine.device);
    expect(read.statusCode).toBe(200);
    expect(read.json<Asset>()).toMatchObject({ type: 'DISPLAY', placements: [{ config: { value: 'Shown' } }] });
    const blank = await call('GET', url((await addDisplay(mine.controller.id)).id), mine.device);
    expect(blank.json<DisplayAsset>()).toMatchObject({ id: null, placements: [] });

    expect((await call('GET', url(other.display.id), mine.device)).json()).toEqual(NOT_FOUND);
    expect((await call('PUT', url(mine.display.id), mine.device, { placements: [text('x')] })).json()).toEqual(UNAUTHORIZED);
    expect((await call('GET', url(mine.display.id), bearer(`not-a-token-${randomUUID()}`))).json()).toEqual(UNAUTHORIZED);
  });
});

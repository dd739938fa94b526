import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  assetMessages,
  BASE_ASSET_IDS,
  BASE_ASSET_READ_ONLY_TITLE,
  MAX_PLACEMENTS,
  type Asset,
  type AssetSaveInput,
} from '../../../contract/assets.ts';
import { assetPlacements, assets, themes } from '../../../server/db/schema.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, tag, UNAUTHORIZED, VALIDATION_TITLE } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

const text = (value: string, x = '10px', y = '20px') => ({
  assetId: BASE_ASSET_IDS.TEXT,
  config: { value },
  x,
  y,
  order: 0,
});

describeEachEngine('assets: /api/asset', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let clientIdentity: Record<string, string>;
  let themeId: string;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    clientIdentity = (await fixtures.tenant()).headers;
    const [theme] = await ctx.db.insert(themes).values({ name: `Theme ${tag()}` }).returning();
    if (!theme) throw new Error('No theme');
    themeId = theme.id;
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const validation = (errors: Record<string, string[]>) => ({ title: VALIDATION_TITLE, status: 400, errors });

  async function create(body: Partial<AssetSaveInput> = {}): Promise<Asset> {
    const response = await call('POST', '/api/asset', admin, { name: `Group ${tag()}`, themeId, placements: [text('Hi')], ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Asset>();
  }

  it('creates a GROUP asset with normalised sizes and answers it with its placements', async () => {
    const created = await create({
      name: '  Welcome  ',
      width: '1920',
      height: '50%',
      type: 'DISPLAY',
      placements: [
        text('Hello', '10', '20.5px'),
        { assetId: BASE_ASSET_IDS.IMAGE, config: { file_id: 'f', width: '200', height: 'auto' }, x: 5, y: '0px', order: 7 },
      ],
    });
    expect(created).toMatchObject({
      name: 'Welcome',
      type: 'GROUP',
      themeId,
      configSchema: '{}',
      width: '1920px',
      height: '50%',
    });
    expect(created.placements).toEqual([
      { id: expect.any(String), asset: { id: BASE_ASSET_IDS.TEXT, type: 'TEXT', name: 'Text' }, config: { value: 'Hello' }, x: '10px', y: '20.5px', order: 0 },
      {
        id: expect.any(String),
        asset: { id: BASE_ASSET_IDS.IMAGE, type: 'IMAGE', name: 'Image' },
        config: { file_id: 'f', width: '200px', height: 'auto' },
        x: '5px',
        y: '0px',
        order: 1,
      },
    ]);
    const read = await call('GET', `/api/asset/${created.id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('creates an asset without a theme and with default sizes', async () => {
    const created = await create({ themeId: null });
    expect(created).toMatchObject({ themeId: null, width: 'auto', height: 'auto' });
  });

  it('lists base and GROUP assets with placements, never display layouts', async () => {
    const created = await create();
    const [display] = await ctx.db.insert(assets).values({ name: 'Screen', type: 'DISPLAY' }).returning();
    const list = (await call('GET', '/api/asset', admin)).json<Asset[]>();
    const ids = list.map((asset) => asset.id);
    expect(ids).toEqual(expect.arrayContaining([BASE_ASSET_IDS.TEXT, BASE_ASSET_IDS.IMAGE, BASE_ASSET_IDS.VIDEO, created.id]));
    expect(ids).not.toContain(display?.id);
    expect(list.find((asset) => asset.id === created.id)?.placements).toHaveLength(1);
    const base = list.find((asset) => asset.id === BASE_ASSET_IDS.TEXT);
    expect(base).toMatchObject({ type: 'TEXT', placements: [] });
    expect(JSON.parse(base?.configSchema ?? '{}')).toHaveProperty('value');
  });

  it('updates placements: keeps, changes, creates, deletes and reorders them in one save', async () => {
    const created = await create({ placements: [text('one'), text('two'), text('three')] });
    const [one, two, three] = created.placements;
    if (!one || !two || !three) throw new Error('three placements expected');
    const response = await call('PUT', `/api/asset/${created.id}`, admin, {
      id: created.id,
      name: 'Renamed',
      themeId: null,
      width: '100vw',
      height: '100vh',
      placements: [
        { id: three.id, assetId: BASE_ASSET_IDS.TEXT, config: { value: 'three!' }, x: '1px', y: '2px', order: 0 },
        text('new', '3px', '4px'),
        { id: one.id, assetId: BASE_ASSET_IDS.VIDEO, config: { file_id: 'v' }, x: '5px', y: '6px', order: 2 },
      ],
      placementsToDelete: [two.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Asset>();
    expect(updated).toMatchObject({ id: created.id, name: 'Renamed', themeId: null, width: '100vw', height: '100vh' });
    expect(Date.parse(updated.updatedUtc)).toBeGreaterThanOrEqual(Date.parse(created.updatedUtc));
    expect(updated.placements.map((p) => [p.config.value ?? p.config.file_id, p.order, p.x, p.y])).toEqual([
      ['three!', 0, '1px', '2px'],
      ['new', 1, '3px', '4px'],
      ['v', 2, '5px', '6px'],
    ]);
    expect(updated.placements[0]?.id).toBe(three.id);
    expect(updated.placements[2]).toMatchObject({ id: one.id, asset: { type: 'VIDEO' } });
    expect(await ctx.db.select().from(assetPlacements).where(eq(assetPlacements.id, two.id))).toEqual([]);
    expect((await call('GET', `/api/asset/${created.id}`, admin)).json()).toEqual(updated);
  });

  it('refuses to delete or update a placement of another asset, and changes nothing', async () => {
    const mine = await create({ placements: [text('mine')] });
    const theirs = await create({ placements: [text('theirs')] });
    const theirPlacement = theirs.placements[0]?.id ?? '';
    const base = { name: 'Mine', placements: [{ ...text('mine'), id: mine.placements[0]?.id }] };
    const deleting = await call('PUT', `/api/asset/${mine.id}`, admin, { ...base, placementsToDelete: [theirPlacement] });
    expect(deleting.json()).toEqual(validation({ placementsToDelete: [assetMessages.placementNotFound] }));
    const updating = await call('PUT', `/api/asset/${mine.id}`, admin, {
      name: 'Mine',
      placements: [{ ...text('stolen'), id: theirPlacement }],
    });
    expect(updating.json()).toEqual(validation({ 'placements.0.id': [assetMessages.placementNotFound] }));
    expect((await call('GET', `/api/asset/${theirs.id}`, admin)).json()).toEqual(theirs);
    expect((await call('GET', `/api/asset/${mine.id}`, admin)).json()).toEqual(mine);
  });

  it('refuses an asset placed inside itself, directly or through another group', async () => {
    const inner = await create();
    const outer = await create({ placements: [{ ...text('x'), assetId: inner.id }] });
    const direct = await call('PUT', `/api/asset/${inner.id}`, admin, { name: 'Inner', placements: [{ ...text('x'), assetId: inner.id }] });
    expect(direct.json()).toEqual(validation({ 'placements.0.assetId': [assetMessages.placedInsideItself] }));
    const indirect = await call('PUT', `/api/asset/${inner.id}`, admin, {
      name: 'Inner',
      placements: [text('ok'), { ...text('x'), assetId: outer.id }],
    });
    expect(indirect.json()).toEqual(validation({ 'placements.1.assetId': [assetMessages.placedInsideItself] }));
  });

  it('keeps base assets read-only (409)', async () => {
    for (const id of Object.values(BASE_ASSET_IDS)) {
      const response = await call('PUT', `/api/asset/${id}`, admin, { name: 'Mine now', placements: [text('x')] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ title: BASE_ASSET_READ_ONLY_TITLE, status: 409 });
    }
    const [row] = await ctx.db.select().from(assets).where(eq(assets.id, BASE_ASSET_IDS.TEXT));
    expect(row?.name).toBe('Text');
  });

  it('refuses a typeface outside the 20 and changes nothing; keeps one of them or none', async () => {
    const list = (typeface: string) => ({ assetId: BASE_ASSET_IDS.DATALIST, config: { key: 'list', typeface }, x: '0px', y: '0px', order: 0 });
    const saved = await create({ placements: [text('x'), list('Impact'), { ...list(''), assetId: BASE_ASSET_IDS.TEXT }] });
    expect(saved.placements.map((placement) => placement.config.typeface)).toEqual([undefined, 'Impact', '']);
    const [, placement] = saved.placements;
    const refused = validation({ 'placements.1.config.typeface': [assetMessages.typefaceInvalid] });
    const update = await call('PUT', `/api/asset/${saved.id}`, admin, {
      name: 'Renamed',
      placements: [text('y'), { ...list('Anton'), id: placement?.id }],
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual(refused);
    expect((await call('GET', `/api/asset/${saved.id}`, admin)).json()).toEqual(saved);
    const name = `Anton ${tag()}`;
    const creating = await call('POST', '/api/asset', admin, { name, placements: [text('x'), list('Anton')] });
    expect(creating.json()).toEqual(refused);
    expect(await ctx.db.select().from(assets).where(eq(assets.name, name))).toEqual([]);
  });

  it('answers each validation message', async () => {
    const [display] = await ctx.db.insert(assets).values({ name: 'Screen', type: 'DISPLAY' }).returning();
    const good = { name: 'Good', themeId, placements: [text('x')] };
    const cases: [object, Record<string, string[]>][] = [
      [{ ...good, name: '' }, { name: [assetMessages.nameRequired] }],
      [{ ...good, name: '   ' }, { name: [assetMessages.nameRequired] }],
      [{ ...good, placements: [] }, { placements: [assetMessages.placementsRequired] }],
      [{ name: 'Good' }, { placements: [assetMessages.placementsRequired] }],
      [{ ...good, placements: Array.from({ length: MAX_PLACEMENTS + 1 }, () => text('x')) }, { placements: [assetMessages.tooManyPlacements] }],
      [{ ...good, themeId: 'nope' }, { themeId: [assetMessages.themeNotFound] }],
      [{ ...good, themeId: MISSING_UUID }, { themeId: [assetMessages.themeNotFound] }],
      [{ ...good, width: 'wide' }, { width: [assetMessages.widthInvalid] }],
      [{ ...good, height: '10 px' }, { height: [assetMessages.heightInvalid] }],
      [{ ...good, placements: [{ ...text('x'), x: 'left' }] }, { 'placements.0.x': [assetMessages.xInvalid] }],
      [{ ...good, placements: [{ ...text('x'), y: '5em' }] }, { 'placements.0.y': [assetMessages.yInvalid] }],
      [{ ...good, placements: [{ ...text('x'), config: { value: 5 } }] }, { 'placements.0.config.value': [assetMessages.configInvalid] }],
      [
        { ...good, placements: [{ ...text('x'), config: { width: 'huge' } }] },
        { 'placements.0.config.width': [assetMessages.widthInvalid] },
      ],
      [{ ...good, placements: [{ ...text('x'), assetId: 'nope' }] }, { 'placements.0.assetId': [assetMessages.assetNotFound] }],
      [{ ...good, placements: [{ ...text('x'), assetId: MISSING_UUID }] }, { 'placements.0.assetId': [assetMessages.assetNotFound] }],
      [
        { ...good, placements: [{ ...text('x'), assetId: display?.id }] },
        { 'placements.0.assetId': [assetMessages.displayNotPlaceable] },
      ],
      [{}, { name: [assetMessages.nameRequired], placements: [assetMessages.placementsRequired] }],
    ];
    for (const [body, errors] of cases) {
      const response = await call('POST', '/api/asset', admin, body);
      expect(response.json(), JSON.stringify(body)).toEqual(validation(errors));
    }
    const existing = await create();
    const update = await call('PUT', `/api/asset/${existing.id}`, admin, { name: '', placements: [] });
    expect(update.json()).toEqual(validation({ name: [assetMessages.nameRequired], placements: [assetMessages.placementsRequired] }));
  });

  it('answers 404 for a missing or malformed id', async () => {
    for (const id of [MISSING_UUID, 'nope']) {
      expect((await call('GET', `/api/asset/${id}`, admin)).json()).toEqual(NOT_FOUND);
      expect((await call('PUT', `/api/asset/${id}`, admin, { name: 'X', placements: [text('x')] })).json()).toEqual(NOT_FOUND);
    }
  });

  it('is for Admins only: 401 anonymous, 403 ClientIdentity', async () => {
    const existing = await create();
    const body = { name: 'X', placements: [text('x')] };
    const requests = [
      ['POST', '/api/asset', body],
      ['GET', '/api/asset', undefined],
      ['GET', `/api/asset/${existing.id}`, undefined],
      ['PUT', `/api/asset/${existing.id}`, body],
    ] as const;
    for (const [method, url, payload] of requests) {
      expect((await call(method, url, {}, payload)).json()).toEqual(UNAUTHORIZED);
      expect((await call(method, url, clientIdentity, payload)).json()).toEqual(FORBIDDEN);
    }
  });
});

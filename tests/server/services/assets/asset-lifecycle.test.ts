import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ASSET_IN_USE_TITLE, BASE_ASSET_IDS, BASE_ASSET_READ_ONLY_TITLE, type Asset } from '../../../../contract/assets.ts';
import { shippedRuleSet } from '../../../../contract/complianceRules.ts';
import { assets, playlistItems, playlists } from '../../../../server/db/schema.ts';
import { FORBIDDEN, Fixtures, MISSING_UUID, NOT_FOUND, tag, UNAUTHORIZED } from '../../fixtures.ts';
import { describeEachEngine } from '../../harness.ts';

/** An asset is deleted only when nothing uses it (409 says where), and duplicated whole (server/services/assets/asset-lifecycle.ts). */

const text = (value: string) => ({ assetId: BASE_ASSET_IDS.TEXT, config: { value }, x: '10px', y: '20px', order: 0 });

describeEachEngine('assets: delete and duplicate', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  let clientIdentity: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
    clientIdentity = (await fixtures.tenant()).headers;
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  async function group(name: string, placements: object[] = [text('Hi')]): Promise<Asset> {
    const response = await call('POST', '/api/asset', admin, { name, placements });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Asset>();
  }

  it('deletes an asset nothing uses: 204, then 404', async () => {
    const lonely = await group(`Lonely ${tag()}`);
    const response = await call('DELETE', `/api/asset/${lonely.id}`, admin);
    expect(response.statusCode, response.body).toBe(204);
    expect((await call('GET', `/api/asset/${lonely.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses to delete an asset in use (409) and says where: another layout and a playlist; nothing changes', async () => {
    const inner = await group(`Inner ${tag()}`);
    const outerName = `Outer ${tag()}`;
    await group(outerName, [{ ...text('x'), assetId: inner.id }]);
    const [playlist] = await ctx.db.insert(playlists).values({ name: `Evening ${tag()}` }).returning();
    await ctx.db.insert(playlistItems).values({ playlistId: playlist!.id, position: 0, assetId: inner.id, durationSeconds: 30 });

    const response = await call('DELETE', `/api/asset/${inner.id}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      title: ASSET_IN_USE_TITLE,
      status: 409,
      usedBy: [
        { kind: 'layout', name: outerName },
        { kind: 'playlist', name: playlist!.name },
      ],
    });
    const [row] = await ctx.db.select().from(assets).where(eq(assets.id, inner.id));
    expect(row?.name).toBe(inner.name);
  });

  it('refuses to delete the layout a rule set names for its responsible-gambling slots (409, by the rule set), and deletes it once no rule names it', async () => {
    const created = await call('POST', '/api/asset', admin, { name: `Gamble responsibly ${tag()}`, category: 'responsible-gambling', placements: [text('Gamble responsibly')] });
    expect(created.statusCode, created.body).toBe(201);
    const notice = created.json<Asset>();
    const nsw = shippedRuleSet('AU-NSW');
    const named = await ctx.app.inject({ method: 'PUT', url: '/api/compliance/rules/AU-NSW', headers: admin, payload: { ...nsw, mandatory: { ...nsw.mandatory!, assetId: notice.id } } });
    expect(named.statusCode, named.body).toBe(204);
    try {
      const refused = await call('DELETE', `/api/asset/${notice.id}`, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ title: ASSET_IN_USE_TITLE, status: 409, usedBy: [{ kind: 'rules', name: 'AU-NSW' }] });
      expect((await call('GET', `/api/asset/${notice.id}`, admin)).statusCode).toBe(200);
    } finally {
      expect((await call('POST', '/api/compliance/rules/AU-NSW/restore-defaults', admin)).statusCode).toBe(200);
    }
    expect((await call('DELETE', `/api/asset/${notice.id}`, admin)).statusCode).toBe(204);
  });

  it('keeps base assets and widgets (409)', async () => {
    for (const id of [BASE_ASSET_IDS.TEXT, BASE_ASSET_IDS.CLOCK]) {
      const response = await call('DELETE', `/api/asset/${id}`, admin);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ title: BASE_ASSET_READ_ONLY_TITLE, status: 409 });
    }
  });

  it('duplicates a layout as "Copy of …" with the same placements, in order', async () => {
    const original = await group(`Promo ${tag()}`, [text('one'), { ...text('two'), assetId: BASE_ASSET_IDS.PANEL, config: { color: '#ffd700' } }]);
    const response = await call('POST', `/api/asset/${original.id}/duplicate`, admin);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<Asset>();
    expect(copy.id).not.toBe(original.id);
    expect(copy.name).toBe(`Copy of ${original.name}`);
    expect(copy.placements.map((p) => [p.asset.id, p.config, p.x, p.y, p.order])).toEqual(
      original.placements.map((p) => [p.asset.id, p.config, p.x, p.y, p.order]),
    );
    expect(copy.placements.map((p) => p.id)).not.toContain(original.placements[0]?.id);
  });

  it('keeps the category in the copy: a jackpot layout is not laundered into general content', async () => {
    const response = await call('POST', '/api/asset', admin, { name: `Jackpot ${tag()}`, category: 'jackpot', placements: [text('$12,000')] });
    expect(response.statusCode, response.body).toBe(201);
    const original = response.json<Asset>();
    expect(original.category).toBe('jackpot');
    const copied = await call('POST', `/api/asset/${original.id}/duplicate`, admin);
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json<Asset>().category).toBe('jackpot');
  });

  it('answers 404 for a missing or malformed id, and is for Admins only', async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const url = (id: string) => (method === 'DELETE' ? `/api/asset/${id}` : `/api/asset/${id}/duplicate`);
      expect((await call(method, url(MISSING_UUID), admin)).json()).toEqual(NOT_FOUND);
      expect((await call(method, url('nope'), admin)).json()).toEqual(NOT_FOUND);
      const someone = await group(`Guarded ${tag()}`);
      expect((await call(method, url(someone.id), {})).json()).toEqual(UNAUTHORIZED);
      expect((await call(method, url(someone.id), clientIdentity)).json()).toEqual(FORBIDDEN);
    }
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { playlistListSchema, playlistSchema, type Playlist } from '../../../contract/schedules.ts';
import { assetPlacements, assets } from '../../../server/db/schema.ts';
import { Fixtures, tag } from '../fixtures.ts';
import { describeEachEngine } from '../harness.ts';

/**
 * A playlist answers the categories of its layouts (docs/compliance.md#the-model): their own and
 * those of layouts placed in them, at any depth, in the categories' order, following every change.
 */
describeEachEngine('playlists: the categories they contain', (ctx) => {
  const fixtures = new Fixtures(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await fixtures.adminHeaders();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });

  const layout = async (category: (typeof assets.$inferInsert)['category']) => {
    const [row] = await ctx.db.insert(assets).values({ name: `Layout ${tag()}`, type: 'GROUP', category }).returning();
    return row!.id;
  };

  it('answers its layouts’ categories, those placed in them too, on the list, the playlist and a save, and follows a category change', async () => {
    const jackpot = await layout('jackpot');
    const frame = await layout('general');
    // A general layout with the jackpot placed in it: the playlist shows a jackpot.
    await ctx.db.insert(assetPlacements).values({ parentAssetId: frame, assetId: jackpot, x: '0px', y: '0px', order: 0 });
    const liquor = await layout('liquor-promotion');

    const created = await call('POST', '/api/playlists', { name: `Bar ${tag()}`, items: [{ assetId: liquor, durationSeconds: 10 }, { assetId: frame, durationSeconds: 10 }] });
    expect(created.statusCode, created.body).toBe(201);
    const playlist = playlistSchema.parse(created.json());
    expect(playlist.categories).toEqual(['general', 'jackpot', 'liquor-promotion']);

    const one = await call('GET', `/api/playlists/${playlist.id}`);
    expect(playlistSchema.parse(one.json()).categories).toEqual(['general', 'jackpot', 'liquor-promotion']);
    const list = playlistListSchema.parse((await call('GET', '/api/playlists?offset=0&limit=100')).json());
    expect(list.items.find((item: Playlist) => item.id === playlist.id)?.categories).toEqual(['general', 'jackpot', 'liquor-promotion']);

    // Only the liquor layout left, and then that layout called general: the answer follows.
    const updated = await call('PUT', `/api/playlists/${playlist.id}`, { name: playlist.name, items: [{ assetId: liquor, durationSeconds: 10 }] });
    expect(playlistSchema.parse(updated.json()).categories).toEqual(['liquor-promotion']);
    await ctx.db.update(assets).set({ category: 'general' }).where(eq(assets.id, liquor));
    expect(playlistSchema.parse((await call('GET', `/api/playlists/${playlist.id}`)).json()).categories).toEqual(['general']);
  });
});

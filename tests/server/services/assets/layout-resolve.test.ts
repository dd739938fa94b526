import { expect, it } from 'vitest';
import { BASE_ASSET_IDS } from '../../../../contract/assets.ts';
import { assetFiles, assetPlacements, assets } from '../../../../server/db/schema.ts';
import { resolveLayout, resolveLayouts } from '../../../../server/services/assets/layout-resolve.ts';
import { countingDb } from '../../counting-db.ts';
import { tag } from '../../fixtures.ts';
import { describeEachEngine } from '../../harness.ts';

describeEachEngine('layouts resolved together (services/assets/layout-resolve.ts)', (ctx) => {
  const layout = async (name: string) => (await ctx.db.insert(assets).values({ name: `${name} ${tag()}`, type: 'GROUP' }).returning({ id: assets.id }))[0]!.id;
  const place = (parentAssetId: string, assetId: string, order: number, config: Record<string, string> = {}) =>
    ctx.db.insert(assetPlacements).values({ parentAssetId, assetId, config, x: `${order * 10}px`, y: '0px', order });

  it('resolves several layouts as each alone, in as many statements as the deepest alone: shared groups, a layout inside another, files, an unknown id', async () => {
    const fileName = `${tag()}.png`;
    const [file] = await ctx.db
      .insert(assetFiles)
      .values({ name: 'Promo', fileType: 'Image', fileName, originalFileName: 'promo.png', contentType: 'image/png', sizeBytes: 100 })
      .returning({ id: assetFiles.id });
    const [inner, shared, outer, other, plain] = [await layout('Inner'), await layout('Shared'), await layout('Outer'), await layout('Other'), await layout('Plain')];
    await place(inner, BASE_ASSET_IDS.IMAGE, 0, { file_id: file!.id });
    await place(shared, inner, 0);
    await place(outer, shared, 0);
    await place(outer, BASE_ASSET_IDS.IMAGE, 1, { file_id: file!.id });
    await place(other, shared, 0);
    const unknown = crypto.randomUUID();

    const counting = countingDb(ctx.engine, ctx.db);
    const alone = new Map<string, Awaited<ReturnType<typeof resolveLayout>>>();
    let deepestAlone = 0;
    for (const id of [outer, other, inner, plain]) {
      counting.reset();
      alone.set(id, await resolveLayout(counting.db, id));
      deepestAlone = Math.max(deepestAlone, counting.statements());
    }
    counting.reset();
    const together = await resolveLayouts(counting.db, [outer, other, inner, plain, unknown, outer.toUpperCase()]);
    expect(counting.statements()).toBeLessThanOrEqual(deepestAlone);
    expect([...together.keys()].sort()).toEqual([outer, other, inner, plain].sort());
    for (const [id, resolved] of alone) expect(together.get(id)).toEqual(resolved);

    // What each draws: the file two groups deep in the outer layout, and beside them; nothing in the plain one.
    const outerTree = together.get(outer)!;
    expect(outerTree.placements.map((node) => node.assetType)).toEqual(['GROUP', 'IMAGE']);
    expect(outerTree.placements[0]!.children![0]!.children![0]!.media).toMatchObject({ url: expect.stringContaining(fileName) });
    expect(together.get(plain)!.placements).toEqual([]);
    expect(await resolveLayout(ctx.db, unknown)).toBeNull();
    expect(await resolveLayout(ctx.db, 'not-an-id')).toBeNull();
    expect(await resolveLayouts(ctx.db, [])).toEqual(new Map());
  });
});

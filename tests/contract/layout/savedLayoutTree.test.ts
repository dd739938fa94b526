import { describe, expect, it } from 'vitest';
import type { Asset } from '../../../contract/assets.ts';
import { buildLayoutTree, layoutPlacementsOf } from '../../../contract/layout/buildLayoutTree.ts';
import { savedLayoutTree } from '../../../contract/layout/savedLayoutTree.ts';
import { footerGroup as group, logoImage as image } from './layoutFixtures.ts';

describe('savedLayoutTree', () => {
  it('draws a saved layout as the editor would from the same placements, in their saved order', () => {
    const saved: Asset = { ...group, id: 'saved', name: 'Saved', width: '1920px', height: '1080px' };
    const mediaUrl = (path: string) => `https://api.example${path}`;
    const tree = savedLayoutTree(saved, [image], [group], mediaUrl);
    expect(tree).toEqual(
      buildLayoutTree({ assetId: 'saved', name: 'Saved', width: '1920px', height: '1080px', updatedUtc: saved.updatedUtc, placements: layoutPlacementsOf(saved.placements), files: [image], assets: [group], mediaUrl }),
    );
    expect(tree.placements.map((node) => node.id)).toEqual(['g-a', 'g-b']);
    expect(tree.placements[1]?.media).toMatchObject({ status: 'ok', url: expect.stringContaining('https://api.example') });
  });
});

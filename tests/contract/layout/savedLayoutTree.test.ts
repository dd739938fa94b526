import { describe, expect, it } from 'vitest';
import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { Asset } from '../../../contract/assets.ts';
import { buildLayoutTree, layoutPlacementsOf } from '../../../contract/layout/buildLayoutTree.ts';
import { savedLayoutTree } from '../../../contract/layout/savedLayoutTree.ts';

const image: AssetFile = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Logo',
  fileName: 'logo abc.png',
  originalFileName: 'Logo.png',
  fileType: 'Image',
  contentType: 'image/png',
  createdUtc: '2026-01-01T00:00:00.000Z',
};

const group: Asset = {
  id: 'group-1',
  name: 'Footer',
  type: 'GROUP',
  themeId: null,
  configSchema: '{}',
  category: 'general',
  width: 'auto',
  height: 'auto',
  updatedUtc: '2026-01-01T00:00:00Z',
  placements: [
    { id: 'g-b', asset: { id: 'image', type: 'IMAGE', name: 'Image' }, config: { file_id: image.id }, x: '5px', y: '6px', order: 1 },
    { id: 'g-a', asset: { id: 'text', type: 'TEXT', name: 'Text' }, config: { value: 'Hi' }, x: '1px', y: '2px', order: 0 },
  ],
};

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

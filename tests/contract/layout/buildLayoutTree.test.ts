import { describe, expect, it } from 'vitest';
import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { Asset } from '../../../contract/assets.ts';
import { layoutTreeSchema } from '../../../contract/layout/tree.ts';
import { buildLayoutTree, type LayoutPlacement, type LayoutSource } from '../../../contract/layout/buildLayoutTree.ts';
import { layoutPixels, MAX_GROUP_DEPTH } from '../../../contract/layout/rules.ts';
import { footerGroup as group, logoImage as image } from './layoutFixtures.ts';

const video: AssetFile = { ...image, id: '22222222-2222-4222-8222-222222222222', fileName: 'promo.mp4', fileType: 'Video', contentType: 'video/mp4' };

const placement = (overrides: Partial<LayoutPlacement>): LayoutPlacement => ({
  id: null,
  selectionId: 'new-1',
  assetId: 'text',
  assetName: 'Text',
  assetType: 'TEXT',
  x: 0,
  y: 0,
  config: {},
  ...overrides,
});

const source = (placements: LayoutPlacement[], overrides: Partial<LayoutSource> = {}): LayoutSource => ({
  assetId: null,
  name: 'Lobby',
  width: 'auto',
  height: 'auto',
  updatedUtc: '2026-01-01T00:00:00Z',
  placements,
  files: [image, video],
  assets: [group],
  mediaUrl: (path) => `https://api.example${path}`,
  ...overrides,
});

describe('layoutPixels', () => {
  it('reads pixel lengths and falls back for auto, other units and nonsense', () => {
    expect(layoutPixels('1080px', 1)).toBe(1080);
    expect(layoutPixels('720', 1)).toBe(720);
    expect(layoutPixels('auto', 1920)).toBe(1920);
    expect(layoutPixels('50%', 1920)).toBe(1920);
    expect(layoutPixels('0px', 1920)).toBe(1920);
    expect(layoutPixels(undefined, 5)).toBe(5);
  });
});

describe('buildLayoutTree', () => {
  it('sizes an auto layout as full HD and a display layout from its pixel size', () => {
    expect(buildLayoutTree(source([]))).toMatchObject({ width: 1920, height: 1080, placements: [] });
    expect(buildLayoutTree(source([], { width: '1080px', height: '1920px' }))).toMatchObject({ width: 1080, height: 1920 });
  });

  it('keeps list position as drawing order and the selection id for unsaved placements', () => {
    const tree = buildLayoutTree(
      source([
        placement({ selectionId: 'new-1', x: 10, y: 20, config: { value: 'A', typeface: 'Lato' } }),
        placement({ id: 'saved-9', selectionId: 'saved-9', x: 30 }),
      ]),
    );
    expect(tree.placements.map((node) => [node.id, node.order, node.x, node.y])).toEqual([
      ['new-1', 0, 10, 20],
      ['saved-9', 1, 30, 0],
    ]);
    expect(tree.placements[0]?.config).toEqual({ value: 'A', typeface: 'Lato' });
    expect(layoutTreeSchema.safeParse(tree).success).toBe(true);
  });

  it('resolves media: ok with its public url, missing for an unknown id, invalid for none or the other kind', () => {
    const tree = buildLayoutTree(
      source([
        placement({ assetType: 'IMAGE', config: { file_id: image.id } }),
        placement({ assetType: 'IMAGE', config: { file_id: '99999999-9999-4999-8999-999999999999' } }),
        placement({ assetType: 'IMAGE', config: {} }),
        placement({ assetType: 'IMAGE', config: { file_id: video.id } }),
        placement({ assetType: 'VIDEO', config: { file_id: video.id } }),
        placement({ assetType: 'VIDEO', config: { file_id: image.id } }),
      ]),
    );
    expect(tree.placements.map((node) => node.media)).toEqual([
      { status: 'ok', url: 'https://api.example/public/asset-file/logo%20abc.png', contentType: 'image/png' },
      { status: 'missing' },
      { status: 'invalid' },
      { status: 'invalid' },
      { status: 'ok', url: 'https://api.example/public/asset-file/promo.mp4', contentType: 'video/mp4' },
      { status: 'invalid' },
    ]);
  });

  it('draws a GROUP with its own placements in their saved order, media resolved too', () => {
    const tree = buildLayoutTree(source([placement({ assetType: 'GROUP', assetId: 'group-1', assetName: 'Footer' })]));
    const children = tree.placements[0]?.children ?? [];
    expect(children.map((node) => [node.id, node.order, node.x, node.y])).toEqual([
      ['g-a', 0, 1, 2],
      ['g-b', 1, 5, 6],
    ]);
    expect(children[1]?.media?.status).toBe('ok');
  });

  it('gives an unknown group no children and draws a group inside itself empty (as the server does)', () => {
    const looping: Asset = {
      ...group,
      id: 'loop',
      placements: [{ id: 'self', asset: { id: 'loop', type: 'GROUP', name: 'Loop' }, config: {}, x: '0px', y: '0px', order: 0 }],
    };
    const unknown = buildLayoutTree(source([placement({ assetType: 'GROUP', assetId: 'nope' })]));
    expect(unknown.placements[0]?.children).toEqual([]);
    const tree = buildLayoutTree(source([placement({ assetType: 'GROUP', assetId: 'loop' })], { assets: [looping] }));
    let depth = 0;
    let node = tree.placements[0];
    while (node?.children?.length) {
      depth += 1;
      node = node.children[0];
    }
    expect(depth).toBe(1);
  });

  it('stops nesting distinct groups at the depth bound the server uses', () => {
    const chain: Asset[] = Array.from({ length: MAX_GROUP_DEPTH + 4 }, (_, index) => ({
      ...group,
      id: `g${index}`,
      placements: [{ id: `p${index}`, asset: { id: `g${index + 1}`, type: 'GROUP', name: 'Next' }, config: {}, x: '0px', y: '0px', order: 0 }],
    }));
    const tree = buildLayoutTree(source([placement({ assetType: 'GROUP', assetId: 'g0' })], { assets: chain }));
    let depth = 0;
    let node = tree.placements[0];
    while (node?.children?.length) {
      depth += 1;
      node = node.children[0];
    }
    expect(depth).toBe(MAX_GROUP_DEPTH);
  });

  it('leaves DISPLAY placements out (a display layout is never placed in another)', () => {
    expect(buildLayoutTree(source([placement({ assetType: 'DISPLAY' })])).placements).toEqual([]);
  });
});

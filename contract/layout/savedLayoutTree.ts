import type { Asset } from '../assets.ts';
import { buildLayoutTree, layoutPlacementsOf, type LayoutSource } from './buildLayoutTree.ts';
import type { LayoutTree } from './tree.ts';

/**
 * A saved layout (GROUP asset) as the tree the renderer draws, its placements in their saved order:
 * what a thumbnail, a playlist's preview and a layout's read-only page draw. The editor builds its
 * tree from its working state instead. A module of its own: the editor's chunk, near its budget,
 * does not carry it (docs/operations.md#bundle-budgets).
 */
export function savedLayoutTree(
  asset: Pick<Asset, 'id' | 'name' | 'width' | 'height' | 'updatedUtc' | 'placements'>,
  files: LayoutSource['files'],
  groups: LayoutSource['assets'],
  mediaUrl?: LayoutSource['mediaUrl'],
): LayoutTree {
  return buildLayoutTree({
    assetId: asset.id,
    name: asset.name,
    width: asset.width,
    height: asset.height,
    updatedUtc: asset.updatedUtc,
    placements: layoutPlacementsOf(asset.placements),
    files,
    assets: groups,
    ...(mediaUrl ? { mediaUrl } : {}),
  });
}

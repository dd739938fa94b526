import type { LayoutVersion } from '../../../contract/approvals.ts';
import { DEFAULT_LAYOUT_SIZE, layoutPixels } from '../../../contract/layout/rules.ts';
import type { LayoutNode, LayoutTree } from '../../../contract/layout/tree.ts';
import type { ComparedLayout } from './layoutChanges.ts';

/** The node with its media's path joined to the API host, its children likewise. */
function withMediaUrls(node: LayoutNode, mediaUrl: (path: string) => string): LayoutNode {
  return {
    ...node,
    ...(node.media?.status === 'ok' ? { media: { ...node.media, url: mediaUrl(node.media.url) } } : {}),
    ...(node.children ? { children: node.children.map((child) => withMediaUrls(child, mediaUrl)) } : {}),
  };
}

/**
 * A submitted version's frozen layout as the tree the one renderer draws: its own canvas size (a
 * size in other units is drawn at the default, as the editor does), its media served by the API host.
 */
export function treeOfVersion(version: LayoutVersion, mediaUrl: (path: string) => string = (path) => path): LayoutTree {
  const { layout } = version;
  return {
    assetId: version.assetId,
    name: layout.name,
    width: layoutPixels(layout.width, DEFAULT_LAYOUT_SIZE.width),
    height: layoutPixels(layout.height, DEFAULT_LAYOUT_SIZE.height),
    updatedUtc: layout.updatedUtc,
    placements: layout.placements.map((node) => withMediaUrls(node, mediaUrl)),
  };
}

/** What the changes in words compare of a version: the tree drawn, with the layout's category. */
export function comparedOf(version: LayoutVersion, tree: LayoutTree): ComparedLayout {
  return { name: tree.name, category: version.layout.category, width: tree.width, height: tree.height, placements: tree.placements };
}

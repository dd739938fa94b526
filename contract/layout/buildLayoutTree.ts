import type { AssetFile } from '../assetFiles.ts';
import type { Asset, AssetPlacement, AssetType, PlacementConfig } from '../assets.ts';
import { DEFAULT_LAYOUT_SIZE, isMediaKind, layoutPixels, opensGroup, placementPixels, resolveMedia } from './rules.ts';
import type { LayoutNode, LayoutTree } from './tree.ts';

/**
 * One placement of a layout being drawn: the editor's canvas works on these (the asset editor
 * machine's working state) and buildLayoutTree turns them into the tree the renderer draws. A saved
 * placement keeps its id; selectionId is unique either way (a new one has only that).
 */
export interface LayoutPlacement {
  id: string | null;
  selectionId: string;
  assetId: string;
  assetName: string;
  assetType: AssetType;
  x: number;
  y: number;
  config: PlacementConfig;
}

export interface LayoutSource {
  assetId: string | null;
  name: string;
  /** The asset's width and height as CSS lengths (docs/product.md#states); only pixel sizes size the surface. */
  width: string;
  height: string;
  updatedUtc: string;
  placements: readonly LayoutPlacement[];
  /** GET /api/assetfile: what file_id values point at. */
  files: readonly AssetFile[];
  /** GET /api/asset: the GROUP assets a placement may draw with their own placements. */
  assets: readonly Asset[];
  /** The public address of a file (the API base joined to /public/asset-file/{fileName}). */
  mediaUrl?: (path: string) => string;
}

/** A saved asset's placements as layout placements, in their saved order (what the editor loads). */
export function layoutPlacementsOf(placements: readonly AssetPlacement[]): LayoutPlacement[] {
  return [...placements]
    .sort((a, b) => a.order - b.order)
    .map((placement) => ({
      id: placement.id,
      selectionId: placement.id,
      assetId: placement.asset.id,
      assetName: placement.asset.name,
      assetType: placement.asset.type,
      x: placementPixels(placement.x),
      y: placementPixels(placement.y),
      config: { ...placement.config },
    }));
}

interface Context {
  findFile: (fileId: string) => AssetFile | undefined;
  findGroup: (assetId: string) => Asset | undefined;
  mediaUrl: (path: string) => string;
}

/** `ancestors`: the asset ids drawn above this placement, the layout's own first (rules.ts opensGroup). */
function nodesOf(placements: readonly LayoutPlacement[], context: Context, ancestors: readonly string[]): LayoutNode[] {
  return placements
    .map((placement, order) => nodeOf(placement, order, context, ancestors))
    .filter((node): node is LayoutNode => node !== null);
}

function nodeOf(placement: LayoutPlacement, order: number, context: Context, ancestors: readonly string[]): LayoutNode | null {
  const { assetType } = placement;
  if (assetType === 'DISPLAY') return null;
  const node: LayoutNode = {
    id: placement.id ?? placement.selectionId,
    assetId: placement.assetId,
    assetType,
    assetName: placement.assetName,
    x: placement.x,
    y: placement.y,
    order,
    config: { ...placement.config },
  };
  if (isMediaKind(assetType)) {
    node.media = resolveMedia(assetType, placement.config.file_id, context.findFile, context.mediaUrl);
  } else if (assetType === 'GROUP') {
    const group = opensGroup(placement.assetId, ancestors) ? context.findGroup(placement.assetId) : undefined;
    node.children = group ? nodesOf(layoutPlacementsOf(group.placements), context, [...ancestors, group.id]) : [];
  }
  return node;
}

/**
 * The editor's working state resolved into the tree the one renderer draws (tree.ts):
 * list position is drawing order, media are looked up in the file list, groups carry their own
 * placements. Pure: the same input always gives the same tree.
 */
export function buildLayoutTree(source: LayoutSource): LayoutTree {
  const context: Context = {
    findFile: (fileId) => source.files.find((file) => file.id === fileId),
    findGroup: (assetId) => source.assets.find((asset) => asset.id === assetId),
    mediaUrl: source.mediaUrl ?? ((path) => path),
  };
  return {
    assetId: source.assetId,
    name: source.name,
    width: layoutPixels(source.width, DEFAULT_LAYOUT_SIZE.width),
    height: layoutPixels(source.height, DEFAULT_LAYOUT_SIZE.height),
    updatedUtc: source.updatedUtc,
    // A new layout has no id yet: '' stands in for it (no group has it), so depth counts the same.
    placements: nodesOf(source.placements, context, [source.assetId ?? '']),
  };
}

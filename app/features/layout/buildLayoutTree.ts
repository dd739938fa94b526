import { assetFilePath, type AssetFile } from '../../../contract/assetFiles.ts';
import type { Asset, AssetType, PlacementConfig } from '../../../contract/assets.ts';
import type { LayoutMedia, LayoutNode, LayoutTree } from '../../../contract/layoutTree.ts';

/** A layout with 'auto' size (a GROUP asset) is drawn on a full-HD surface. */
export const DEFAULT_LAYOUT_SIZE = { width: 1920, height: 1080 } as const;

/** Groups inside groups stop here, so a layout that (wrongly) contains itself still draws. */
const MAX_GROUP_DEPTH = 8;

/** One placement of the editor's working state (CanvasPlacement has this shape and more). */
export interface WorkingPlacement {
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
  /** The asset's width and height as CSS lengths (SPEC §4); only pixel sizes size the surface. */
  width: string;
  height: string;
  updatedUtc: string;
  placements: readonly WorkingPlacement[];
  /** GET /api/assetfile: what file_id values point at. */
  files: readonly AssetFile[];
  /** GET /api/asset: the GROUP assets a placement may draw with their own placements. */
  assets: readonly Asset[];
  /** The public address of a file (the API base joined to /public/asset-file/{fileName}). */
  mediaUrl?: (path: string) => string;
}

/** '1920px' or '1920' gives 1920; 'auto', other units and nonsense give the fallback. */
export function layoutPixels(length: string | undefined, fallback: number): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(length ?? '');
  const value = match ? Math.round(Number(match[1])) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** SPEC §4 placeholders: no file_id or a file of the other kind is invalid, an unknown id is missing. */
export function resolveMedia(
  kind: 'IMAGE' | 'VIDEO',
  fileId: string | undefined,
  files: readonly AssetFile[],
  mediaUrl: (path: string) => string,
): LayoutMedia {
  if (!fileId) return { status: 'invalid' };
  const file = files.find((candidate) => candidate.id === fileId);
  if (!file) return { status: 'missing' };
  if (file.fileType !== (kind === 'IMAGE' ? 'Image' : 'Video')) return { status: 'invalid' };
  return { status: 'ok', url: mediaUrl(assetFilePath(file.fileName)), contentType: file.contentType };
}

/** A saved x or y ('40px'); anything unreadable is 0. */
function pixelsOf(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

type Context = Pick<LayoutSource, 'files' | 'assets'> & { mediaUrl: (path: string) => string };

function nodeOf(placement: WorkingPlacement, order: number, context: Context, depth: number): LayoutNode | null {
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
  if (assetType === 'IMAGE' || assetType === 'VIDEO') {
    node.media = resolveMedia(assetType, placement.config.file_id, context.files, context.mediaUrl);
  } else if (assetType === 'GROUP') {
    const group = depth < MAX_GROUP_DEPTH ? context.assets.find((asset) => asset.id === placement.assetId) : undefined;
    node.children = group ? groupChildren(group, context, depth + 1) : [];
  }
  return node;
}

function groupChildren(group: Asset, context: Context, depth: number): LayoutNode[] {
  return [...group.placements]
    .sort((a, b) => a.order - b.order)
    .map((placement, order) =>
      nodeOf(
        {
          id: placement.id,
          selectionId: placement.id,
          assetId: placement.asset.id,
          assetName: placement.asset.name,
          assetType: placement.asset.type,
          x: pixelsOf(placement.x),
          y: pixelsOf(placement.y),
          config: placement.config,
        },
        order,
        context,
        depth,
      ),
    )
    .filter((node): node is LayoutNode => node !== null);
}

/**
 * The editor's working state resolved into the tree the one renderer draws (contract/layoutTree.ts):
 * list position is drawing order, media are looked up in the file list, groups carry their own
 * placements. Pure: the same input always gives the same tree.
 */
export function buildLayoutTree(source: LayoutSource): LayoutTree {
  const context: Context = { files: source.files, assets: source.assets, mediaUrl: source.mediaUrl ?? ((path) => path) };
  return {
    assetId: source.assetId,
    name: source.name,
    width: layoutPixels(source.width, DEFAULT_LAYOUT_SIZE.width),
    height: layoutPixels(source.height, DEFAULT_LAYOUT_SIZE.height),
    updatedUtc: source.updatedUtc,
    placements: source.placements
      .map((placement, order) => nodeOf(placement, order, context, 0))
      .filter((node): node is LayoutNode => node !== null),
  };
}

import { assetFilePath } from '../assetFiles.ts';
import type { LayoutMedia } from './tree.ts';

/**
 * The pure rules of a layout, in one place for the editor, the machines, the server and the player:
 * how CSS lengths and saved positions read as layout pixels, how deep groups nest, which file kind
 * an IMAGE or VIDEO placement needs.
 */

/** A layout with 'auto' size (a GROUP asset) is drawn on a full-HD surface. */
export const DEFAULT_LAYOUT_SIZE = { width: 1920, height: 1080 } as const;

/**
 * Groups nest; saves refuse a group placed inside itself, but a depth bound keeps one tree finite
 * whatever the rows say. Far deeper than anyone nests groups on a screen.
 */
export const MAX_GROUP_DEPTH = 16;

/** '1920px' or '1920' gives 1920; 'auto', other units and nonsense give the fallback. */
export function layoutPixels(length: string | undefined, fallback: number): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(length ?? '');
  const value = match ? Math.round(Number(match[1])) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** A saved x or y ('40px', as stored) to 40; anything unreadable to 0 rather than a broken drawing. */
export function placementPixels(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** The placement kinds that draw a file, and the asset file type each needs. */
export const MEDIA_FILE_TYPES = { IMAGE: 'Image', VIDEO: 'Video' } as const;
export type MediaKind = keyof typeof MEDIA_FILE_TYPES;

export function isMediaKind(assetType: string): assetType is MediaKind {
  return assetType === 'IMAGE' || assetType === 'VIDEO';
}

/** What resolveMedia needs of an asset file. */
export interface MediaFile {
  fileName: string;
  fileType: string;
  contentType: string;
}

/** docs/product.md#states placeholders: no file_id or a file of the other kind is invalid, an unknown id is missing. */
export function resolveMedia(
  kind: MediaKind,
  fileId: string | undefined,
  findFile: (fileId: string) => MediaFile | undefined,
  mediaUrl: (path: string) => string = (path) => path,
): LayoutMedia {
  if (!fileId) return { status: 'invalid' };
  const file = findFile(fileId);
  if (!file) return { status: 'missing' };
  if (file.fileType !== MEDIA_FILE_TYPES[kind]) return { status: 'invalid' };
  return { status: 'ok', url: mediaUrl(assetFilePath(file.fileName)), contentType: file.contentType };
}

/**
 * Whether a GROUP placement draws its own placements: not when the group is already among the
 * groups it is drawn inside (a group inside itself is drawn empty, not forever), nor past the depth
 * bound. `ancestors` are the asset ids being drawn above it, the layout's own first.
 */
export function opensGroup(groupAssetId: string, ancestors: readonly string[]): boolean {
  return !ancestors.includes(groupAssetId) && ancestors.length <= MAX_GROUP_DEPTH;
}

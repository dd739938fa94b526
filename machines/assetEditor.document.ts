/**
 * The asset editor's document: its working state (AssetEditorContext) and the pure functions that
 * change it (place, move, add, describe, turn into a save). The machine (assetEditor.machine.ts)
 * decides when each applies; these decide what it does, and are tested on their own.
 */
import {
  assetSaveRequestSchema,
  DEFAULT_CSS_LENGTH,
  type Asset,
  type AssetListItem,
  type AssetSaveRequest,
  type AssetType,
  type PlacementConfig,
} from '../contract/assets.ts';
import type { Category } from '../contract/compliance.ts';
import type { Violation } from '../contract/complianceRules.ts';
import { layoutPlacementsOf, type LayoutPlacement } from '../contract/layout/buildLayoutTree.ts';

/** docs/product.md#constants, Layout editor. */
export const DEFAULT_DROP_POSITION = { x: 50, y: 50 } as const;
export const KEYBOARD_DRAG_STEP_PX = 25;
/** Shift+arrow moves this far: between the 25 px step and Alt's 1 px. */
export const SHIFT_STEP_PX = 10;
/** "Add to canvas" on a spot already taken moves the new item this far right and down, so both show. */
export const ADD_OFFSET_PX = 20;
/** What an item without a pixel size is taken to measure when it is centred (layout pixels). */
export const ESTIMATED_ITEM_SIZE = { width: 400, height: 120 } as const;
/** 'fit' scales the canvas to its panel; a number is screen pixels per layout pixel. */
export type Zoom = 'fit' | number;

/** A placement on the canvas: the one placement type of layouts (contract/layout/buildLayoutTree.ts). */
export type CanvasPlacement = LayoutPlacement;

export interface AssetEditorContext {
  assetId: string | null;
  name: string;
  type: AssetType;
  themeId: string | null;
  /** What the layout advertises (docs/compliance.md#the-model): decides the screens it may play on. */
  category: Category;
  width: string;
  height: string;
  placements: CanvasPlacement[];
  placementsToDelete: string[];
  selectedId: string | null;
  dirty: boolean;
  /**
   * The dropped asset waiting for its config dialog: at a point (its top-left corner, dragged
   * there), or centred on a point (Add to canvas: the visible canvas's centre).
   */
  pending: { asset: AssetListItem; x: number; y: number; centred: boolean } | null;
  bounds: { width: number; height: number } | null;
  nextSelectionId: number;
  /** Layout states before each undoable step (oldest first) and after each undone one. */
  past: LayoutDocument[];
  future: LayoutDocument[];
  zoom: Zoom;
  /** The live region's sentence about the last placement placed or moved ('Text 2 of 5, x 120 y 40'). */
  announcement: string;
  /**
   * What the server refused in the last save, by its field name ('name', 'width'): shown at the
   * field, where it can be fixed, until that field changes.
   */
  fieldErrors: Record<string, string>;
  /** The screens the last save was refused on (409, docs/compliance.md#how-the-portal-applies-them): shown at the category. */
  violations: Violation[];
}

/** What undo and redo restore. */
export interface LayoutDocument {
  placements: CanvasPlacement[];
  placementsToDelete: string[];
  width: string;
  height: string;
  selectedId: string | null;
}

export interface AssetEditorInput {
  /** null for a new asset. */
  assetId: string | null;
  /** The type of a new asset (the editor edits GROUP layouts). */
  type?: AssetType;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

export function emptyContext(input: AssetEditorInput): AssetEditorContext {
  return {
    assetId: input.assetId,
    name: '',
    type: input.type ?? 'GROUP',
    themeId: null,
    category: 'general',
    width: DEFAULT_CSS_LENGTH,
    height: DEFAULT_CSS_LENGTH,
    placements: [],
    placementsToDelete: [],
    selectedId: null,
    dirty: false,
    pending: null,
    bounds: null,
    nextSelectionId: 1,
    past: [],
    future: [],
    zoom: 'fit',
    announcement: '',
    fieldErrors: {},
    violations: [],
  };
}

export function documentOf(context: AssetEditorContext): LayoutDocument {
  return {
    placements: context.placements,
    placementsToDelete: context.placementsToDelete,
    width: context.width,
    height: context.height,
    selectedId: context.selectedId,
  };
}

/** 'Text 2 of 5, x 120 y 40': which placement, where it sits in the list, and where on the canvas. */
export function describePlacement(placements: readonly CanvasPlacement[], selectionId: string): string {
  const index = placements.findIndex((placement) => placement.selectionId === selectionId);
  const placement = placements[index];
  if (!placement) return '';
  return `${placement.assetName} ${index + 1} of ${placements.length}, x ${placement.x} y ${placement.y}`;
}

/** The working state for a loaded asset; placements in their saved order. */
export function contextFromAsset(asset: Asset, previous: AssetEditorContext): AssetEditorContext {
  const placements = layoutPlacementsOf(asset.placements);
  return {
    ...previous,
    assetId: asset.id,
    name: asset.name,
    type: asset.type,
    themeId: asset.themeId,
    category: asset.category,
    width: asset.width,
    height: asset.height,
    placements,
    placementsToDelete: [],
    selectedId: null,
    dirty: false,
    pending: null,
    past: [],
    future: [],
    announcement: '',
    violations: [],
  };
}

/** Keeps a point inside the measured canvas; before the canvas is measured only negatives are cut. */
export function clampToCanvas(bounds: AssetEditorContext['bounds'], x: number, y: number): { x: number; y: number } {
  const maxX = bounds ? bounds.width : Number.POSITIVE_INFINITY;
  const maxY = bounds ? bounds.height : Number.POSITIVE_INFINITY;
  return { x: Math.min(Math.max(0, x), maxX), y: Math.min(Math.max(0, y), maxY) };
}

export function placePlacement(context: AssetEditorContext, selectionId: string, to: (placement: CanvasPlacement) => { x: number; y: number }) {
  const placements = context.placements.map((placement) => {
    if (placement.selectionId !== selectionId) return placement;
    const point = to(placement);
    return { ...placement, ...clampToCanvas(context.bounds, Math.round(point.x), Math.round(point.y)) };
  });
  return { placements, dirty: true, announcement: describePlacement(placements, selectionId) };
}

export function movePlacement(context: AssetEditorContext, selectionId: string, dx: number, dy: number) {
  return placePlacement(context, selectionId, (placement) => ({ x: placement.x + dx, y: placement.y + dy }));
}

export const NUDGES: Record<Direction, [number, number]> = {
  up: [0, -KEYBOARD_DRAG_STEP_PX],
  down: [0, KEYBOARD_DRAG_STEP_PX],
  left: [-KEYBOARD_DRAG_STEP_PX, 0],
  right: [KEYBOARD_DRAG_STEP_PX, 0],
};

/** A config's pixel width or height ('320px', '320'), else the estimate: sizes in other units are unknown here. */
function pixelsOr(value: string | undefined, fallback: number): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(value ?? '');
  return match ? Number(match[1]) : fallback;
}

/**
 * Where an item centred on a point puts its top-left corner: by its configured pixel size, else
 * by an estimate (a text's auto size is known only once drawn). Then moved right and down while
 * another placement already starts there, so a second "Add to canvas" never hides the first.
 */
export function centredPoint(
  placements: readonly CanvasPlacement[],
  centre: { x: number; y: number },
  config: PlacementConfig,
): { x: number; y: number } {
  const width = pixelsOr(config.width, ESTIMATED_ITEM_SIZE.width);
  const height = pixelsOr(config.height, ESTIMATED_ITEM_SIZE.height);
  let x = Math.max(0, Math.round(centre.x - width / 2));
  let y = Math.max(0, Math.round(centre.y - height / 2));
  const taken = (px: number, py: number) => placements.some((placement) => placement.x === px && placement.y === py);
  // Bounded: a canvas holds at most MAX_PLACEMENTS (500) items.
  for (let step = 0; step < 500 && taken(x, y); step += 1) {
    x += ADD_OFFSET_PX;
    y += ADD_OFFSET_PX;
  }
  return { x, y };
}

/**
 * A layer's name in the Layers list: its kind and what it shows, so two texts can be
 * told apart: 'Text: Happy hour 5–7', 'Image: logo.png'. Long texts are cut to 32 characters.
 */
export function layerName(placement: CanvasPlacement, fileName: (fileId: string) => string | undefined): string {
  const content = (() => {
    const { config } = placement;
    if (placement.assetType === 'IMAGE' || placement.assetType === 'VIDEO') return config.file_id ? fileName(config.file_id) : undefined;
    return config.value ?? config.url ?? config.target ?? config.color;
  })();
  const words = content?.replace(/\s+/g, ' ').trim() ?? '';
  if (words === '') return placement.assetName;
  const shown = words.length > 32 ? `${words.slice(0, 31)}…` : words;
  return `${placement.assetName}: ${shown}`;
}

export function addPlacement(context: AssetEditorContext, asset: AssetListItem, x: number, y: number, config: PlacementConfig) {
  const selectionId = `new-${context.nextSelectionId}`;
  const placement: CanvasPlacement = {
    id: null,
    selectionId,
    assetId: asset.id,
    assetName: asset.name,
    assetType: asset.type,
    ...clampToCanvas(context.bounds, x, y),
    config,
  };
  const placements = [...context.placements, placement];
  return {
    placements,
    selectedId: selectionId,
    nextSelectionId: context.nextSelectionId + 1,
    pending: null,
    dirty: true,
    announcement: describePlacement(placements, selectionId),
  };
}

/** The save call's body: order follows list position; x and y as pixel strings. */
export function saveRequestFrom(context: AssetEditorContext): AssetSaveRequest {
  return {
    id: context.assetId,
    name: context.name.trim(),
    type: context.type,
    themeId: context.themeId,
    category: context.category,
    width: context.width,
    height: context.height,
    placements: context.placements.map((placement, order) => ({
      ...(placement.id === null ? {} : { id: placement.id }),
      assetId: placement.assetId,
      x: `${placement.x}px`,
      y: `${placement.y}px`,
      order,
      config: placement.config,
    })),
    placementsToDelete: context.placementsToDelete,
  };
}

/**
 * What the contract's own schema (the one the server checks the body by) refuses in the save that
 * the editor's state would send, by field path ('name', 'placements.0.x'): the first message of
 * each. Null when nothing is refused. The editor's fields already refuse what they can; this
 * catches the rest (a position that is not a number, a name past its length, an id that is no
 * id) before anything is sent (docs/product.md#messages, Assets).
 */
export function saveRequestProblems(context: AssetEditorContext): Record<string, string> | null {
  const checked = assetSaveRequestSchema.safeParse(saveRequestFrom(context));
  if (checked.success) return null;
  const problems: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path.map(String).join('.');
    problems[field] ??= issue.message;
  }
  return problems;
}

export function isSaveable(context: AssetEditorContext): boolean {
  return context.name.trim().length > 0 && context.placements.length > 0;
}

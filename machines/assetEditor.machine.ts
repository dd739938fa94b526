/**
 * Asset (layout) editor (docs/product.md#states, Asset editor, #validation-messages, Asset editor, #messages, Assets toasts, #constants, Layout editor).
 *
 * States
 * - initializing           transient: a new asset (no id) goes straight to editing, else loading
 * - loading                the asset is loaded (tag busy)
 * - notFound               no asset has this id
 * - failed                 the load failed; editor.retry loads again
 * - editing.idle           the canvas (tag editable); every edit sets dirty
 * - editing.configuring    a dropped asset with a non-empty config schema waits for its config dialog
 * - editing.saved          the last save succeeded (tag editable)
 * - editing.saveFailed     the last save failed, or was refused before it was sent (tag editable);
 *                          the edits are kept
 * - saving                 the asset is sent (tag busy)
 *
 * Events
 * - editor.retry                                    from failed
 * - editor.nameChanged {name} / editor.themeChanged {themeId} / editor.categoryChanged {category}
 * - editor.canvasMeasured {width, height}           the canvas's pixel size, for keeping drags inside
 * - editor.sizeChanged {dimension, value}           canvas width/height as a CSS length; invalid is not applied
 * - editor.select {selectionId} / editor.deselect   click a placement / Escape or the canvas background
 * - editor.assetDropped {asset, point?, centre?}    from the asset list: dragged to a point (its top-left),
 *                                                   or (Add to canvas) centred on `centre`, the visible
 *                                                   canvas's middle, offset from an item already there;
 *                                                   with neither at 50,50. The new item is selected.
 * - editor.configSaved {config} / editor.configCancelled   the config dialog of a dropped asset
 * - editor.placementDragged {selectionId, dx, dy}   move by the drag delta, kept inside the canvas
 * - editor.placementNudged {selectionId, direction} keyboard drag, 25 px a step (Shift 10, Alt 1)
 * - editor.placementConfigChanged {selectionId, key, value}   width/height are normalised CSS lengths
 * - editor.placementMoved {from, to}                reorder the list (order follows list position)
 * - editor.placementDeleted {selectionId}           a saved one goes to placementsToDelete
 * - editor.save                                     only with a name and at least one placement; a
 *                                                   save the contract's schema refuses is not sent
 *                                                   (the Invalid asset data toast, saveFailed)
 * - editor.placementPositioned {selectionId, x, y}  X and Y typed in Properties (kept inside the canvas)
 * - editor.placementDuplicated {selectionId}        a copy 10 px right and down, selected
 * - editor.undo / editor.redo                       one step of the layout history each way
 * - editor.zoomChanged {zoom}                       'fit' (the default) or a scale from 0.1 to 4
 *
 * History: every layout edit (placements, order, size, config) is one undo step; one drag is one
 * event, and a held arrow key (repeat) merges into the step its first press made. Name and theme
 * are typed text and stay out of the history; loading or saving starts a fresh one.
 */
import { and, assertEvent, assign, setup } from 'xstate';
import {
  DEFAULT_CSS_LENGTH,
  hasConfigProperties,
  normalizeSizeLength,
  type Asset,
  type AssetListItem,
  type AssetSaveRequest,
  type PlacementConfig,
} from '../contract/assets.ts';
import {
  addPlacement,
  centredPoint,
  contextFromAsset,
  documentOf,
  emptyContext,
  isSaveable,
  movePlacement,
  saveRequestProblems,
  NUDGES,
  placePlacement,
  saveRequestFrom,
  DEFAULT_DROP_POSITION,
  KEYBOARD_DRAG_STEP_PX,
  SHIFT_STEP_PX,
  type AssetEditorContext,
  type AssetEditorInput,
  type Direction,
  type Zoom,
} from './assetEditor.document.ts';
import type { BannedTerm } from '../contract/bannedTerms.ts';
import type { Category } from '../contract/compliance.ts';
import { fieldErrorsFromFailure, problemFromError } from '../contract/problems.ts';
import { notProvided } from './notProvided.ts';
import { violationsOf } from './complianceRefusal.ts';

// The document's types and functions stay importable from the machine, as before.
export {
  contextFromAsset,
  describePlacement,
  isSaveable,
  saveRequestFrom,
  DEFAULT_DROP_POSITION,
  KEYBOARD_DRAG_STEP_PX,
  SHIFT_STEP_PX,
  layerName,
} from './assetEditor.document.ts';
export type { AssetEditorContext, AssetEditorInput, CanvasPlacement, Direction, LayoutDocument, Zoom } from './assetEditor.document.ts';
import type { ToastInput } from './toast.machine.ts';

export const DRAG_ACTIVATION_DISTANCE_PX = 8;
/** Alt+arrow moves this far: a fine move, for what 25 px steps cannot reach. */
export const FINE_STEP_PX = 1;
/** A duplicate lands this far right and down of its original, so both stay visible. */
export const DUPLICATE_OFFSET_PX = 10;
/** Undo keeps this many steps; older ones are forgotten. */
export const HISTORY_LIMIT = 100;
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 4;

export const ASSET_CREATED_TOAST: ToastInput = { title: 'Asset created successfully', variant: 'success' };
export const ASSET_UPDATED_TOAST: ToastInput = {
  title: 'Success',
  description: 'Asset updated successfully',
  variant: 'success',
};
/**
 * Saved all the same when its text holds a term banned where it is scheduled (docs/compliance.md#banned-terms):
 * the one toast says so, as a warning, naming the terms (the editor's panel says where).
 */
export function assetUpdatedToast(warnings: readonly BannedTerm[] | undefined): ToastInput {
  if (!warnings || warnings.length === 0) return ASSET_UPDATED_TOAST;
  const terms = warnings.map((warning) => `“${warning.term}”`).join(', ');
  return { title: 'Saved with banned terms', description: `Asset updated. It contains ${terms}, banned where it is scheduled.`, variant: 'warning' };
}

export const ASSET_CREATE_FAILED_TOAST: ToastInput = {
  title: 'Error',
  description: 'Failed to create asset. Please try again.',
  variant: 'destructive',
};
export const ASSET_UPDATE_FAILED_TOAST: ToastInput = {
  title: 'Error',
  description: 'Failed to update asset. Please try again.',
  variant: 'destructive',
};
/**
 * The save the editor's state would send fails the contract's schema (docs/product.md#messages,
 * Assets): nothing is sent, since the server would refuse it by the same schema, and the edits stay.
 */
export const INVALID_ASSET_DATA_TOAST: ToastInput = {
  title: 'Error',
  description: 'Invalid asset data. Please check your inputs.',
  variant: 'destructive',
};

/** The fields the editor shows a refusal at: the name in the toolbar, the canvas width, height and category in Properties. */
const FIELDS_SHOWN = new Set(['name', 'width', 'height', 'category']);

/**
 * What a refusal says when no field shows it: its field messages, else its title. Null for what
 * is no refusal (network down, a server error), where trying again may help.
 */
function refusalText(error: unknown): string | null {
  const problem = problemFromError(error);
  if (problem === null || problem.status < 400 || problem.status >= 500 || problem.status === 401 || problem.status === 429) return null;
  const messages = Object.values(fieldErrorsFromFailure(error));
  return messages.length > 0 ? [...new Set(messages)].join(' ') : problem.title;
}

export type AssetEditorEvent =
  | { type: 'editor.retry' }
  | { type: 'editor.nameChanged'; name: string }
  | { type: 'editor.themeChanged'; themeId: string | null }
  | { type: 'editor.categoryChanged'; category: Category }
  | { type: 'editor.canvasMeasured'; width: number; height: number }
  | { type: 'editor.sizeChanged'; dimension: 'width' | 'height'; value: string }
  | { type: 'editor.select'; selectionId: string }
  | { type: 'editor.deselect' }
  | {
      type: 'editor.assetDropped';
      asset: AssetListItem;
      /** Where it was dropped: its top-left corner. */
      point?: { x: number; y: number };
      /** Add to canvas: the visible canvas's centre, which the new item is centred on. */
      centre?: { x: number; y: number };
    }
  | { type: 'editor.configSaved'; config: PlacementConfig }
  | { type: 'editor.configCancelled' }
  | { type: 'editor.placementDragged'; selectionId: string; dx: number; dy: number }
  | {
      type: 'editor.placementNudged';
      selectionId: string;
      direction: Direction;
      /** Alt held: 1 px instead of 25. */
      fine?: boolean;
      /** Shift held: 10 px instead of 25. */
      shift?: boolean;
      /** The key is held down (auto-repeat): merges into the step of the first press. */
      repeat?: boolean;
    }
  | { type: 'editor.placementPositioned'; selectionId: string; x: number; y: number }
  | { type: 'editor.placementDuplicated'; selectionId: string }
  | { type: 'editor.undo' }
  | { type: 'editor.redo' }
  | { type: 'editor.zoomChanged'; zoom: Zoom }
  | { type: 'editor.placementConfigChanged'; selectionId: string; key: string; value: string }
  | { type: 'editor.placementMoved'; from: number; to: number }
  | { type: 'editor.placementDeleted'; selectionId: string }
  | { type: 'editor.save' };

const SIZE_KEYS = new Set(['width', 'height']);

type DropEvent = Extract<AssetEditorEvent, { type: 'editor.assetDropped' }>;

/** Where a dropped item goes before its config is known: a centred one is placed once it is (centredPoint). */
function dropPoint(event: DropEvent): { x: number; y: number; centred: boolean } {
  if (event.centre) return { x: Math.round(event.centre.x), y: Math.round(event.centre.y), centred: true };
  return event.point
    ? { x: Math.round(event.point.x), y: Math.round(event.point.y), centred: false }
    : { x: DEFAULT_DROP_POSITION.x, y: DEFAULT_DROP_POSITION.y, centred: false };
}

/** The top-left corner of a dropped item with its config. */
function placedPoint(context: AssetEditorContext, drop: { x: number; y: number; centred: boolean }, config: PlacementConfig) {
  return drop.centred ? centredPoint(context.placements, drop, config) : { x: drop.x, y: drop.y };
}

export const assetEditorMachine = setup({
  types: {
    context: {} as AssetEditorContext,
    events: {} as AssetEditorEvent,
    input: {} as AssetEditorInput,
  },
  actors: {
    /** Resolves with the asset, or null when none has this id. */
    loadAsset: notProvided<Asset | null, { assetId: string }>('loadAsset'),
    /** Creates or updates; resolves with the asset as saved (new placements get their ids). */
    saveAsset: notProvided<Asset, AssetSaveRequest>('saveAsset'),
  },
  actions: {
    /** Provided by the app: add a toast to the queue. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the app: refetch lists and, for a new asset, go to its editor address. */
    assetSaved: (_, _params: { assetId: string; created: boolean }) => {},
    setName: assign(({ context, event }) => {
      assertEvent(event, 'editor.nameChanged');
      const { name: _fixed, ...fieldErrors } = context.fieldErrors;
      return { name: event.name, dirty: true, fieldErrors };
    }),
    setTheme: assign(({ event }) => {
      assertEvent(event, 'editor.themeChanged');
      return { themeId: event.themeId, dirty: true };
    }),
    /** A new category answers the refusal shown at it: its message and the refused screens go. */
    setCategory: assign(({ context, event }) => {
      assertEvent(event, 'editor.categoryChanged');
      const { category: _fixed, ...fieldErrors } = context.fieldErrors;
      return { category: event.category, dirty: true, fieldErrors, violations: [] };
    }),
    setBounds: assign(({ event }) => {
      assertEvent(event, 'editor.canvasMeasured');
      return { bounds: { width: event.width, height: event.height } };
    }),
    setSize: assign(({ context, event }) => {
      assertEvent(event, 'editor.sizeChanged');
      const fieldErrors = Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => field !== event.dimension));
      return { [event.dimension]: normalizeSizeLength(event.value) ?? DEFAULT_CSS_LENGTH, dirty: true, fieldErrors };
    }),
    select: assign(({ event }) => {
      assertEvent(event, 'editor.select');
      return { selectedId: event.selectionId };
    }),
    deselect: assign({ selectedId: null }),
    addDroppedPlacement: assign(({ context, event }) => {
      assertEvent(event, 'editor.assetDropped');
      const { x, y } = placedPoint(context, dropPoint(event), {});
      return addPlacement(context, event.asset, x, y, {});
    }),
    holdDroppedAsset: assign(({ event }) => {
      assertEvent(event, 'editor.assetDropped');
      return { pending: { asset: event.asset, ...dropPoint(event) } };
    }),
    addConfiguredPlacement: assign(({ context, event }) => {
      assertEvent(event, 'editor.configSaved');
      if (!context.pending) return {};
      const { x, y } = placedPoint(context, context.pending, event.config);
      return addPlacement(context, context.pending.asset, x, y, { ...event.config });
    }),
    dropPending: assign({ pending: null }),
    dragPlacement: assign(({ context, event }) => {
      assertEvent(event, 'editor.placementDragged');
      return movePlacement(context, event.selectionId, event.dx, event.dy);
    }),
    nudgePlacement: assign(({ context, event }) => {
      assertEvent(event, 'editor.placementNudged');
      const [dx, dy] = NUDGES[event.direction];
      const step = event.fine ? FINE_STEP_PX / KEYBOARD_DRAG_STEP_PX : event.shift ? SHIFT_STEP_PX / KEYBOARD_DRAG_STEP_PX : 1;
      return movePlacement(context, event.selectionId, dx * step, dy * step);
    }),
    positionPlacement: assign(({ context, event }) => {
      assertEvent(event, 'editor.placementPositioned');
      return placePlacement(context, event.selectionId, () => ({ x: event.x, y: event.y }));
    }),
    duplicatePlacement: assign(({ context, event }) => {
      assertEvent(event, 'editor.placementDuplicated');
      const original = context.placements.find((placement) => placement.selectionId === event.selectionId);
      if (!original) return {};
      const asset: AssetListItem = { id: original.assetId, name: original.assetName, type: original.assetType, configSchema: '{}' };
      return addPlacement(
        context,
        asset,
        original.x + DUPLICATE_OFFSET_PX,
        original.y + DUPLICATE_OFFSET_PX,
        { ...original.config },
      );
    }),
    /** Before an undoable step: remember the layout as it was; a new step forgets what was undone. */
    recordStep: assign(({ context }) => ({
      past: [...context.past, documentOf(context)].slice(-HISTORY_LIMIT),
      future: [],
    })),
    undo: assign(({ context }) => {
      const previous = context.past.at(-1);
      if (!previous) return {};
      return {
        ...previous,
        past: context.past.slice(0, -1),
        future: [documentOf(context), ...context.future],
        dirty: true,
        announcement: 'Undone',
      };
    }),
    redo: assign(({ context }) => {
      const [next, ...rest] = context.future;
      if (!next) return {};
      return {
        ...next,
        past: [...context.past, documentOf(context)],
        future: rest,
        dirty: true,
        announcement: 'Redone',
      };
    }),
    setZoom: assign(({ event }) => {
      assertEvent(event, 'editor.zoomChanged');
      return { zoom: event.zoom };
    }),
    setPlacementConfig: assign(({ context, event }) => {
      assertEvent(event, 'editor.placementConfigChanged');
      const value = SIZE_KEYS.has(event.key) ? (normalizeSizeLength(event.value) ?? event.value) : event.value;
      return {
        placements: context.placements.map((placement) =>
          placement.selectionId === event.selectionId
            ? { ...placement, config: { ...placement.config, [event.key]: value } }
            : placement,
        ),
        dirty: true,
      };
    }),
    reorderPlacement: assign(({ context, event }) => {
      assertEvent(event, 'editor.placementMoved');
      const placements = [...context.placements];
      const [moved] = placements.splice(event.from, 1);
      if (!moved) return {};
      placements.splice(event.to, 0, moved);
      return { placements, dirty: true };
    }),
    /** A save refused before it was sent: what a field shows is said there too, as a server's refusal would be. */
    showRequestProblems: assign(({ context }) => {
      const shown = Object.entries(saveRequestProblems(context) ?? {}).filter(([field]) => FIELDS_SHOWN.has(field));
      return { fieldErrors: { ...context.fieldErrors, ...Object.fromEntries(shown) } };
    }),
    deletePlacement: assign(({ context, event }) => {
      assertEvent(event, 'editor.placementDeleted');
      const doomed = context.placements.find((placement) => placement.selectionId === event.selectionId);
      if (!doomed) return {};
      return {
        placements: context.placements.filter((placement) => placement !== doomed),
        placementsToDelete: doomed.id === null ? context.placementsToDelete : [...context.placementsToDelete, doomed.id],
        selectedId: context.selectedId === doomed.selectionId ? null : context.selectedId,
        dirty: true,
      };
    }),
  },
  guards: {
    /** Before the first save: decides loading at start, and the create or update toasts. */
    isNewAsset: ({ context }) => context.assetId === null,
    isAssetMissing: (_, params: { asset: Asset | null }) => params.asset === null,
    hasConfigSchema: ({ event }) => event.type === 'editor.assetDropped' && hasConfigProperties(event.asset.configSchema),
    isCssLength: ({ event }) =>
      (event.type === 'editor.sizeChanged' || event.type === 'editor.placementConfigChanged') &&
      normalizeSizeLength(event.value) !== null,
    isSizeKeyValid: ({ event }) =>
      event.type === 'editor.placementConfigChanged' &&
      (!SIZE_KEYS.has(event.key) || normalizeSizeLength(event.value) !== null),
    isPositionInList: ({ context, event }) =>
      event.type === 'editor.placementMoved' &&
      [event.from, event.to].every((index) => Number.isInteger(index) && index >= 0 && index < context.placements.length),
    canSave: ({ context }) => isSaveable(context),
    /** The save's body fails the contract's schema, which the server checks it by: it is not sent. */
    isRequestRefused: ({ context }) => saveRequestProblems(context) !== null,
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
    /** A held arrow key repeats: its moves belong to the step its first press made. */
    isRepeatedNudge: ({ event }) => event.type === 'editor.placementNudged' && event.repeat === true,
    isPlacementKnown: ({ context, event }) =>
      'selectionId' in event && context.placements.some((placement) => placement.selectionId === event.selectionId),
    isZoomValid: ({ event }) =>
      event.type === 'editor.zoomChanged' &&
      (event.zoom === 'fit' || (Number.isFinite(event.zoom) && event.zoom >= MIN_ZOOM && event.zoom <= MAX_ZOOM)),
    isPositionNumeric: ({ event }) =>
      event.type === 'editor.placementPositioned' && Number.isFinite(event.x) && Number.isFinite(event.y),
  },
}).createMachine({
  id: 'assetEditor',
  context: ({ input }) => emptyContext(input),
  initial: 'initializing',
  states: {
    initializing: {
      always: [{ guard: 'isNewAsset', target: 'editing' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadAsset',
        input: ({ context }) => ({ assetId: context.assetId ?? '' }),
        onDone: [
          { guard: { type: 'isAssetMissing', params: ({ event }) => ({ asset: event.output }) }, target: 'notFound' },
          {
            target: 'editing',
            actions: assign(({ context, event }) => (event.output ? contextFromAsset(event.output, context) : {})),
          },
        ],
        onError: { target: 'failed' },
      },
    },
    notFound: {},
    failed: {
      on: { 'editor.retry': { target: 'loading' } },
    },
    editing: {
      tags: ['editable'],
      initial: 'idle',
      on: {
        'editor.nameChanged': { actions: 'setName' },
        'editor.themeChanged': { actions: 'setTheme' },
        'editor.categoryChanged': { actions: 'setCategory' },
        'editor.canvasMeasured': { actions: 'setBounds' },
        'editor.sizeChanged': { guard: 'isCssLength', actions: ['recordStep', 'setSize'] },
        'editor.select': { actions: 'select' },
        'editor.deselect': { actions: 'deselect' },
        'editor.assetDropped': [
          { guard: 'hasConfigSchema', target: '.configuring', actions: 'holdDroppedAsset' },
          { actions: ['recordStep', 'addDroppedPlacement'] },
        ],
        'editor.placementDragged': { guard: 'isPlacementKnown', actions: ['recordStep', 'dragPlacement'] },
        'editor.placementNudged': [
          { guard: 'isRepeatedNudge', actions: 'nudgePlacement' },
          { guard: 'isPlacementKnown', actions: ['recordStep', 'nudgePlacement'] },
        ],
        'editor.placementPositioned': {
          guard: and(['isPlacementKnown', 'isPositionNumeric']),
          actions: ['recordStep', 'positionPlacement'],
        },
        'editor.placementDuplicated': { guard: 'isPlacementKnown', actions: ['recordStep', 'duplicatePlacement'] },
        'editor.placementConfigChanged': {
          guard: and(['isPlacementKnown', 'isSizeKeyValid']),
          actions: ['recordStep', 'setPlacementConfig'],
        },
        'editor.placementMoved': { guard: 'isPositionInList', actions: ['recordStep', 'reorderPlacement'] },
        'editor.placementDeleted': { guard: 'isPlacementKnown', actions: ['recordStep', 'deletePlacement'] },
        'editor.undo': { guard: 'canUndo', actions: 'undo' },
        'editor.redo': { guard: 'canRedo', actions: 'redo' },
        'editor.zoomChanged': { guard: 'isZoomValid', actions: 'setZoom' },
        'editor.save': [
          {
            guard: and(['canSave', 'isRequestRefused']),
            target: '.saveFailed',
            actions: ['showRequestProblems', { type: 'showToast', params: INVALID_ASSET_DATA_TOAST }],
          },
          { guard: 'canSave', target: 'saving' },
        ],
      },
      states: {
        idle: {},
        configuring: {
          on: {
            'editor.configSaved': { target: 'idle', actions: ['recordStep', 'addConfiguredPlacement'] },
            'editor.configCancelled': { target: 'idle', actions: 'dropPending' },
            // The dialog is modal: the canvas waits for it.
            'editor.assetDropped': {},
            'editor.save': {},
            'editor.undo': {},
            'editor.redo': {},
          },
        },
        saved: {},
        saveFailed: {},
      },
    },
    saving: {
      tags: ['busy'],
      // A refusal's list belongs to the save it answered.
      entry: assign({ violations: [] }),
      invoke: {
        src: 'saveAsset',
        input: ({ context }) => saveRequestFrom(context),
        onDone: [
          {
            guard: 'isNewAsset',
            target: 'editing.saved',
            actions: [
              { type: 'showToast', params: ASSET_CREATED_TOAST },
              { type: 'assetSaved', params: ({ event }) => ({ assetId: event.output.id, created: true }) },
              assign(({ context, event }) => contextFromAsset(event.output, context)),
            ],
          },
          {
            target: 'editing.saved',
            actions: [
              { type: 'showToast', params: ({ event }) => assetUpdatedToast(event.output.warnings) },
              { type: 'assetSaved', params: ({ event }) => ({ assetId: event.output.id, created: false }) },
              assign(({ context, event }) => contextFromAsset(event.output, context)),
            ],
          },
        ],
        onError: [
          {
            // Not allowed on the screens it reaches (a display's own layout): the refused screens
            // are listed at the category, the field that can make it allowed.
            guard: ({ event }) => violationsOf(event.error) !== null,
            target: 'editing.saveFailed',
            actions: assign({ violations: ({ event }) => violationsOf(event.error) ?? [] }),
          },
          {
            // A refusal by field is shown at those fields: the one message, and no advice to try
            // again, which would fail the same way.
            guard: ({ event }) => Object.keys(fieldErrorsFromFailure(event.error)).some((field) => FIELDS_SHOWN.has(field)),
            target: 'editing.saveFailed',
            actions: assign({ fieldErrors: ({ event }) => fieldErrorsFromFailure(event.error) }),
          },
          {
            // Refused for a reason no field shows (a placement's value, a conflict): the server's
            // own words, and again no "try again".
            guard: ({ event }) => refusalText(event.error) !== null,
            target: 'editing.saveFailed',
            actions: { type: 'showToast', params: ({ event }) => ({ title: 'Not saved', description: refusalText(event.error) ?? '', variant: 'destructive' }) },
          },
          {
            guard: 'isNewAsset',
            target: 'editing.saveFailed',
            actions: { type: 'showToast', params: ASSET_CREATE_FAILED_TOAST },
          },
          { target: 'editing.saveFailed', actions: { type: 'showToast', params: ASSET_UPDATE_FAILED_TOAST } },
        ],
      },
    },
  },
});

import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { AssetListItem } from '../../../contract/assets.ts';
import type { Category } from '../../../contract/compliance.ts';
import type { Violation } from '../../../contract/complianceRules.ts';
import type { assetEditorMachine, AssetEditorEvent, CanvasPlacement, Zoom } from '../../../machines/assetEditor.machine.ts';
import {
  selectAssetEditorStatus,
  selectCanSave,
  selectConfigDialog,
  selectMissingForSave,
  selectSelectedPlacement,
  type AssetEditorStatus,
  type ConfigDialogView,
} from '../../../machines/assetEditor.selectors.ts';

/** Everything the editor view shows of the machine, read once per render. */
export interface EditorViewState {
  status: AssetEditorStatus;
  name: string;
  themeId: string | null;
  category: Category;
  /** Canvas size as CSS lengths (docs/product.md#states). */
  width: string;
  height: string;
  placements: CanvasPlacement[];
  selected: CanvasPlacement | null;
  missingForSave: string[];
  canSave: boolean;
  canUndo: boolean;
  canRedo: boolean;
  zoom: Zoom;
  announcement: string;
  configDialog: ConfigDialogView;
  /** The server's refusals of the last save, by field ('name', 'width', 'height'). */
  fieldErrors: Record<string, string>;
  /** The screens the last save was refused on (409). */
  violations: Violation[];
}

/** An asset the library offers: what the editor needs to place it, and its theme's name. */
export interface LibraryAsset extends AssetListItem {
  themeName: string | null;
}

export type SendEditorEvent = (event: AssetEditorEvent) => void;

const sameList = (a: string[], b: string[]) => a.join('\n') === b.join('\n');
const sameDialog = (a: ConfigDialogView, b: ConfigDialogView) =>
  a.open === b.open && a.assetName === b.assetName && a.configSchema === b.configSchema;

/** Reads the editor's view state from a running asset editor machine (routes and stories alike). */
export function useEditorViewState(actor: ActorRefFrom<typeof assetEditorMachine>): EditorViewState {
  return {
    status: useSelector(actor, selectAssetEditorStatus),
    name: useSelector(actor, (snapshot) => snapshot.context.name),
    themeId: useSelector(actor, (snapshot) => snapshot.context.themeId),
    category: useSelector(actor, (snapshot) => snapshot.context.category),
    width: useSelector(actor, (snapshot) => snapshot.context.width),
    height: useSelector(actor, (snapshot) => snapshot.context.height),
    placements: useSelector(actor, (snapshot) => snapshot.context.placements),
    selected: useSelector(actor, selectSelectedPlacement),
    missingForSave: useSelector(actor, selectMissingForSave, sameList),
    canSave: useSelector(actor, selectCanSave),
    canUndo: useSelector(actor, (snapshot) => snapshot.context.past.length > 0 && snapshot.hasTag('editable')),
    canRedo: useSelector(actor, (snapshot) => snapshot.context.future.length > 0 && snapshot.hasTag('editable')),
    zoom: useSelector(actor, (snapshot) => snapshot.context.zoom),
    announcement: useSelector(actor, (snapshot) => snapshot.context.announcement),
    configDialog: useSelector(actor, selectConfigDialog, sameDialog),
    fieldErrors: useSelector(actor, (snapshot) => snapshot.context.fieldErrors),
    violations: useSelector(actor, (snapshot) => snapshot.context.violations),
  };
}

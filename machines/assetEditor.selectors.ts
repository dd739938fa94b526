import type { SnapshotFrom } from 'xstate';
import { messages } from '../contract/messages.ts';
import type { assetEditorMachine, CanvasPlacement } from './assetEditor.machine.ts';

type AssetEditorSnapshot = SnapshotFrom<typeof assetEditorMachine>;

/** docs/product.md#states: what the Save button's tooltip lists as missing, in this order. */
export function selectMissingForSave(snapshot: AssetEditorSnapshot): string[] {
  const missing: string[] = [];
  if (snapshot.context.name.trim() === '') missing.push(messages.assetNameRequired);
  if (snapshot.context.placements.length === 0) missing.push(messages.assetPlacementRequired);
  return missing;
}

/** Save is enabled with a name and at least one placement, and never while saving. */
export function selectCanSave(snapshot: AssetEditorSnapshot): boolean {
  if (!snapshot.hasTag('editable') || snapshot.matches({ editing: 'configuring' })) return false;
  return selectMissingForSave(snapshot).length === 0;
}

export function selectSelectedPlacement(snapshot: AssetEditorSnapshot): CanvasPlacement | null {
  const { selectedId, placements } = snapshot.context;
  return placements.find((placement) => placement.selectionId === selectedId) ?? null;
}

export type AssetEditorStatus = 'loading' | 'notFound' | 'error' | 'editing' | 'saving';

export function selectAssetEditorStatus(snapshot: AssetEditorSnapshot): AssetEditorStatus {
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'error';
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('editing')) return 'editing';
  return 'loading';
}

/** The config dialog for a dropped asset: open with the asset's schema text, or closed. */
export interface ConfigDialogView {
  open: boolean;
  configSchema: string | null;
  assetName: string | null;
}

export function selectConfigDialog(snapshot: AssetEditorSnapshot): ConfigDialogView {
  const pending = snapshot.matches({ editing: 'configuring' }) ? snapshot.context.pending : null;
  return {
    open: pending !== null,
    configSchema: pending?.asset.configSchema ?? null,
    assetName: pending?.asset.name ?? null,
  };
}

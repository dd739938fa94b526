import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useCallback } from 'react';
import { fromPromise } from 'xstate';
import type { Asset, AssetSaveRequest, AssetType } from '../../../contract/assets.ts';
import { assetEditorMachine, type AssetEditorEvent } from '../../../machines/assetEditor.machine.ts';
import { assetKeys } from '../../api/assets.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';

export interface AssetEditorActorOptions {
  assetId: string | null;
  type?: AssetType;
  load: (assetId: string) => Promise<Asset | null>;
  save: (request: AssetSaveRequest) => Promise<Asset>;
  /** After a save: e.g. go to /assets after a create. */
  onSaved?: (saved: { assetId: string; created: boolean }) => void;
}

/** The asset editor machine wired to the API, the toasts and the query cache. */
export function useAssetEditorActor({ assetId, type, load, save, onSaved }: AssetEditorActorOptions) {
  const showToast = useToast();
  const queryClient = useQueryClient();
  const actor = useActorRef(
    assetEditorMachine.provide({
      actors: {
        loadAsset: fromPromise(({ input }: { input: { assetId: string } }) => load(input.assetId)),
        saveAsset: fromPromise(({ input }: { input: AssetSaveRequest }) => save(input)),
      },
      actions: {
        showToast: (_, toast) => showToast(toast),
        assetSaved: (_, saved) => {
          void queryClient.invalidateQueries({ queryKey: assetKeys.all });
          onSaved?.(saved);
        },
      },
    }),
    { input: { assetId, ...(type ? { type } : {}) } },
  );
  const send = useCallback((event: AssetEditorEvent) => actor.send(event), [actor]);
  return { actor, send };
}

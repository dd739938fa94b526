import { useMemo } from 'react';
import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { Asset } from '../../../contract/assets.ts';
import { buildLayoutTree } from '../../../contract/layout/buildLayoutTree.ts';
import type { EditorViewState } from './editorState.ts';

export interface EditorTreeSource {
  state: EditorViewState;
  files: readonly AssetFile[];
  groups: readonly Asset[];
  mediaUrl?: ((path: string) => string) | undefined;
}

/** The tree the one renderer draws for the editor's working state (canvas, previews). */
export function useEditorTree({ state, files, groups, mediaUrl }: EditorTreeSource) {
  const { name, width, height, placements } = state;
  return useMemo(
    () =>
      buildLayoutTree({
        assetId: null,
        name,
        width,
        height,
        updatedUtc: '',
        placements,
        files,
        assets: groups,
        ...(mediaUrl ? { mediaUrl } : {}),
      }),
    [name, width, height, placements, files, groups, mediaUrl],
  );
}

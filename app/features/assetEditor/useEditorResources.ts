import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { Asset } from '../../../contract/assets.ts';
import type { Theme } from '../../../contract/themes.ts';
import { assetFilesQuery } from '../../api/assetFiles.ts';
import { assetsQuery } from '../../api/assets.ts';
import { themesQuery } from '../../api/themes.ts';
import type { LibraryAsset } from './editorState.ts';

export interface EditorResources {
  library: LibraryAsset[];
  groups: Asset[];
  files: AssetFile[];
  themes: Theme[];
}

const BASE_FIRST: Record<string, number> = {
  TEXT: 0,
  IMAGE: 1,
  VIDEO: 2,
  PANEL: 3,
  CLOCK: 4,
  COUNTDOWN: 5,
  TICKER: 6,
  QRCODE: 7,
  DATAVALUE: 8,
  DATALIST: 9,
  GROUP: 10,
};

/** What can be placed: the base assets and widgets, then GROUP layouts by name; never the asset being edited. */
export function libraryOf(assets: readonly Asset[], themes: readonly Theme[], editedId: string | null): LibraryAsset[] {
  return assets
    .filter((asset) => asset.type !== 'DISPLAY' && asset.id !== editedId)
    .sort((a, b) => (BASE_FIRST[a.type] ?? 11) - (BASE_FIRST[b.type] ?? 11) || a.name.localeCompare(b.name))
    .map((asset) => ({
      id: asset.id,
      name: asset.name,
      type: asset.type,
      configSchema: asset.configSchema,
      themeName: themes.find((theme) => theme.id === asset.themeId)?.name ?? null,
    }));
}

/** The asset list, asset files and themes the editor draws and offers (each its own cached query). */
export function useEditorResources(editedId: string | null): EditorResources {
  const assets = useQuery(assetsQuery());
  const files = useQuery(assetFilesQuery());
  const themes = useQuery(themesQuery());
  return useMemo(() => {
    const all = assets.data ?? [];
    return {
      library: libraryOf(all, themes.data ?? [], editedId),
      groups: all.filter((asset) => asset.type === 'GROUP'),
      files: files.data ?? [],
      themes: themes.data ?? [],
    };
  }, [assets.data, files.data, themes.data, editedId]);
}

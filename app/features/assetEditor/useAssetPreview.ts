import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { AssetApproval } from '../../../contract/approvals.ts';
import { savedLayoutTree } from '../../../contract/layout/savedLayoutTree.ts';
import { LIVE_DATA_WIDGET_TYPES } from '../../../contract/layout/widgets.ts';
import { assetFilesQuery } from '../../api/assetFiles.ts';
import { assetsQuery } from '../../api/assets.ts';
import { apiUrl } from '../../api/client.ts';
import { queriesStatus } from '../../api/queryStatus.ts';
import type { AssetPreviewLoad } from './AssetPreviewView.tsx';

export interface AssetPreview {
  load: AssetPreviewLoad;
  /** The layout's name once it has loaded (the page's heading); empty before. */
  name: string;
  /** Its approval as the server answered it; null for other kinds and before the load. */
  approval: AssetApproval | null;
  /** It places a data value or data list, or a layout that may hold one: the page reads the live values (as the editor does). */
  liveData: boolean;
  retry: () => void;
}

/**
 * A layout read, not edited (docs/permissions.md#in-the-browser), as the tree the one renderer
 * draws. GET /api/asset answers every asset whole (placements, approval), and the layouts placed in
 * this one are drawn from it too, so the layout is taken from that list, as the playlists' previews
 * do: one request fewer, and no single-asset query in the editor's budgeted chunk
 * (docs/decisions.md#browser-side). Ready once the asset files have answered too, so no image is
 * drawn missing on the way; a layout not in the list is not found.
 */
export function useAssetPreview(assetId: string): AssetPreview {
  const assets = useQuery(assetsQuery());
  const files = useQuery(assetFilesQuery());
  const status = queriesStatus(assets, files);
  const asset = assets.data?.find((candidate) => candidate.id === assetId);
  const tree = useMemo(() => {
    if (!asset || !assets.data || !files.data) return null;
    // Media paths joined to the API host, as the playlists' previews do (mediaUrl.ts is the editor's).
    return savedLayoutTree(asset, files.data, assets.data.filter((candidate) => candidate.type === 'GROUP'), apiUrl);
  }, [asset, assets.data, files.data]);
  const { refetch: refetchAssets } = assets;
  const { refetch: refetchFiles } = files;
  const retry = useCallback(() => {
    void refetchAssets();
    void refetchFiles();
  }, [refetchAssets, refetchFiles]);
  const load: AssetPreviewLoad = status !== 'ready' ? { status } : tree ? { status: 'ready', tree } : { status: 'notFound' };
  const liveData = (asset?.placements ?? []).some(({ asset: placed }) => LIVE_DATA_WIDGET_TYPES.includes(placed.type) || placed.type === 'GROUP');
  return { load, name: asset?.name ?? '', approval: asset?.approval ?? null, liveData, retry };
}

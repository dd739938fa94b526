import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { AssetApproval } from '../../../contract/approvals.ts';
import { buildLayoutTree, layoutPlacementsOf } from '../../../contract/layout/buildLayoutTree.ts';
import { assetFilesQuery } from '../../api/assetFiles.ts';
import { assetQuery, assetsQuery } from '../../api/assets.ts';
import { queriesStatus, recordLoad } from '../../api/queryStatus.ts';
import type { AssetPreviewLoad } from './AssetPreviewView.tsx';
import { mediaUrl } from './mediaUrl.ts';

export interface AssetPreview {
  load: AssetPreviewLoad;
  /** The layout's name once it has loaded (the page's heading); empty before. */
  name: string;
  /** Its approval as the server answered it; null for other kinds and before the load. */
  approval: AssetApproval | null;
  retry: () => void;
}

/**
 * A layout read, not edited (docs/permissions.md#in-the-browser): GET /api/asset/{id}, with the
 * asset files and layouts its images, videos and placed layouts draw from, as the tree the one
 * renderer draws. Ready once all three have answered, so no image is drawn missing on the way.
 */
export function useAssetPreview(assetId: string): AssetPreview {
  const asset = useQuery(assetQuery(assetId));
  const assets = useQuery(assetsQuery());
  const files = useQuery(assetFilesQuery());
  const record = recordLoad(asset);
  const resources = queriesStatus(assets, files);
  const tree = useMemo(() => {
    if (!asset.data || !assets.data || !files.data) return null;
    return buildLayoutTree({
      assetId: asset.data.id,
      name: asset.data.name,
      width: asset.data.width,
      height: asset.data.height,
      updatedUtc: asset.data.updatedUtc,
      placements: layoutPlacementsOf(asset.data.placements),
      files: files.data,
      assets: assets.data.filter((candidate) => candidate.type === 'GROUP'),
      mediaUrl,
    });
  }, [asset.data, assets.data, files.data]);
  const { refetch: refetchAsset } = asset;
  const { refetch: refetchAssets } = assets;
  const { refetch: refetchFiles } = files;
  const retry = useCallback(() => {
    void refetchAsset();
    void refetchAssets();
    void refetchFiles();
  }, [refetchAsset, refetchAssets, refetchFiles]);
  const load: AssetPreviewLoad =
    record.status !== 'ready'
      ? { status: record.status }
      : resources === 'error'
        ? { status: 'error' }
        : tree
          ? { status: 'ready', tree }
          : { status: 'loading' };
  return { load, name: asset.data?.name ?? '', approval: asset.data?.approval ?? null, retry };
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Asset } from '../../../contract/assets.ts';
import { categories, type Category } from '../../../contract/compliance.ts';
import { assetFilesQuery } from '../../api/assetFiles.ts';
import { assetDeleteConflict, assetKeys, assetsQuery, deleteAsset, duplicateAsset } from '../../api/assets.ts';
import { apiUrl } from '../../api/client.ts';
import { useAddressFields } from '../../routing/useAddressFields.ts';
import { usePermission } from '../../session/usePermission.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import { useRecordDialog } from '../../shared/mutations/useRecordDialog.ts';
import { ASSETS_LOAD_ERROR_TITLE, deleteAssetTexts, duplicateAssetTexts } from './assetsTexts.ts';
import { groupAssets, type AssetsViewProps } from './AssetsView.tsx';
import type { AssetDeleteRefusal } from './DeleteAssetDialog.tsx';
import { queryStatus } from '../../api/queryStatus.ts';

const FIELD_KEYS = ['category'] as const;
/** A category the address names, if it is one (an old or hand-edited link lists every layout). */
const categoryOf = (value: string | undefined): Category | undefined => categories.find((category) => category === value);

/**
 * /assets?category= wired to the API: the list (and the files its thumbnails show), Duplicate, and Delete
 * with its confirmation. Both run as mutationDialog machines (docs/product.md#states: progress toast, success or
 * error toast, refetch); Duplicate has no dialog of its own, so it opens and submits at once.
 * Those without content.edit (an approver) read and open layouts only: the server refuses the rest (docs/permissions.md).
 */
export function useAssetsPage(): AssetsViewProps {
  const canEdit = usePermission('content.edit');
  const query = useQuery(assetsQuery());
  const [address, setAddress] = useAddressFields(FIELD_KEYS);
  const category = categoryOf(address.category);
  useErrorToast(query.error, ASSETS_LOAD_ERROR_TITLE);
  // The thumbnails draw without media until (or unless) the files arrive.
  const files = useQuery(assetFilesQuery());
  const [duplicatingId, setDuplicatingId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<AssetDeleteRefusal | null>(null);

  const duplicate = useMutationDialog(
    duplicateAssetTexts,
    async (assetId: string) => {
      setDuplicatingId(assetId);
      try {
        return await duplicateAsset(assetId);
      } finally {
        setDuplicatingId(null);
      }
    },
    assetKeys.all,
  );
  const remove = useRecordDialog(
    deleteAssetTexts,
    async (asset: Asset) => {
      try {
        return await deleteAsset(asset.id);
      } catch (error) {
        // 409: the dialog says where the asset is used, in the server's words.
        setRefusal(assetDeleteConflict(error));
        throw error;
      }
    },
    assetKeys.all,
  );

  return {
    status: queryStatus(query),
    assets: groupAssets(query.data ?? []),
    category,
    onCategoryChange: (next) => setAddress({ category: next }),
    files: files.data ?? [],
    mediaUrl: apiUrl,
    canEdit,
    duplicatingId,
    onDuplicate: (asset) => {
      if (duplicatingId !== null) return;
      duplicate.open();
      duplicate.submit(asset.id);
    },
    remove: {
      ...remove,
      refusal,
      open: (asset) => {
        setRefusal(null);
        remove.open(asset);
      },
    },
  };
}

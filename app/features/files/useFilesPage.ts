import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AssetFileUser } from '../../../contract/assetFiles.ts';
import {
  assetFileKeys,
  assetFilesQuery,
  assetFileUrl,
  assetsBlockingDelete,
  createAssetFile,
  deleteAssetFile,
  updateAssetFile,
} from '../../api/assetFiles.ts';
import { usePermission } from '../../session/usePermission.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import { useRecordDialog } from '../../shared/mutations/useRecordDialog.ts';
import type { AssetFileFormValues } from './assetFileForm.ts';
import type { FileCardItem } from './FileCard.tsx';
import { addFileTexts, deleteFileTexts, editFileTexts, FILES_LOAD_ERROR_TITLE } from './filesTexts.ts';
import type { FilesViewProps } from './FilesView.tsx';
import { queryStatus } from '../../api/queryStatus.ts';

/** Runs an upload with its progress on show (0–100), cleared when it ends either way. */
async function withProgress<T>(setProgress: (percent: number | null) => void, run: (onProgress: (percent: number) => void) => Promise<T>) {
  setProgress(0);
  try {
    return await run(setProgress);
  } finally {
    setProgress(null);
  }
}

/**
 * /files wired to the API: the list query, and the add, edit and delete dialogs, each a
 * mutationDialog machine (docs/product.md#states: progress toast, success or error toast, refetch, close).
 * Those without content.edit (an approver) only read: the server refuses the rest (docs/permissions.md).
 */
export function useFilesPage(): FilesViewProps {
  const canEdit = usePermission('content.edit');
  const query = useQuery(assetFilesQuery());
  useErrorToast(query.error, FILES_LOAD_ERROR_TITLE);
  const [addProgress, setAddProgress] = useState<number | null>(null);
  const [editProgress, setEditProgress] = useState<number | null>(null);
  const [blockedBy, setBlockedBy] = useState<AssetFileUser[] | null>(null);

  const add = useMutationDialog(
    addFileTexts,
    (values: AssetFileFormValues) => withProgress(setAddProgress, (onProgress) => createAssetFile(values, onProgress)),
    assetFileKeys.all,
  );
  const edit = useRecordDialog(
    editFileTexts,
    (file: FileCardItem, values: AssetFileFormValues) =>
      withProgress(setEditProgress, (onProgress) => updateAssetFile(file.id, values, onProgress)),
    assetFileKeys.all,
  );
  const remove = useRecordDialog(
    deleteFileTexts,
    async (file: FileCardItem) => {
      try {
        return await deleteAssetFile(file.id);
      } catch (error) {
        // 409: the dialog names the assets that still use the file.
        setBlockedBy(assetsBlockingDelete(error));
        throw error;
      }
    },
    assetFileKeys.all,
  );

  return {
    status: queryStatus(query),
    files: (query.data ?? []).map((file) => ({ ...file, url: assetFileUrl(file.fileName) })),
    canEdit,
    add: { ...add, progress: addProgress },
    edit: { ...edit, progress: editProgress },
    remove: {
      ...remove,
      blockedBy,
      open: (file) => {
        setBlockedBy(null);
        remove.open(file);
      },
    },
  };
}

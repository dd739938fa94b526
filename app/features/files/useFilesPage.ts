import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { AssetFileUser } from '../../../contract/assetFiles.ts';
import { mutationDialogMachine } from '../../../machines/mutationDialog.machine.ts';
import { selectMutationDialog } from '../../../machines/mutationDialog.selectors.ts';
import {
  assetFileKeys,
  assetFilesQuery,
  assetFileUrl,
  assetsBlockingDelete,
  createAssetFile,
  deleteAssetFile,
  updateAssetFile,
} from '../../api/assetFiles.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import type { AssetFileFormValues } from './assetFileForm.ts';
import type { FileCardItem } from './FileCard.tsx';
import { addFileTexts, deleteFileTexts, editFileTexts, FILES_LOAD_ERROR_TITLE } from './filesTexts.ts';
import type { FilesViewProps } from './FilesView.tsx';

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
 * mutationDialog machine (SPEC §4: progress toast, success or error toast, refetch, close).
 */
export function useFilesPage(): FilesViewProps {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const query = useQuery(assetFilesQuery());
  useErrorToast(query.error, FILES_LOAD_ERROR_TITLE);
  const [addProgress, setAddProgress] = useState<number | null>(null);
  const [editProgress, setEditProgress] = useState<number | null>(null);
  const [editing, setEditing] = useState<FileCardItem | null>(null);
  const [deleting, setDeleting] = useState<FileCardItem | null>(null);
  const [blockedBy, setBlockedBy] = useState<AssetFileUser[] | null>(null);

  const actions = {
    showToast: (_: unknown, toast: Parameters<typeof showToast>[0]) => showToast(toast),
    refetch: () => void queryClient.invalidateQueries({ queryKey: assetFileKeys.all }),
  };

  const add = useActorRef(
    mutationDialogMachine.provide({
      actors: {
        mutate: fromPromise<unknown, { values: unknown }>(({ input }) =>
          withProgress(setAddProgress, (onProgress) => createAssetFile(input.values as AssetFileFormValues, onProgress)),
        ),
      },
      actions,
    }),
    { input: addFileTexts },
  );
  const edit = useActorRef(
    mutationDialogMachine.provide({
      actors: {
        mutate: fromPromise<unknown, { values: unknown }>(({ input }) => {
          const { id, values } = input.values as { id: string; values: AssetFileFormValues };
          return withProgress(setEditProgress, (onProgress) => updateAssetFile(id, values, onProgress));
        }),
      },
      actions,
    }),
    { input: editFileTexts },
  );
  const remove = useActorRef(
    mutationDialogMachine.provide({
      actors: {
        mutate: fromPromise<unknown, { values: unknown }>(async ({ input }) => {
          try {
            return await deleteAssetFile(String(input.values));
          } catch (error) {
            // 409: the dialog names the assets that still use the file.
            setBlockedBy(assetsBlockingDelete(error));
            throw error;
          }
        }),
      },
      actions,
    }),
    { input: deleteFileTexts },
  );
  const addDialog = useSelector(add, selectMutationDialog);
  const editDialog = useSelector(edit, selectMutationDialog);
  const deleteDialog = useSelector(remove, selectMutationDialog);

  return {
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    files: (query.data ?? []).map((file) => ({ ...file, url: assetFileUrl(file.fileName) })),
    addDialog: { ...addDialog, progress: addProgress },
    onAddOpen: () => add.send({ type: 'dialog.open' }),
    onAddClose: () => add.send({ type: 'dialog.close' }),
    onAddSubmit: (values) => add.send({ type: 'dialog.submit', values }),
    editing,
    editDialog: { ...editDialog, progress: editProgress },
    onEditOpen: (file) => {
      setEditing(file);
      edit.send({ type: 'dialog.open' });
    },
    onEditClose: () => edit.send({ type: 'dialog.close' }),
    onEditSubmit: (values) => {
      if (editing) edit.send({ type: 'dialog.submit', values: { id: editing.id, values } });
    },
    deleting,
    deleteDialog: { ...deleteDialog, blockedBy },
    onDeleteOpen: (file) => {
      setDeleting(file);
      setBlockedBy(null);
      remove.send({ type: 'dialog.open' });
    },
    onDeleteClose: () => remove.send({ type: 'dialog.close' }),
    onDeleteConfirm: () => {
      if (deleting) remove.send({ type: 'dialog.submit', values: deleting.id });
    },
  };
}

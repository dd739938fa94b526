import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { mutationDialogMachine } from '../../../machines/mutationDialog.machine.ts';
import { selectMutationDialog } from '../../../machines/mutationDialog.selectors.ts';
import { clientKeys } from '../../api/clients.ts';
import { deleteLogo, uploadLogo, type LogoOwner } from '../../api/logos.ts';
import { venueKeys } from '../../api/venues.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import type { LogoCardProps } from './LogoCard.tsx';

/** SPEC §8 toasts of the logo card; the error titles differ between the two pages. */
const texts = {
  client: {
    upload: { progressText: 'Uploading logo...', successTitle: 'Successfully uploaded logo', errorTitle: 'Error uploading client logo' },
    remove: { progressText: 'Deleting logo...', successTitle: 'Successfully deleted logo', errorTitle: 'Error deleting client logo' },
  },
  venue: {
    upload: { progressText: 'Uploading logo...', successTitle: 'Successfully uploaded logo', errorTitle: 'Error uploading venue logo' },
    remove: { progressText: 'Deleting logo...', successTitle: 'Successfully deleted logo', errorTitle: 'Error deleting logo' },
  },
} as const;

/** The upload and delete dialogs of a logo card, each a mutationDialog machine (SPEC §4). */
export function useLogoCard(owner: LogoOwner, id: string) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  // Logos show on lists too (clients list, venues list, a client's venues): refresh both families.
  const refetch = () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      queryClient.invalidateQueries({ queryKey: venueKeys.all }),
    ]);

  const upload = useActorRef(
    mutationDialogMachine.provide({
      actors: {
        mutate: fromPromise<unknown, { values: unknown }>(async ({ input }) => {
          setProgress(0);
          try {
            return await uploadLogo(owner, id, input.values as File, setProgress);
          } finally {
            setProgress(null);
          }
        }),
      },
      actions: { showToast: (_, toast) => showToast(toast), refetch },
    }),
    { input: texts[owner].upload },
  );
  const remove = useActorRef(
    mutationDialogMachine.provide({
      actors: { mutate: fromPromise<unknown, { values: unknown }>(() => deleteLogo(owner, id)) },
      actions: { showToast: (_, toast) => showToast(toast), refetch },
    }),
    { input: texts[owner].remove },
  );
  const uploadDialog = useSelector(upload, selectMutationDialog);
  const deleteDialog = useSelector(remove, selectMutationDialog);

  return {
    uploadDialog: { ...uploadDialog, progress },
    onUploadOpen: () => upload.send({ type: 'dialog.open' }),
    onUploadClose: () => upload.send({ type: 'dialog.close' }),
    onUploadSubmit: (file: File) => upload.send({ type: 'dialog.submit', values: file }),
    deleteDialog,
    onDeleteOpen: () => remove.send({ type: 'dialog.open' }),
    onDeleteClose: () => remove.send({ type: 'dialog.close' }),
    onDeleteConfirm: () => remove.send({ type: 'dialog.submit', values: null }),
  } satisfies Partial<LogoCardProps>;
}

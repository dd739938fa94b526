import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clientKeys } from '../../api/clients.ts';
import { deleteLogo, uploadLogo, type LogoOwner } from '../../api/logos.ts';
import { venueKeys } from '../../api/venues.ts';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import type { LogoCardProps } from './LogoCard.tsx';

/** docs/product.md#messages toasts of the logo card; the error titles differ between the two pages. */
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

/** The upload and delete dialogs of a logo card, each a mutationDialog machine (docs/product.md#states). */
export function useLogoCard(owner: LogoOwner, id: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  // Logos show on lists too (clients list, venues list, a client's venues): refresh both families.
  const refetch = () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      queryClient.invalidateQueries({ queryKey: venueKeys.all }),
    ]);

  const upload = useMutationDialog(
    texts[owner].upload,
    async (file: File) => {
      setProgress(0);
      try {
        return await uploadLogo(owner, id, file, setProgress);
      } finally {
        setProgress(null);
      }
    },
    refetch,
  );
  const remove = useMutationDialog(texts[owner].remove, () => deleteLogo(owner, id), refetch);

  return {
    uploadDialog: { ...upload.view, progress },
    onUploadOpen: upload.open,
    onUploadClose: upload.close,
    onUploadSubmit: upload.submit,
    deleteDialog: remove.view,
    onDeleteOpen: remove.open,
    onDeleteClose: remove.close,
    onDeleteConfirm: () => remove.submit(null),
  } satisfies Partial<LogoCardProps>;
}

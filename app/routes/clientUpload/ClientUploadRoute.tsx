import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CLIENT_UPLOAD_FIELD } from '../../../contract/clientUpload.ts';
import { fieldErrorsFromProblem, isValidationProblem, problemFromError } from '../../../contract/problems.ts';
import { clientKeys } from '../../api/clients.ts';
import { uploadClients } from '../../api/clientUpload.ts';
import { venueKeys } from '../../api/venues.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { ClientUploadView } from '../../features/clients/upload/ClientUploadView.tsx';

/** The server's message about the file itself (400 on the CSV field). */
function fileErrorOf(error: unknown): string | null {
  const problem = problemFromError(error);
  if (!problem || !isValidationProblem(problem)) return null;
  return fieldErrorsFromProblem(problem)[CLIENT_UPLOAD_FIELD] ?? null;
}

/** Any other failure (413, 415, 403, network) is about the whole form. */
function formErrorOf(error: unknown): string | null {
  if (!error || fileErrorOf(error) !== null) return null;
  return problemFromError(error)?.title ?? 'Something went wrong. Please try again.';
}

/** /clients/upload: admins only (docs/decisions.md#who-may-do-what), which the adminOnly guard of the route tree enforces. */
export function ClientUploadRoute() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [progress, setProgress] = useState<number | null>(null);

  const mutation = useMutation({
    mutationFn: (chosen: File) => uploadClients(chosen, setProgress),
    onSettled: () => setProgress(null),
    onSuccess: async (result) => {
      if (result.applied) {
        showToast({ title: 'Clients uploaded', variant: 'success' });
      } else {
        const rows = result.rowErrors.length;
        showToast({
          title: 'Error uploading clients',
          description: `${rows} ${rows === 1 ? 'row has' : 'rows have'} errors; nothing was changed.`,
          variant: 'destructive',
        });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
        queryClient.invalidateQueries({ queryKey: venueKeys.all }),
      ]);
    },
    onError: (error) => {
      const title = problemFromError(error)?.title;
      showToast({ title: 'Error uploading clients', variant: 'destructive', ...(title ? { description: title } : {}) });
    },
  });

  return (
    <ClientUploadView
      onFileChange={() => mutation.reset()}
      progress={progress}
      uploading={mutation.isPending}
      fileError={fileErrorOf(mutation.error)}
      formError={formErrorOf(mutation.error)}
      result={mutation.data ?? null}
      onSubmit={(chosen) => mutation.mutate(chosen)}
    />
  );
}

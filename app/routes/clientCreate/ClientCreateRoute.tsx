import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isValidationProblem, problemFromError } from '../../../contract/problems.ts';
import { clientKeys, createClient } from '../../api/clients.ts';
import { useFieldErrors } from '../../api/fieldErrors.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { ClientCreateView } from '../../features/clients/ClientCreateView.tsx';

/** A failure that is not about one field (409 name taken, 403…) is shown over the form. */
function formErrorOf(error: unknown): string | null {
  if (!error) return null;
  const problem = problemFromError(error);
  if (problem && isValidationProblem(problem)) return null;
  return problem?.title ?? 'Something went wrong. Please try again.';
}

/** /clients/create: on success the toast Client created and the new client's page (docs/product.md#screens). */
export function ClientCreateRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showToast = useToast();
  const mutation = useMutation({
    mutationFn: createClient,
    onSuccess: async ({ id }) => {
      showToast({ title: 'Client created', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
      await navigate(`/clients/${id}`);
    },
  });
  const fieldErrors = useFieldErrors(mutation.error);
  return (
    <ClientCreateView
      submitting={mutation.isPending}
      fieldErrors={fieldErrors}
      formError={formErrorOf(mutation.error)}
      onSubmit={(values) => mutation.mutate(values)}
    />
  );
}

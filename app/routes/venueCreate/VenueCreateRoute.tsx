import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod';
import { isValidationProblem, problemFromError } from '../../../contract/problems.ts';
import type { SelectOption } from '../../../ui-kit/index.ts';
import { clientKeys, clientOptionsQuery, clientQuery } from '../../api/clients.ts';
import { useFieldErrors } from '../../api/fieldErrors.ts';
import { regionsQuery } from '../../api/regions.ts';
import { createVenue, venueKeys } from '../../api/venues.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { VenueCreateView } from '../../features/venues/VenueCreateView.tsx';
import { queriesStatus } from '../../api/queryStatus.ts';

/** A 409 answer is about the GMV (docs/decisions.md#venues-and-alerts: GMV is unique): it lands on that field. */
const CONFLICT_FIELD = 'gmv';

/** What is about no one field (403, a network failure…) shows over the form; 400 and 409 land on fields. */
function formErrorOf(error: unknown): string | null {
  if (!error) return null;
  const problem = problemFromError(error);
  if (problem && (isValidationProblem(problem) || problem.status === 409)) return null;
  return problem?.title ?? null;
}

/**
 * The first page of clients (sorted by name) plus the preselected one when it is further down, so
 * ?clientId= always shows its name.
 */
function clientChoices(clients: { id: string; name: string }[], preselected: { id: string; name: string } | undefined): SelectOption[] {
  const all = preselected && !clients.some((client) => client.id === preselected.id) ? [preselected, ...clients] : clients;
  return all.map((client) => ({ value: client.id, label: client.name }));
}

/**
 * /venues/create?clientId=: success shows Venue created and opens the venue. Admins only (docs/product.md#roles):
 * the adminOnly guard of the route tree sends everyone else away before this renders.
 */
export function VenueCreateRoute() {
  const [searchParams] = useSearchParams();
  const requestedClientId = searchParams.get('clientId');
  const defaultClientId = z.uuid().safeParse(requestedClientId).success ? requestedClientId : null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showToast = useToast();

  const clients = useQuery(clientOptionsQuery());
  const preselected = useQuery({ ...clientQuery(defaultClientId ?? ''), enabled: defaultClientId !== null });
  const regions = useQuery(regionsQuery());
  const mutation = useMutation({
    mutationFn: createVenue,
    onSuccess: async ({ id, clientId }) => {
      showToast({ title: 'Venue created', variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: venueKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
      await navigate(`/clients/${clientId}/${id}`);
    },
    onError: () => showToast({ title: 'Error creating venue', variant: 'destructive' }),
  });
  const fieldErrors = useFieldErrors(mutation.error, CONFLICT_FIELD);

  const optionsStatus = queriesStatus(clients, regions);
  return (
    <VenueCreateView
      submitting={mutation.isPending}
      fieldErrors={fieldErrors}
      formError={formErrorOf(mutation.error)}
      onSubmit={(values) => mutation.mutate(values)}
      clientOptions={clientChoices(clients.data?.items ?? [], preselected.data)}
      regionOptions={(regions.data ?? []).map((region) => ({ value: region.id, label: region.name }))}
      optionsStatus={optionsStatus}
      defaultClientId={defaultClientId}
    />
  );
}

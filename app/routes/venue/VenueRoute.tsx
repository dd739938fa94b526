import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import type { UpdateVenueRequest } from '../../../contract/venues.ts';
import { mutationDialogMachine } from '../../../machines/mutationDialog.machine.ts';
import { selectMutationDialog } from '../../../machines/mutationDialog.selectors.ts';
import { selectIsAdmin } from '../../../machines/session.selectors.ts';
import { clientKeys } from '../../api/clients.ts';
import { isNotFound } from '../../api/notFound.ts';
import { regionsQuery } from '../../api/regions.ts';
import { deleteVenue, openHoursQuery, updateVenue, venueKeys, venueQuery } from '../../api/venues.ts';
import { VenueGenerationOneSection } from '../../features/venue/VenueGenerationOneSection.tsx';
import { VenueLogoSection } from '../../features/logos/VenueLogoSection.tsx';
import { VenueRevealSection } from '../../features/reveal/VenueRevealSection.tsx';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { VenueOpenHoursEditor } from './VenueOpenHoursEditor.tsx';
import { VenueView, type VenueLoad } from './VenueView.tsx';
import { HistorySection } from '../../features/activity/HistorySection.tsx';

/** SPEC §8 texts of the venue page's dialogs (§4 Dialogs and mutations). */
/** A GMV already in use (409) is said on the GMV field. */
const EDIT_TEXTS = {
  progressText: 'Saving details...',
  successTitle: 'Venue updated',
  errorTitle: 'Error updating venue details',
  conflictField: 'gmv',
};
const DELETE_TEXTS = { progressText: 'Deleting venue...', successTitle: 'Venue deleted', errorTitle: 'Error deleting venue' };

/** /clients/{clientId}/{venueId}: one page per venue; a new address starts afresh (dialogs closed). */
export function VenueRoute() {
  const { clientId = '', venueId = '' } = useParams();
  return <VenuePage key={`${clientId}/${venueId}`} clientId={clientId} venueId={venueId} />;
}

function VenuePage({ clientId, venueId }: { clientId: string; venueId: string }) {
  const isAdmin = useSelector(useSessionActor(), selectIsAdmin);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showToast = useToast();
  // From /link?code=…: the link dialog opens with this code.
  const linkCode = useSearchParams()[0].get('linkCode') ?? undefined;
  const venue = useQuery(venueQuery(venueId));
  const openHours = useQuery(openHoursQuery(venueId));
  const regions = useQuery(regionsQuery());
  const [editingHours, setEditingHours] = useState(false);
  const closeHoursEditor = useCallback(() => setEditingHours(false), []);

  const refreshVenueLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: venueKeys.all }),
      queryClient.invalidateQueries({ queryKey: clientKeys.all }),
    ]);

  const edit = useActorRef(
    mutationDialogMachine.provide({
      actors: { mutate: fromPromise(({ input }) => updateVenue(input.values as UpdateVenueRequest)) },
      actions: { showToast: (_, toast) => showToast(toast), refetch: () => void refreshVenueLists() },
    }),
    { input: EDIT_TEXTS },
  );
  const remove = useActorRef(
    mutationDialogMachine.provide({
      actors: { mutate: fromPromise<unknown, { values: unknown }>(() => deleteVenue(venueId)) },
      actions: {
        showToast: (_, toast) => showToast(toast),
        refetch: () => {
          void navigate(`/clients/${clientId}`);
          queryClient.removeQueries({ queryKey: venueKeys.detail(venueId) });
          void refreshVenueLists();
        },
      },
    }),
    { input: DELETE_TEXTS },
  );
  const editDialog = useSelector(edit, selectMutationDialog);
  const deleteDialog = useSelector(remove, selectMutationDialog);

  // Another client's venue, or a venue under the wrong client in the address, is not found.
  const wrongClient = venue.data !== undefined && venue.data.clientId.toLowerCase() !== clientId.toLowerCase();
  useErrorToast(venue.error && !isNotFound(venue.error) ? venue.error : null, 'Error loading venue');

  let load: VenueLoad;
  if (venue.isPending) load = { status: 'loading' };
  else if (venue.isError) load = isNotFound(venue.error) ? { status: 'notFound' } : { status: 'error' };
  else if (wrongClient) load = { status: 'notFound' };
  else load = { status: 'ready', venue: venue.data };

  return (
    <VenueView
      load={load}
      canDelete={isAdmin}
      regionOptions={(regions.data ?? []).map((region) => ({ value: region.id, label: region.name }))}
      openHours={{
        status: openHours.isPending ? 'loading' : openHours.isError ? 'error' : 'ready',
        hours: openHours.data ?? null,
        onEdit: () => setEditingHours(true),
      }}
      editDialog={editDialog}
      onEditOpen={() => edit.send({ type: 'dialog.open' })}
      onEditClose={() => edit.send({ type: 'dialog.close' })}
      onEditSubmit={(values) => edit.send({ type: 'dialog.submit', values })}
      deleteDialog={deleteDialog}
      onDeleteOpen={() => remove.send({ type: 'dialog.open' })}
      onDeleteClose={() => remove.send({ type: 'dialog.close' })}
      onDeleteConfirm={() => remove.send({ type: 'dialog.submit', values: null })}
      openHoursEditor={
        editingHours && openHours.data ? (
          <VenueOpenHoursEditor venueId={venueId} hours={openHours.data} onClose={closeHoursEditor} />
        ) : null
      }
      logoSection={<VenueLogoSection venueId={venueId} />}
      revealSection={<VenueRevealSection clientId={clientId} venueId={venueId} />}
      generationOneSection={<VenueGenerationOneSection clientId={clientId} venueId={venueId} linkCode={linkCode} />}
      historySection={<HistorySection filter={{ venueId }} watch={[venueKeys.detail(venueId), venueKeys.openHours(venueId)]} />}
    />
  );
}

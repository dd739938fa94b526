import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { UpdateVenueRequest } from '../../../contract/venues.ts';
import { clientKeys } from '../../api/clients.ts';
import { isNotFound } from '../../api/notFound.ts';
import { regionsQuery } from '../../api/regions.ts';
import { deleteVenue, openHoursQuery, updateVenue, venueKeys, venueQuery } from '../../api/venues.ts';
import { StartTakeoverButton } from '../../features/scheduling/takeovers/StartTakeoverButton.tsx';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import { VenueLogoSection } from '../../features/logos/VenueLogoSection.tsx';
import { useLinkCodeOnce } from '../../routing/linkCodeParam.ts';
import { usePermission } from '../../session/usePermission.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { VenueView, type VenueLoad } from '../../features/venues/VenueView.tsx';
import { queryStatus, recordLoad } from '../../api/queryStatus.ts';

// The sections below the first cards, and the open hours' editor, are fetched when first drawn: the
// first screen (the venue's name and cards) then waits for none of their code
// (docs/decisions.md#browser-side).
const VenueRevealSection = lazy(() => import('../../features/reveal/VenueRevealSection.tsx').then((module) => ({ default: module.VenueRevealSection })));
const VenueGenerationOneSection = lazy(() =>
  import('../../features/graphicsControllers/VenueGenerationOneSection.tsx').then((module) => ({ default: module.VenueGenerationOneSection })),
);
const VenueScreenshotsSection = lazy(() =>
  import('../../features/fleet/screenshots/VenueScreenshotsSection.tsx').then((module) => ({ default: module.VenueScreenshotsSection })),
);
const VenueSchedule = lazy(() => import('../../features/scheduling/schedules/VenueSchedule.tsx').then((module) => ({ default: module.VenueSchedule })));
const HistorySection = lazy(() => import('../../features/activity/HistorySection.tsx').then((module) => ({ default: module.HistorySection })));
const VenueOpenHoursEditor = lazy(() => import('../../features/venues/VenueOpenHoursEditor.tsx').then((module) => ({ default: module.VenueOpenHoursEditor })));

/** docs/product.md#messages texts of the venue page's dialogs (#states, Dialogs and mutations). */
/** A GMV already in use (409) is said on the GMV field. */
const EDIT_TEXTS = {
  progressText: 'Saving details...',
  successTitle: 'Venue updated',
  errorTitle: 'Error updating venue details',
  conflictField: 'gmv',
};
const DELETE_TEXTS = { progressText: 'Deleting venue...', successTitle: 'Venue deleted', errorTitle: 'Error deleting venue' };

/** How many of `count` sections to draw: none until `ready`, then one more after each commit, in a transition. */
function useSectionsInTurn(ready: boolean, count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (ready && shown < count) startTransition(() => setShown(shown + 1));
  }, [ready, shown, count]);
  return ready ? shown : 0;
}

/** /clients/{clientId}/{venueId}: one page per venue; a new address starts afresh (dialogs closed). */
export function VenueRoute() {
  const { clientId = '', venueId = '' } = useParams();
  return <VenuePage key={`${clientId}/${venueId}`} clientId={clientId} venueId={venueId} />;
}

function VenuePage({ clientId, venueId }: { clientId: string; venueId: string }) {
  // docs/permissions.md: deleting a venue, changing its details and hours, and starting a takeover
  // are for those the matrix lets.
  const canDelete = usePermission('venues.manage');
  const canEdit = usePermission('venues.edit');
  const canStartTakeover = usePermission('schedules.edit');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const linkCode = useLinkCodeOnce();
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

  const edit = useMutationDialog(EDIT_TEXTS, (values: UpdateVenueRequest) => updateVenue(values), () => void refreshVenueLists());
  const remove = useMutationDialog(DELETE_TEXTS, () => deleteVenue(venueId), () => {
    void navigate(`/clients/${clientId}`);
    queryClient.removeQueries({ queryKey: venueKeys.detail(venueId) });
    void refreshVenueLists();
  });

  // Another client's venue, or a venue under the wrong client in the address, is not found.
  const wrongClient = venue.data !== undefined && venue.data.clientId.toLowerCase() !== clientId.toLowerCase();
  useErrorToast(venue.error && !isNotFound(venue.error) ? venue.error : null, 'Error loading venue');

  const record = recordLoad(venue);
  let load: VenueLoad;
  if (record.status !== 'ready') load = record;
  else if (wrongClient) load = { status: 'notFound' };
  else load = { status: 'ready', venue: record.data };
  // The sections below the first cards (Reveal, Generation One, the schedule and week, History)
  // are drawn after the venue's name and cards, one at a time, each in a render React may
  // interrupt: the first screen paints without waiting for them, and no one long task draws and
  // commits the whole page (docs/decisions.md#browser-side). Their own calls start then too.
  const lowerSections = useSectionsInTurn(load.status === 'ready', 4);

  return (
    <VenueView
      load={load}
      canDelete={canDelete}
      canEdit={canEdit}
      regionOptions={(regions.data ?? []).map((region) => ({ value: region.id, label: region.name }))}
      openHours={{
        status: queryStatus(openHours),
        hours: openHours.data ?? null,
        onEdit: canEdit ? () => setEditingHours(true) : undefined,
      }}
      editDialog={edit.view}
      onEditOpen={edit.open}
      onEditClose={edit.close}
      onEditSubmit={edit.submit}
      deleteDialog={remove.view}
      onDeleteOpen={remove.open}
      onDeleteClose={remove.close}
      onDeleteConfirm={() => remove.submit(null)}
      openHoursEditor={
        editingHours && openHours.data ? (
          <Suspense fallback={null}>
            <VenueOpenHoursEditor venueId={venueId} hours={openHours.data} onClose={closeHoursEditor} />
          </Suspense>
        ) : null
      }
      logoSection={<VenueLogoSection venueId={venueId} />}
      revealSection={
        lowerSections >= 1 ? (
          <Suspense fallback={null}>
            <VenueRevealSection clientId={clientId} venueId={venueId} />
          </Suspense>
        ) : null
      }
      generationOneSection={
        lowerSections >= 2 ? (
          <Suspense fallback={null}>
            <VenueGenerationOneSection
              clientId={clientId}
              venueId={venueId}
              linkCode={linkCode}
              screenshots={
                <Suspense fallback={null}>
                  <VenueScreenshotsSection venueId={venueId} />
                </Suspense>
              }
            />
          </Suspense>
        ) : null
      }
      scheduleSection={
        lowerSections >= 3 ? (
          <Suspense fallback={null}>
            <VenueSchedule venueId={venueId} />
          </Suspense>
        ) : null
      }
      historySection={
        lowerSections >= 4 ? (
          <Suspense fallback={null}>
            <HistorySection filter={{ venueId }} venueClientId={clientId} watch={[venueKeys.detail(venueId), venueKeys.openHours(venueId)]} />
          </Suspense>
        ) : null
      }
      takeoverAction={canStartTakeover && venue.data ? <StartTakeoverButton reach={{ id: venue.data.id, type: 'Venue', name: venue.data.name }} /> : null}
    />
  );
}


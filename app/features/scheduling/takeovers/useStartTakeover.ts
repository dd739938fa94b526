import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { assetsQuery } from '../../../api/assets.ts';
import { playlistsQuery } from '../../../api/playlists.ts';
import { regionsQuery } from '../../../api/regions.ts';
import { reachSearchQuery } from '../../../api/search.ts';
import { startTakeover, takeoverKeys } from '../../../api/takeovers.ts';
import { fetchClientPage } from '../../../api/clients.ts';
import { fetchFleetPage } from '../../../api/fleet.ts';
import { fetchVenuePage, openHoursQuery, venueQuery } from '../../../api/venues.ts';
import { useMutationDialog } from '../../../shared/mutations/useMutationDialog.ts';
import type { Violation } from '../../../../contract/complianceRules.ts';
import { violationsOf } from '../../../../machines/complianceRefusal.ts';
import { closingAfter, type Closing } from '../../../../contract/schedule/closing.ts';
import type { TakeoverDialogProps } from './TakeoverDialog.tsx';
import { formErrorsOf, takeoverRequestOf, type ReachTarget, type TakeoverFormValues } from './takeoverForm.ts';
import { startTakeoverTexts } from './takeoverTexts.ts';
import { countReach, type ReachTotals } from './reachCount.ts';

/** A search waits this long after the last key press. */
const SEARCH_DEBOUNCE_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** "Until closing" for one venue, to show and check: its open hours read on its region's clock. */
function useClosing(venueId: string | null, open: boolean): { closing: Closing | null; label: string | undefined } {
  const enabled = open && venueId !== null;
  const venue = useQuery({ ...venueQuery(venueId ?? ''), enabled });
  const hours = useQuery({ ...openHoursQuery(venueId ?? ''), enabled });
  const regions = useQuery({ ...regionsQuery(), enabled });
  // Read once per opening and reach; the dialog is open for a minute, not for hours.
  return useMemo(() => {
    const timeZone = regions.data?.find((region) => region.id === venue.data?.regionId)?.timeZone;
    if (!enabled || !hours.data || !timeZone) return { closing: null, label: undefined };
    const closing = closingAfter(hours.data, timeZone, Date.now());
    const label =
      closing.kind === 'closes'
        ? new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(closing.atMs)
        : undefined;
    return { closing, label };
  }, [enabled, hours.data, regions.data, venue.data?.regionId]);
}

/** The list calls a reach is counted with: each list's total, for the person's own scope. */
function reachTotals(fetchVenue: (venueId: string) => Promise<{ clientId: string }>): ReachTotals {
  return {
    clients: async () => (await fetchClientPage(0, undefined, 1)).total,
    venues: async (filter) => (await fetchVenuePage(0, undefined, filter)).total,
    screens: async (filter) => (await fetchFleetPage(filter, 0, undefined, 1)).total,
    clientOfVenue: async (venueId) => (await fetchVenue(venueId)).clientId,
  };
}

export interface StartTakeover {
  open: () => void;
  dialog: TakeoverDialogProps;
}

/**
 * The start-takeover dialog wired to the API (a mutationDialog machine): the layouts and
 * playlists to choose from, the client and venue search, "until closing" for one venue, and
 * POST /api/takeovers. `initialReach` is the client or venue of the page it is started from.
 */
export function useStartTakeover(initialReach: ReachTarget[]): StartTakeover {
  // Which end the last submit chose: a refused end is shown on that field.
  const [lastDuration, setLastDuration] = useState<TakeoverFormValues['duration']>('15m');
  const [singleVenue, setSingleVenue] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const queryClient = useQueryClient();
  // The screens the last start was refused on (docs/compliance.md): listed until the next start or close.
  const [violations, setViolations] = useState<Violation[]>([]);
  const start = useMutationDialog(
    startTakeoverTexts,
    async ({ values, closing }: { values: TakeoverFormValues; closing: Closing | null }) => {
      setViolations([]);
      try {
        // The end is worked out as it starts: "15 minutes" counts from the press, not the opening.
        return await startTakeover(takeoverRequestOf(values, new Date(), closing));
      } catch (error) {
        setViolations(violationsOf(error) ?? []);
        throw error;
      }
    },
    takeoverKeys.all,
  );
  const isOpen = start.view.open;
  const assets = useQuery({ ...assetsQuery(), enabled: isOpen });
  const playlists = useQuery({ ...playlistsQuery(), enabled: isOpen });
  const searchTerm = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({ ...reachSearchQuery(searchTerm), enabled: isOpen && searchTerm !== '' });
  const { closing, label } = useClosing(singleVenue, isOpen);

  const serverErrors = start.view.fieldErrors;
  const fieldErrors = useMemo(() => formErrorsOf(serverErrors, lastDuration), [serverErrors, lastDuration]);

  const contentOptions = useMemo(
    () => [
      ...(assets.data ?? []).filter((asset) => asset.type === 'GROUP').map((asset) => ({ value: `asset:${asset.id}`, label: `Layout: ${asset.name}` })),
      ...(playlists.data?.items ?? []).map((playlist) => ({ value: `playlist:${playlist.id}`, label: `Playlist: ${playlist.name}` })),
    ],
    [assets.data, playlists.data],
  );

  return {
    open: start.open,
    dialog: {
      open: isOpen,
      submitting: start.view.submitting,
      fieldErrors,
      onClose: () => {
        setViolations([]);
        start.close();
      },
      violations,
      onSubmit: (values) => {
        setLastDuration(values.duration);
        start.submit({ values, closing });
      },
      contentOptions,
      initialReach,
      search: {
        results: (results.data ?? []).map(({ id, type, name }) => ({ id, type, name })),
        loading: results.isFetching,
        onTermChange: setTerm,
      },
      closing,
      closingLabel: label,
      onSingleVenueChange: setSingleVenue,
      countReach: (values) => countReach(values, reachTotals((venueId) => queryClient.fetchQuery(venueQuery(venueId)))),
    },
  };
}

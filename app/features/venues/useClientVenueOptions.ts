import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { SelectOption } from '../../../ui-kit/index.ts';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { clientVenueChoicesQuery } from '../../api/venues.ts';
import type { ClientSearchFilterState } from '../../shared/clientSearch/ClientSearchFilter.tsx';
import { useClientSearchFilter } from '../../shared/clientSearch/useClientSearchFilter.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';

export interface ClientVenueOptions {
  isAdmin: boolean;
  /** Admins find a client on the server; null for client users (their own client is implied). */
  clientFilter: ClientSearchFilterState | null;
  /** The chosen client's venues (a client user's own); null until there is a client. */
  venueOptions: SelectOption[] | null;
}

/** The Client and Venue choices of a filter bar (reports, activity), given the client chosen in it. */
export function useClientVenueOptions(chosenClientId: string | undefined): ClientVenueOptions {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const isAdmin = identity?.identityType === 'Admin';
  const ownClientId = identity?.identityType === 'ClientIdentity' ? identity.clientId : null;
  const clientFilter = useClientSearchFilter(chosenClientId, { enabled: isAdmin });
  const venueClientId = ownClientId ?? chosenClientId;
  const venues = useQuery({ ...clientVenueChoicesQuery(venueClientId ?? ''), enabled: venueClientId !== undefined && venueClientId !== null });
  return {
    isAdmin,
    clientFilter: isAdmin ? clientFilter : null,
    venueOptions: venueClientId ? (venues.data?.items ?? []).map((venue) => ({ value: venue.id, label: venue.name })) : null,
  };
}

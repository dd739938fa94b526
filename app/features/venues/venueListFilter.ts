import { VENUE_SORTS, type VenueSort } from '../../../contract/venues.ts';
import { venueListParams, type VenueListFilter } from '../../api/venues.ts';

/** The list's order and filters from its address (`?sort=name&inAlert=true&clientId=…`): a link can open it filtered. */
export function venueListFilterOf(params: URLSearchParams): Required<Pick<VenueListFilter, 'sort' | 'inAlert'>> & VenueListFilter {
  const sort = params.get('sort');
  const clientId = params.get('clientId');
  return {
    sort: (VENUE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as VenueSort) : 'client',
    inAlert: params.get('inAlert') === 'true',
    ...(clientId ? { clientId } : {}),
  };
}

/** The address's search for a filter, leaving out the defaults. */
export function venueListSearch(filter: VenueListFilter): string {
  const search = venueListParams(filter).toString();
  return search ? `?${search}` : '';
}

export const VENUE_SORT_LABELS: Record<VenueSort, string> = {
  client: 'Client',
  name: 'Name',
  lastSeen: 'Last seen, longest ago first',
};

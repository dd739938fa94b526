import { useSelector } from '@xstate/react';
import { Navigate, useSearchParams } from 'react-router';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { usePagedList } from '../../api/paging.ts';
import { venuePages, type VenueListFilter } from '../../api/venues.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { usePermission } from '../../session/usePermission.ts';
import { venueListFilterOf, venueListSearch } from '../../features/venues/venueListFilter.ts';
import { VenuesView } from '../../features/venues/VenuesView.tsx';

/**
 * /venues: a client user with a client goes to their own client page (docs/product.md#screens, #roles). The order
 * and the filters live in the address, so the alert badges can link to the filtered list.
 */
export function VenuesRoute() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const canCreate = usePermission('venues.manage');
  const [params, setParams] = useSearchParams();
  const filter = venueListFilterOf(params);
  const ownClientId = identity?.identityType === 'ClientIdentity' ? identity.clientId : null;
  const list = usePagedList(venuePages(filter), {
    enabled: ownClientId === null,
  });
  if (ownClientId) return <Navigate to={`/clients/${ownClientId}`} replace />;
  const onFilterChange = (next: VenueListFilter) => setParams(new URLSearchParams(venueListSearch(next)), { replace: true });
  return (
    <VenuesView
      {...list}
      onShowMore={list.showMore}
      canCreate={canCreate}
      filter={filter}
      onFilterChange={onFilterChange}
    />
  );
}

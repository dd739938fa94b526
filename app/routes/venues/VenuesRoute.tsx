import { useSelector } from '@xstate/react';
import { Navigate } from 'react-router';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { usePagedList } from '../../api/paging.ts';
import { fetchVenuePage, venueKeys } from '../../api/venues.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { VenuesView } from './VenuesView.tsx';

/** /venues: a client user with a client goes to their own client page (SPEC §2.4, §6). */
export function VenuesRoute() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const ownClientId = identity?.identityType === 'ClientIdentity' ? identity.clientId : null;
  const list = usePagedList(venueKeys.list(), (offset, signal) => fetchVenuePage(offset, signal), {
    enabled: ownClientId === null,
  });
  if (ownClientId) return <Navigate to={`/clients/${ownClientId}`} replace />;
  return <VenuesView {...list} onShowMore={list.showMore} canCreate={identity?.identityType === 'Admin'} />;
}

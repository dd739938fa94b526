import { useSelector } from '@xstate/react';
import { Navigate } from 'react-router';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { clientKeys, fetchClientPage } from '../../api/clients.ts';
import { usePagedList } from '../../api/paging.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { ClientsView } from './ClientsView.tsx';

/** /clients: a client user with a client goes straight to their own client page (docs/product.md#screens, #roles). */
export function ClientsRoute() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const ownClientId = identity?.identityType === 'ClientIdentity' ? identity.clientId : null;
  const list = usePagedList(clientKeys.list(), (offset, signal) => fetchClientPage(offset, signal), {
    enabled: ownClientId === null,
  });
  if (ownClientId) return <Navigate to={`/clients/${ownClientId}`} replace />;
  return <ClientsView {...list} onShowMore={list.showMore} />;
}

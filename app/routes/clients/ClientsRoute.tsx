import { useSelector } from '@xstate/react';
import { Navigate } from 'react-router';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { clientPages } from '../../api/clients.ts';
import { usePagedList, useShownRows } from '../../api/paging.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { usePermission } from '../../session/usePermission.ts';
import { ClientsView } from '../../features/clients/ClientsView.tsx';

/** /clients: a client user with a client goes straight to their own client page (docs/product.md#screens, #roles). */
export function ClientsRoute() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  // Creating and uploading clients are admins' (clients.create): a designer or approver only reads.
  const canCreate = usePermission('clients.create');
  const ownClientId = identity?.identityType === 'ClientIdentity' ? identity.clientId : null;
  const list = usePagedList(clientPages(), {
    enabled: ownClientId === null,
  });
  // Drawn in a render React may interrupt (useShownRows).
  const shown = useShownRows(list);
  if (ownClientId) return <Navigate to={`/clients/${ownClientId}`} replace />;
  return <ClientsView {...list} {...shown} onShowMore={list.showMore} canCreate={canCreate} />;
}

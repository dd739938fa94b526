import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CommandKind } from '../../../contract/fleet.ts';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { clientOptionsQuery } from '../../api/clients.ts';
import { FLEET_REFRESH_MS, fetchFleetPage, fleetKeys, type FleetFilter } from '../../api/fleet.ts';
import { usePagedList } from '../../api/paging.ts';
import { FLEET_LOAD_ERROR_TITLE } from '../../features/fleet/fleetTexts.ts';
import { FleetView, type FleetFilterFields } from '../../features/fleet/FleetView.tsx';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { useSendCommand } from './useSendCommand.ts';

/** /fleet: the filters live in the address; the list refreshes itself and keeps the chosen rows. */
export function FleetRoute() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const isAdmin = identity?.identityType === 'Admin';
  const [params, setParams] = useSearchParams();
  const fields: FleetFilterFields = {
    clientId: params.get('clientId') ?? undefined,
    outOfDateOnly: params.get('outOfDate') === 'true' || undefined,
  };
  const filter: FleetFilter = fields;
  const list = usePagedList(fleetKeys.list(filter), (offset, signal) => fetchFleetPage(filter, offset, signal), {
    refetchIntervalMs: FLEET_REFRESH_MS,
  });
  useErrorToast(list.error, FLEET_LOAD_ERROR_TITLE);
  const clients = useQuery({ ...clientOptionsQuery(), enabled: isAdmin });
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const { sending, send } = useSendCommand();

  const onFieldsChange = (next: FleetFilterFields) => {
    const search = new URLSearchParams();
    if (next.clientId) search.set('clientId', next.clientId);
    if (next.outOfDateOnly) search.set('outOfDate', 'true');
    setParams(search, { replace: true });
  };
  const onCommand = (kind: CommandKind) => {
    void send({ kind, target: { displayIds: selectedIds } }).then(() => setSelectedIds([]), () => undefined);
  };

  return (
    <FleetView
      fields={fields}
      onFieldsChange={onFieldsChange}
      clientOptions={isAdmin ? (clients.data?.items ?? []).map((client) => ({ value: client.id, label: client.name })) : null}
      status={list.status}
      displays={list.items}
      total={list.total}
      loadingMore={list.loadingMore}
      onShowMore={list.showMore}
      selectedIds={selectedIds}
      onSelectedIdsChange={setSelectedIds}
      sending={sending}
      onCommand={onCommand}
      renderLink={renderRouterLink}
    />
  );
}

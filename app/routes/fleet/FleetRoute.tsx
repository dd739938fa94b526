import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CommandKind } from '../../../contract/fleet.ts';
import { selectIdentity } from '../../../machines/session.selectors.ts';
import { FLEET_REFRESH_MS, fleetPages, type FleetFilter } from '../../api/fleet.ts';
import { usePagedList, useShownRows } from '../../api/paging.ts';
import { regionsQuery } from '../../api/regions.ts';
import { useClientSearchFilter } from '../../shared/clientSearch/useClientSearchFilter.ts';
import { FLEET_LOAD_ERROR_TITLE } from '../../features/fleet/fleetTexts.ts';
import { FleetView } from '../../features/fleet/FleetView.tsx';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { usePermission } from '../../session/usePermission.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { fleetAddress, fleetFilterFromAddress } from '../../features/fleet/fleetAddress.ts';
import { useSendCommand } from '../../features/fleet/useSendCommand.ts';

/**
 * /screens: the filters, search and order live in the address; the list refreshes itself every 15 s
 * (the same query, so rows keep their keys: the chosen rows, the scroll position and the focus stay)
 * and a filter change keeps the old rows until the new ones come; chosen rows it hides are let go.
 */
export function FleetRoute() {
  const identity = useSelector(useSessionActor(), selectIdentity);
  const isAdmin = identity?.identityType === 'Admin';
  const [params, setParams] = useSearchParams();
  const filter = fleetFilterFromAddress(params);
  const list = usePagedList(fleetPages(filter), {
    refetchIntervalMs: FLEET_REFRESH_MS,
    keepPreviousRows: true,
  });
  useErrorToast(list.error, FLEET_LOAD_ERROR_TITLE);
  // Drawn in a render React may interrupt (useShownRows); a command goes to the rows shown.
  const { status, items: displays, total } = useShownRows(list);
  // The filters' choices wait for the first rows: on one PGlite connection they would queue before them.
  const listed = list.status !== 'loading';
  const clientSearch = useClientSearchFilter(filter.clientId, { enabled: isAdmin, listFirstClients: listed });
  const regions = useQuery({ ...regionsQuery(), enabled: listed });
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  // A chosen row that a filter or a refresh no longer shows is no longer chosen: a command goes
  // only to rows the person can see (adjusted while rendering, so no frame counts it).
  const shownIds = new Set(displays.map((display) => display.id));
  const shownSelection = selectedIds.filter((id) => shownIds.has(id));
  if (shownSelection.length !== selectedIds.length) setSelectedIds(shownSelection);
  const { sending, send } = useSendCommand();
  // Choosing rows and sending commands are for those who may change the fleet (docs/permissions.md).
  const canCommand = usePermission('fleet.edit');
  // The permission of the Zone card's picker (FleetDisplayRoute): only who may set a zone is asked to.
  const canSetZone = usePermission('compliance.edit');

  const onFieldsChange = (next: FleetFilter) => setParams(fleetAddress(next), { replace: true });
  const onCommand = (kind: CommandKind) => {
    void send({ kind, target: { displayIds: selectedIds } }).then(() => setSelectedIds([]), () => undefined);
  };

  return (
    <FleetView
      fields={filter}
      onFieldsChange={onFieldsChange}
      clientFilter={isAdmin ? clientSearch : null}
      regionOptions={(regions.data ?? []).map((region) => ({ value: region.id, label: region.name }))}
      status={status}
      displays={displays}
      total={total}
      loadingMore={list.loadingMore}
      onShowMore={list.showMore}
      selectedIds={selectedIds}
      onSelectedIdsChange={setSelectedIds}
      sending={sending}
      onCommand={canCommand ? onCommand : undefined}
      canSetZone={canSetZone}
      refreshedAt={list.updatedAt > 0 ? list.updatedAt : undefined}
      refreshFailed={list.refreshFailed}
      renderLink={renderRouterLink}
    />
  );
}

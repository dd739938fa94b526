import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { activityKeys, fetchActivityPage, HISTORY_SIZE } from '../../api/activity.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { HistoryCard } from './HistoryCard.tsx';

export type HistoryFilter = { venueId: string } | { clientId: string } | { entityId: string[] };

/**
 * When any of the page's own queries is fetched again (after an edit on the page), so is its
 * History: the edit's record is then among the latest.
 */
function useVersionOf(keys: QueryKey[]): string {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  return useSyncExternalStore(subscribe, () => keys.map((key) => queryClient.getQueryState(key)?.dataUpdatedAt ?? 0).join(','));
}

function allHref(filter: HistoryFilter): string {
  const params = new URLSearchParams();
  if ('venueId' in filter) params.set('venueId', filter.venueId);
  if ('clientId' in filter) params.set('clientId', filter.clientId);
  if ('entityId' in filter) params.set('entityId', filter.entityId.join(','));
  return `/activity?${params.toString()}`;
}

/** The History card of a venue, client, asset or display page, wired to GET /api/activity. */
export function HistorySection({ filter, watch = [] }: { filter: HistoryFilter; watch?: QueryKey[] }) {
  const version = useVersionOf(watch);
  const query = useQuery({
    queryKey: [...activityKeys.all, 'history', filter, version],
    queryFn: ({ signal }) => fetchActivityPage(filter, 0, signal, HISTORY_SIZE),
  });
  return (
    <HistoryCard
      status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      records={query.data?.items ?? []}
      allHref={allHref(filter)}
      renderLink={renderRouterLink}
    />
  );
}

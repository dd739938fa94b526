import { hashKey, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { latestActivityQuery } from '../../api/activity.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { HistoryCard } from './HistoryCard.tsx';
import { queryStatus } from '../../api/queryStatus.ts';
import { usePermission } from '../../session/usePermission.ts';

export type HistoryFilter = { venueId: string } | { clientId: string } | { entityId: string[] };

/**
 * When any of the page's own queries is fetched again (after an edit on the page), so is its
 * History: the edit's record is then among the latest. A query's first answer is no edit: counting
 * it would fetch the History a second time while the page loads (the open hours answer after it).
 */
function useVersionOf(keys: QueryKey[]): string {
  const queryClient = useQueryClient();
  // Only the watched queries' events can move the version. Hearing the whole cache, it heard the
  // History's own new query join the cache as the History rendered with a new version, and asked
  // React to render again in the middle of that render.
  const watched = keys.map((key) => hashKey(key)).join('\n');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const hashes = new Set(watched.split('\n'));
      return queryClient.getQueryCache().subscribe((event) => {
        if (hashes.has(event.query.queryHash)) onChange();
      });
    },
    [queryClient, watched],
  );
  return useSyncExternalStore(subscribe, () =>
    keys
      .map((key) => {
        const state = queryClient.getQueryState(key);
        return state && state.dataUpdateCount > 1 ? state.dataUpdatedAt : 0;
      })
      .join(','),
  );
}

/**
 * /activity with the same filter. A venue's link names its client too: /activity offers the Venue
 * field only once a client is chosen, and a filter the person cannot see is one they cannot clear.
 */
function allHref(filter: HistoryFilter, venueClientId: string | undefined): string {
  const params = new URLSearchParams();
  if ('venueId' in filter) {
    if (venueClientId) params.set('clientId', venueClientId);
    params.set('venueId', filter.venueId);
  }
  if ('clientId' in filter) params.set('clientId', filter.clientId);
  if ('entityId' in filter) params.set('entityId', filter.entityId.join(','));
  return `/activity?${params.toString()}`;
}

interface HistorySectionProps {
  filter: HistoryFilter;
  watch?: QueryKey[];
  /** The client of the venue a venue filter names, for the "All activity" link. */
  venueClientId?: string;
}

/**
 * The History card of a venue, client, asset or display page, wired to GET /api/activity, for
 * those who may read the activity log (`activity.read`, docs/permissions.md). Nobody else sees it:
 * a designer opening a layout was shown a History card that said only "Error" (the API's 403).
 */
export function HistorySection(props: HistorySectionProps) {
  return usePermission('activity.read') ? <PermittedHistorySection {...props} /> : null;
}

function PermittedHistorySection({ filter, watch = [], venueClientId }: HistorySectionProps) {
  const version = useVersionOf(watch);
  const query = useQuery(latestActivityQuery(filter, version));
  return (
    <HistoryCard
      status={queryStatus(query)}
      records={query.data?.items ?? []}
      allHref={allHref(filter, venueClientId)}
      renderLink={renderRouterLink}
    />
  );
}

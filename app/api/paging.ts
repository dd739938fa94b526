import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { LIST_PAGE_SIZE } from '../../contract/constants.ts';
import type { Page } from '../../contract/paging.ts';

/** What a paged list screen needs from its query (docs/product.md#screens: 10 rows, Show more adds 10). */
export interface PagedList<Item> {
  status: 'loading' | 'error' | 'ready';
  /** Why the first page failed, when it did. */
  error: unknown;
  items: Item[];
  total: number;
  /** The next page is on its way. */
  loadingMore: boolean;
  showMore: () => void;
}

/** What a list that refreshes itself (the fleet) shows besides: how fresh its rows are. */
export interface LivePagedList<Item> extends PagedList<Item> {
  /** When the rows shown were last fetched (ms since the epoch; 0 before the first answer). */
  updatedAt: number;
  /** A refresh of rows already shown failed (they stay, older). */
  refreshFailed: boolean;
  /** Rows of the previous filter stay while the new one loads (`keepPreviousRows`). */
  refreshing: boolean;
}

/**
 * A server-paged list as its api/ module declares it: the key its pages are kept under and how one
 * page is fetched. Screens take the declaration whole (`usePagedList(fleetPages(filter))`), so a list's
 * key and fetch are written once.
 */
export interface PagedQuery<Item> {
  queryKey: QueryKey;
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Page<Item>>;
}

/** `?offset=&limit=` of a growing list (docs/decisions.md#lists). */
export function pagingQuery(offset: number, limit = LIST_PAGE_SIZE): string {
  return new URLSearchParams({ offset: String(offset), limit: String(limit) }).toString();
}

/**
 * A server-paged list as one growing array: each Show more asks the server for the next 10, so
 * "Showing N of M" works however long the list is.
 */
export function usePagedList<Item>(
  { queryKey, fetchPage }: PagedQuery<Item>,
  options: { enabled?: boolean; refetchIntervalMs?: number; keepPreviousRows?: boolean } = {},
): LivePagedList<Item> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    enabled: options.enabled ?? true,
    // A live list (the fleet) asks again for the pages it shows; rows already shown stay meanwhile.
    ...(options.refetchIntervalMs ? { refetchInterval: options.refetchIntervalMs } : {}),
    // A filter change keeps the old rows on screen until the new ones come (no flash of placeholders).
    ...(options.keepPreviousRows ? { placeholderData: keepPreviousData } : {}),
  });
  // The same array until the pages change (a refresh that brings the same rows keeps them too: the
  // query shares unchanged data), so a screen can keep its drawn rows while other things change.
  const pages = query.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  let status: LivePagedList<Item>['status'] = 'ready';
  if (query.isPending) status = 'loading';
  else if (query.isError && !query.data) status = 'error';
  return {
    status,
    error: status === 'error' ? query.error : null,
    items,
    total,
    loadingMore: query.isFetchingNextPage,
    updatedAt: query.dataUpdatedAt,
    refreshFailed: query.isRefetchError,
    refreshing: query.isPlaceholderData,
    showMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

/**
 * A list's rows, status and count as a screen draws them: in a render React may interrupt. The
 * query's store answers synchronously, so a page of rows arriving was drawn in one blocking task
 * (a phone's taps waited; Lighthouse's total blocking time). Until that render is done the screen
 * keeps what it showed, and the three change together.
 */
export function useShownRows<Item>(list: PagedList<Item>): Pick<PagedList<Item>, 'status' | 'items' | 'total'> {
  const status = useDeferredValue(list.status);
  const items = useDeferredValue(list.items);
  const total = useDeferredValue(list.total);
  return { status, items, total };
}

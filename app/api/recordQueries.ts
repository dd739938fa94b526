import type { QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { VenueListFilter } from './venues.ts';

/**
 * The query keys of clients, venues and graphics controllers, and their records' queries with the
 * fetch loaded on first use, apart from the calls and schemas of their api/ modules (which
 * re-export the keys). The signed-in layout's breadcrumbs name these records
 * (features/shell/recordCrumbs.ts) and every page loads that layout: with the modules behind it,
 * 6 KB more compressed on /clients.
 */

/** Query keys: everything about clients starts with 'clients', so one invalidation refreshes it all. */
export const clientKeys = {
  all: ['clients'] as const,
  list: () => [...clientKeys.all, 'list'] as const,
  /** The first MAX_PAGE_SIZE clients, for pickers. */
  options: () => [...clientKeys.all, 'options'] as const,
  detail: (clientId: string) => [...clientKeys.all, 'detail', clientId] as const,
  venues: (clientId: string) => [...clientKeys.all, 'detail', clientId, 'venues'] as const,
};

/** Query keys: everything about venues starts with 'venues'. */
export const venueKeys = {
  all: ['venues'] as const,
  list: (filter: VenueListFilter = {}) => [...venueKeys.all, 'list', filter] as const,
  detail: (venueId: string) => [...venueKeys.all, 'detail', venueId] as const,
  openHours: (venueId: string) => [...venueKeys.all, 'detail', venueId, 'open-hours'] as const,
  /** A client's first MAX_PAGE_SIZE venues, to choose among. */
  choices: (clientId: string) => [...venueKeys.all, 'choices', clientId] as const,
};

/** Query keys: everything about graphics controllers starts with 'graphicsControllers'. */
export const graphicsControllerKeys = {
  all: ['graphicsControllers'] as const,
  ofVenue: (venueId: string) => [...graphicsControllerKeys.all, 'venue', venueId] as const,
  detail: (controllerId: string) => [...graphicsControllerKeys.all, 'detail', controllerId] as const,
  displays: (controllerId: string) => [...graphicsControllerKeys.all, 'detail', controllerId, 'displays'] as const,
  display: (displayId: string) => [...graphicsControllerKeys.all, 'display', displayId] as const,
  displayLayout: (displayId: string) => [...graphicsControllerKeys.all, 'display', displayId, 'layout'] as const,
  uptime: (venueId: string) => [...graphicsControllerKeys.all, 'venue', venueId, 'uptime'] as const,
};

/**
 * A record's query as its page runs it (the same key), the fetch taken from the page's api/ module
 * only when this query has to fetch: on a record's page the page's own query usually fetches first
 * and this one reads its answer from the cache.
 */
function loadedOnUse(queryKey: QueryKey, loadQuery: () => Promise<{ queryFn?: unknown }>) {
  return {
    queryKey,
    queryFn: async (context: QueryFunctionContext) => {
      const { queryFn } = await loadQuery();
      return (queryFn as QueryFunction)(context);
    },
  };
}

export const clientQueryLoadedOnUse = (clientId: string) =>
  loadedOnUse(clientKeys.detail(clientId), async () => (await import('./clients.ts')).clientQuery(clientId));

export const venueQueryLoadedOnUse = (venueId: string) =>
  loadedOnUse(venueKeys.detail(venueId), async () => (await import('./venues.ts')).venueQuery(venueId));

export const graphicsControllerQueryLoadedOnUse = (controllerId: string) =>
  loadedOnUse(graphicsControllerKeys.detail(controllerId), async () => (await import('./graphicsControllers.ts')).graphicsControllerQuery(controllerId));

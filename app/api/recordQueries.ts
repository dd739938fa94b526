import type { QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { clientKeys, graphicsControllerKeys, venueKeys } from './recordKeys.ts';

/**
 * The queries of one client, venue or graphics controller with their fetch loaded on first use,
 * for the signed-in layout's breadcrumbs (features/shell/recordCrumbs.ts): every page loads that
 * layout, and the api/ modules and schemas behind these fetches came with it (4.4 KB compressed on
 * /clients, 5.7 on the layout editor).
 */

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

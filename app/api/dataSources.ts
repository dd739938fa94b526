import { queryOptions } from '@tanstack/react-query';
import { dataSourceListSchema, pushTokenSchema } from '../../contract/dataSources.ts';
import { apiUrl, request } from './client.ts';

const basePath = '/api/data-sources';

/** Query keys: everything about data sources starts with 'dataSources'. */
export const dataSourceKeys = {
  all: ['dataSources'] as const,
  list: () => [...dataSourceKeys.all, 'list'] as const,
};

/** How often the page reads the values again: their age and staleness move by the second. */
export const DATA_SOURCES_REFRESH_MS = 5_000;

/** GET /api/data-sources: the sources the person may see, with each field's value, age and staleness. */
export const dataSourcesQuery = () =>
  queryOptions({
    queryKey: dataSourceKeys.list(),
    queryFn: ({ signal }) => request(basePath, { response: dataSourceListSchema, signal }),
    refetchInterval: DATA_SOURCES_REFRESH_MS,
  });

/** POST …/token: a new push token, shown this once; the old one stops working. */
export function renewDataSourceToken(id: string) {
  return request(`${basePath}/${encodeURIComponent(id)}/token`, { method: 'POST', response: pushTokenSchema });
}

/** The address a feed pushes its values to. */
export function pushUrlOf(id: string): string {
  const path = apiUrl(`${basePath}/${encodeURIComponent(id)}/values`);
  return path.startsWith('http') ? path : `${window.location.origin}${path}`;
}

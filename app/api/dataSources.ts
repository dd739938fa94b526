import { queryOptions } from '@tanstack/react-query';
import { createdDataSourceSchema, dataSourceListSchema, pushTokenSchema, type DataSourceRequest } from '../../contract/dataSources.ts';
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

/** POST: a new source; a push source's token is in the answer, this once. */
export function createDataSource(body: DataSourceRequest) {
  return request(basePath, { method: 'POST', body, response: createdDataSourceSchema });
}

/** PUT: the whole source (headers left out are kept). */
export function updateDataSource(id: string, body: DataSourceRequest) {
  return request(`${basePath}/${encodeURIComponent(id)}`, { method: 'PUT', body, response: createdDataSourceSchema });
}

/** DELETE: 409 while a layout shows it. */
export function deleteDataSource(id: string) {
  return request(`${basePath}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

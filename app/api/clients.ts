import { queryOptions } from '@tanstack/react-query';
import {
  clientPageSchema,
  clientSchema,
  createClientResponseSchema,
  type Client,
  type CreateClientRequest,
} from '../../contract/clients.ts';
import { MAX_PAGE_SIZE } from '../../contract/paging.ts';
import { apiUrl, request } from './client.ts';
import { takeEarlyAnswer } from './earlyAnswers.ts';
import { pagingQuery, type PagedQuery } from './paging.ts';
import { clientKeys } from './recordKeys.ts';
import { clientPath } from './recordPaths.ts';

export { clientKeys };

export function fetchClientPage(offset: number, signal?: AbortSignal, limit?: number) {
  return request(`/api/clients?${pagingQuery(offset, limit)}`, { response: clientPageSchema, ...(signal ? { signal } : {}) });
}

/** /clients, a page at a time. */
export const clientPages = (): PagedQuery<Client> => ({
  queryKey: clientKeys.list(),
  fetchPage: (offset, signal) => fetchClientPage(offset, signal),
});

export const clientQuery = (clientId: string) =>
  queryOptions({
    queryKey: clientKeys.detail(clientId),
    queryFn: ({ signal }) => request(clientPath(clientId), { response: clientSchema, signal, answer: takeEarlyAnswer(clientPath(clientId)) }),
  });

/** Clients for a picker: the first page the server allows, sorted by name. */
export const clientOptionsQuery = () =>
  queryOptions({
    queryKey: clientKeys.options(),
    queryFn: ({ signal }) => fetchClientPage(0, signal, MAX_PAGE_SIZE),
  });

export function createClient(body: CreateClientRequest) {
  return request('/api/clients', { method: 'POST', body, response: createClientResponseSchema });
}

/** Where a client's logo is served (under the API host's /public path, docs/product.md#api-calls). */
export function clientLogoUrl(clientId: string, logo: string | null): string | null {
  return logo ? apiUrl(`/public/clients/${encodeURIComponent(clientId)}/logo/${encodeURIComponent(logo)}`) : null;
}

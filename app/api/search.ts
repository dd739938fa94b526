import { queryOptions } from '@tanstack/react-query';
import { searchResultListSchema } from '../../contract/search.ts';
import { request } from './client.ts';

/** GET /api/search?query=term (docs/decisions.md#lists); the panel machine debounces and skips blank terms. */
export function search(query: string, signal?: AbortSignal) {
  return request(`/api/search?${new URLSearchParams({ query }).toString()}`, {
    response: searchResultListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The takeover dialog's search for a client or venue to reach (the header's panel asks through its machine). */
export const reachSearchQuery = (term: string) =>
  queryOptions({
    queryKey: ['search', 'takeover-reach', term] as const,
    queryFn: ({ signal }) => search(term, signal),
  });

/** GET /api/search?query=term&type=Client: clients only, for a client picker. */
export function searchClients(query: string, signal?: AbortSignal) {
  return request(`/api/search?${new URLSearchParams({ query, type: 'Client' }).toString()}`, {
    response: searchResultListSchema,
    ...(signal ? { signal } : {}),
  });
}

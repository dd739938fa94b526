import { useQuery } from '@tanstack/react-query';
import { clientQuery } from '../../api/clients.ts';
import type { ClientSearchFilterState } from './ClientSearchFilter.tsx';
import { useClientSearch } from './useClientSearch.ts';

export interface ClientSearchFilterOptions {
  /** Whether the person filters by client at all (admins); nothing is fetched otherwise. */
  enabled: boolean;
  /**
   * Whether the first clients (the list before any text) may be fetched yet: a page may hold them
   * back until its own rows came, as on one PGlite connection they would queue before them.
   */
  listFirstClients?: boolean | undefined;
}

/**
 * The Client filter's search on the server, and the chosen client's name from a query for that one
 * client (it may be beyond the first clients the search lists with no text).
 */
export function useClientSearchFilter(clientId: string | undefined, { enabled, listFirstClients = true }: ClientSearchFilterOptions): ClientSearchFilterState {
  const search = useClientSearch(enabled && listFirstClients);
  const chosenClient = useQuery({ ...clientQuery(clientId ?? ''), enabled: enabled && clientId !== undefined });
  const chosen = chosenClient.data && chosenClient.data.id === clientId ? { value: chosenClient.data.id, label: chosenClient.data.name } : null;
  return { ...search, chosen };
}

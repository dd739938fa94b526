import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { searchPanelMachine } from '../../../machines/searchPanel.machine.ts';
import { selectSearchPanel } from '../../../machines/searchPanel.selectors.ts';
import type { ComboboxOption } from '../../../ui-kit/index.ts';
import { clientOptionsQuery } from '../../api/clients.ts';
import { searchClients } from '../../api/search.ts';

/** A client picker's search (debounced, on the server): what the picker shows and what it sends. */
export interface ClientSearchProps {
  options: ComboboxOption[];
  loading: boolean;
  onSearch: (text: string) => void;
}

/**
 * The client picker's options: with no text, the first clients by name (enough for a small
 * portal); with text, the server's search for clients only, debounced by the search machine
 * (docs/product.md#validation-messages, Search), so a client is found among thousands without loading them all.
 */
export function useClientSearch(enabled: boolean): ClientSearchProps {
  const firstClients = useQuery({ ...clientOptionsQuery(), enabled });
  const search = useActorRef(
    searchPanelMachine.provide({
      actors: { search: fromPromise(({ input, signal }) => searchClients(input.query, signal)) },
    }),
  );
  const view = useSelector(search, selectSearchPanel);
  const typed = view.term.trim() !== '';

  const options = useMemo<ComboboxOption[]>(() => {
    if (typed) return view.results.map((result) => ({ value: result.id, label: result.name }));
    return (firstClients.data?.items ?? []).map((client) => ({ value: client.id, label: client.name }));
  }, [typed, view.results, firstClients.data]);

  return {
    options,
    loading: typed ? view.status === 'loading' : firstClients.isPending && enabled,
    onSearch: (text) => search.send({ type: 'search.termChanged', term: text }),
  };
}

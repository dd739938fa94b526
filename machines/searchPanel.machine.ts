/**
 * Search panel (docs/product.md#states, Search panel, #validation-messages, Search, #constants debounce).
 *
 * States
 * - idle          no term (or only spaces): nothing is sent, no results
 * - debouncing    a term was typed; it is sent SEARCH_DEBOUNCE_MS after the last keystroke (tag busy)
 * - loading       the search call runs (tag busy); a newer term drops it
 * - results       at least one result
 * - empty         the call answered no results: No search results
 * - failed        the call failed; search.retry sends the same term again
 *
 * Events
 * - search.termChanged {term}   the input changed; restarts the debounce or goes idle when blank
 * - search.select {result}      a result was picked: clear the term and navigate to it
 * - search.retry                from failed
 */
import { assign, setup } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../contract/constants.ts';
import type { SearchResult } from '../contract/search.ts';
import { notProvided } from './notProvided.ts';

/** Where a result leads: /clients/{clientId} for a client, /clients/{clientId}/{venueId} for a venue. */
export function searchResultPath(result: SearchResult): string | null {
  if (result.type === 'Client') return `/clients/${result.id}`;
  return result.clientId ? `/clients/${result.clientId}/${result.id}` : null;
}

export interface SearchPanelContext {
  term: string;
  results: SearchResult[];
  error: unknown;
}

export type SearchPanelEvent =
  | { type: 'search.termChanged'; term: string }
  | { type: 'search.select'; result: SearchResult }
  | { type: 'search.retry' };

export const searchPanelMachine = setup({
  types: {
    context: {} as SearchPanelContext,
    events: {} as SearchPanelEvent,
  },
  actors: {
    search: notProvided<SearchResult[], { query: string }>('search'),
  },
  actions: {
    /** Provided by the app: the router navigates. */
    navigate: (_, _params: { to: string }) => {},
    setTerm: assign({
      term: ({ context, event }) => (event.type === 'search.termChanged' ? event.term : context.term),
    }),
    clearSearch: assign({ term: '', results: [], error: null }),
  },
  guards: {
    isTermBlank: ({ event }) => event.type === 'search.termChanged' && event.term.trim() === '',
    hasResults: (_, params: { results: SearchResult[] }) => params.results.length > 0,
    hasDestination: ({ event }) => event.type === 'search.select' && searchResultPath(event.result) !== null,
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'searchPanel',
  context: { term: '', results: [], error: null },
  initial: 'idle',
  on: {
    'search.termChanged': [
      { guard: 'isTermBlank', target: '.idle', actions: ['setTerm', assign({ results: [], error: null })] },
      // Re-entering restarts the debounce timer and drops a request for an older term.
      { target: '.debouncing', reenter: true, actions: 'setTerm' },
    ],
    'search.select': {
      guard: 'hasDestination',
      target: '.idle',
      actions: [
        'clearSearch',
        {
          type: 'navigate',
          params: ({ event }) => ({ to: searchResultPath(event.result) ?? '/' }),
        },
      ],
    },
  },
  states: {
    idle: {},
    debouncing: {
      tags: ['busy'],
      after: { searchDebounce: { target: 'loading' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'search',
        input: ({ context }) => ({ query: context.term.trim() }),
        onDone: [
          {
            guard: { type: 'hasResults', params: ({ event }) => ({ results: event.output }) },
            target: 'results', actions: assign({ results: ({ event }) => event.output, error: null }),
          },
          { target: 'empty', actions: assign({ results: [], error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ results: [], error: ({ event }) => event.error }) },
      },
    },
    results: {},
    empty: {},
    failed: {
      on: { 'search.retry': { target: 'loading' } },
    },
  },
});

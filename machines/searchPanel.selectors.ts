import type { SnapshotFrom } from 'xstate';
import type { SearchResult } from '../contract/search.ts';
import type { searchPanelMachine } from './searchPanel.machine.ts';

type SearchPanelSnapshot = SnapshotFrom<typeof searchPanelMachine>;

export const NO_SEARCH_RESULTS_TEXT = 'No search results';

export type SearchPanelStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface SearchPanelView {
  term: string;
  status: SearchPanelStatus;
  results: SearchResult[];
  /** The text under the input when nothing was found, else null. */
  emptyText: string | null;
}

export function selectSearchPanel(snapshot: SearchPanelSnapshot): SearchPanelView {
  const { term, results } = snapshot.context;
  let status: SearchPanelStatus = 'idle';
  if (snapshot.hasTag('busy')) status = 'loading';
  else if (snapshot.matches('results')) status = 'results';
  else if (snapshot.matches('empty')) status = 'empty';
  else if (snapshot.matches('failed')) status = 'error';
  return { term, status, results, emptyText: status === 'empty' ? NO_SEARCH_RESULTS_TEXT : null };
}

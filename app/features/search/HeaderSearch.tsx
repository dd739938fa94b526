import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../contract/search.ts';
import { searchPanelMachine } from '../../../machines/searchPanel.machine.ts';
import { selectSearchPanel } from '../../../machines/searchPanel.selectors.ts';
import { search } from '../../api/search.ts';
import { SearchPanelView } from './SearchPanelView.tsx';

export interface HeaderSearchProps {
  /** What was typed in the plain box before this chunk arrived (HeaderSearchOnFocus.tsx). */
  initialTerm?: string;
  /** The plain box had the focus: this box takes it, the caret after the term. */
  focusOnMount?: boolean;
}

/**
 * The header's global search (docs/product.md#signed-in-area, #states, Search panel): the machine debounces and skips blank
 * terms; a picked result opens /clients/{clientId} or /clients/{clientId}/{venueId}. Loaded on the
 * search box's first focus by HeaderSearchOnFocus, which also keeps the Ctrl/Cmd+K shortcut.
 */
export function HeaderSearch({ initialTerm = '', focusOnMount = false }: HeaderSearchProps) {
  const navigate = useNavigate();
  const panel = useActorRef(
    searchPanelMachine.provide({
      actors: { search: fromPromise(({ input, signal }) => search(input.query, signal)) },
      actions: { navigate: (_, params) => void navigate(params.to) },
    }),
  );
  const view = useSelector(panel, selectSearchPanel);
  const container = useRef<HTMLDivElement>(null);
  // Only the first render's values count: they hand over what the plain box held.
  const handOver = useRef({ initialTerm, focusOnMount });
  // Before anything else can happen: the plain box is gone from the page, and a key pressed before
  // this box holds the term and the focus would land nowhere (a letter lost mid-word).
  useLayoutEffect(() => {
    const { initialTerm: term, focusOnMount: focus } = handOver.current;
    if (term !== '') panel.send({ type: 'search.termChanged', term: term.slice(0, SEARCH_QUERY_MAX_LENGTH) });
    const input = container.current?.querySelector<HTMLInputElement>('input[type="search"]');
    if (focus && input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [panel]);
  return (
    <div ref={container} style={{ display: 'contents' }}>
      <SearchPanelView
        search={view}
        onTermChange={(term) => panel.send({ type: 'search.termChanged', term })}
        onSelect={(result) => panel.send({ type: 'search.select', result })}
        onRetry={() => panel.send({ type: 'search.retry' })}
      />
    </div>
  );
}

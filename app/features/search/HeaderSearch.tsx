import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { searchPanelMachine } from '../../../machines/searchPanel.machine.ts';
import { selectSearchPanel } from '../../../machines/searchPanel.selectors.ts';
import { search } from '../../api/search.ts';
import { SearchPanelView } from './SearchPanelView.tsx';
import { useSearchShortcut } from './useSearchShortcut.ts';

/**
 * The header's global search (docs/product.md#signed-in-area, #states, Search panel): the machine debounces and skips blank
 * terms; a picked result opens /clients/{clientId} or /clients/{clientId}/{venueId}. Ctrl/Cmd+K
 * focuses it from anywhere.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const panel = useActorRef(
    searchPanelMachine.provide({
      actors: { search: fromPromise(({ input, signal }) => search(input.query, signal)) },
      actions: { navigate: (_, params) => void navigate(params.to) },
    }),
  );
  const view = useSelector(panel, selectSearchPanel);
  const container = useRef<HTMLDivElement>(null);
  useSearchShortcut(container);
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

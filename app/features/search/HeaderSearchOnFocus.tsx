import { useRef, useState, type ComponentType } from 'react';
import { SearchBox } from '../../../ui-kit/index.ts';
import type { HeaderSearchProps } from './HeaderSearch.tsx';
import { useSearchShortcut } from './useSearchShortcut.ts';

/**
 * The header's search box as the first paint needs it: a plain box, the same combobox to
 * assistive technology. The live search (its panel, machine and API call, HeaderSearch.tsx)
 * is fetched on the box's first focus (a click, Tab or Ctrl/Cmd+K) and takes over in place with
 * what was typed meanwhile and the focus, so no signed-in page evaluates it before it is used
 * (docs/decisions.md#browser-side). Until it is there the box keeps what is typed; a chunk that
 * cannot be fetched leaves the plain box, and the next focus tries again.
 */
export function HeaderSearchOnFocus() {
  const container = useRef<HTMLDivElement>(null);
  const [LiveSearch, setLiveSearch] = useState<ComponentType<HeaderSearchProps> | null>(null);
  const [term, setTerm] = useState('');
  const [focused, setFocused] = useState(false);
  const fetching = useRef(false);
  useSearchShortcut(container);

  const fetchLiveSearch = () => {
    if (fetching.current) return;
    fetching.current = true;
    import('./HeaderSearch.tsx').then(
      (module) => setLiveSearch(() => module.HeaderSearch),
      () => {
        fetching.current = false;
      },
    );
  };

  return (
    <div
      ref={container}
      style={{ display: 'contents' }}
      onFocus={() => {
        setFocused(true);
        fetchLiveSearch();
      }}
      onBlur={() => setFocused(false)}
    >
      {LiveSearch ? (
        <LiveSearch initialTerm={term} focusOnMount={focused} />
      ) : (
        // The live box's width and role (app/features/search/SearchPanelView.tsx), so nothing moves when it
        // takes over; the term's length limit comes with it (contract/search.ts would bring its schema).
        <div style={{ position: 'relative', width: 'min(100%, 360px)' }}>
          <SearchBox
            value={term}
            onValueChange={setTerm}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
          />
        </div>
      )}
    </div>
  );
}

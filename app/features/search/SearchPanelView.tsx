import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { SEARCH_QUERY_MAX_LENGTH, type SearchResult } from '../../../contract/search.ts';
import type { SearchPanelView as SearchPanel } from '../../../machines/searchPanel.selectors.ts';
import { Button, Icon, media, SearchBox, Spinner, vars } from '../../../ui-kit/index.ts';

export interface SearchPanelViewProps {
  /** What selectSearchPanel made of the machine's snapshot. */
  search: SearchPanel;
  onTermChange: (term: string) => void;
  onSelect: (result: SearchResult) => void;
  onRetry: () => void;
}

const Root = styled.div`
  position: relative;
  width: min(100%, 360px);
`;

const Panel = styled.div`
  position: absolute;
  inset: calc(100% + 4px) 0 auto 0;
  z-index: ${vars.zIndex.popover};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.md};

  /* The phone header leaves the box narrow: the panel takes the screen's width under the header. */
  ${media.belowMd} {
    position: fixed;
    inset: calc(56px + 4px) ${vars.space[8]} auto ${vars.space[8]};
  }
`;

const Message = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
  margin: 0;
  padding: ${vars.space[8]} ${vars.space[12]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** An option of the listbox: chosen by pointer or by the keyboard from the box (combobox pattern). */
const ResultOption = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
  padding: ${vars.space[8]} ${vars.space[12]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  cursor: pointer;

  &:hover,
  &[aria-selected='true'] {
    background: ${vars.color.surfaceHover};
  }

  &[aria-selected='true'] {
    box-shadow: inset 2px 0 0 ${vars.color.focusRing};
  }

  > svg {
    flex-shrink: 0;
  }
`;

/** The name takes what room is left and wraps; the kind and GMV never break. */
const ResultName = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const ResultMeta = styled.span`
  flex-shrink: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  white-space: nowrap;
`;

/**
 * docs/product.md#states, Search panel: the header's search box and, under it, loading, the results or No search
 * results. Escape clears the term (and so closes the panel); a click elsewhere on the page only
 * hides the panel, keeping the term, until the box is focused or typed in again.
 *
 * The box is a combobox over the results (WAI-ARIA combobox with a listbox popup): focus stays in
 * the box while ArrowDown/ArrowUp move the active option (aria-activedescendant, wrapping around)
 * and Enter opens it.
 */
export function SearchPanelView({ search, onTermChange, onSelect, onRetry }: SearchPanelViewProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);
  // The active option belongs to one list of results: new results start without one.
  const [activeIn, setActiveIn] = useState<{ results: SearchResult[]; index: number }>({ results: [], index: -1 });
  const active = activeIn.results === search.results ? activeIn.index : -1;
  const setActive = (index: number) => setActiveIn({ results: search.results, index });
  const listboxId = useId();
  const open = search.status !== 'idle' && !hidden;
  const options = open && search.status === 'results' ? search.results : [];
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    const hideOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setHidden(true);
    };
    document.addEventListener('pointerdown', hideOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', hideOnOutsidePointer);
  }, [open]);

  const changeTerm = (term: string) => {
    setHidden(false);
    // The server takes terms up to its limit (a longer one matches no name anyway): a longer one,
    // pasted, is cut there rather than answered with an error.
    onTermChange(term.slice(0, SEARCH_QUERY_MAX_LENGTH));
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && search.term !== '') {
      event.preventDefault();
      changeTerm('');
      return;
    }
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active === -1 && step === -1 ? options.length - 1 : (active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && active >= 0 && options[active]) {
      event.preventDefault();
      onSelect(options[active]);
    }
  };

  return (
    <Root ref={rootRef} data-status={search.status} onKeyDown={handleKeyDown} onFocus={() => setHidden(false)}>
      <SearchBox
        value={search.term}
        onValueChange={changeTerm}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={options.length > 0 ? listboxId : undefined}
        aria-activedescendant={active >= 0 && options.length > 0 ? optionId(active) : undefined}
      />
      {!open ? null : (
        <Panel>
          {search.status === 'loading' ? (
            <Message role="status">
              <Spinner size="sm" />
              Searching...
            </Message>
          ) : null}
          {search.emptyText ? <Message>{search.emptyText}</Message> : null}
          {search.status === 'error' ? (
            <Message role="alert">
              Error
              <Button variant="link" size="sm" onClick={onRetry}>
                Try again
              </Button>
            </Message>
          ) : null}
          {search.status === 'results' ? (
            <Results id={listboxId} role="listbox" aria-label="Search results">
              {options.map((result, index) => (
                <ResultOption
                  key={result.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keep focus in the box: a press on an option must not blur it first.
                  onPointerDown={(event) => event.preventDefault()}
                  onPointerMove={() => setActive(index)}
                  onClick={() => onSelect(result)}
                >
                  <Icon name={result.type === 'Client' ? 'users' : 'building'} size="sm" />
                  <ResultName>{result.name}</ResultName>
                  <ResultMeta>{result.type === 'Venue' && result.gmv ? `Venue · ${result.gmv}` : result.type}</ResultMeta>
                </ResultOption>
              ))}
            </Results>
          ) : null}
        </Panel>
      )}
    </Root>
  );
}

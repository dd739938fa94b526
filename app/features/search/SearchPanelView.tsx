import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { SearchResult } from '../../../contract/search.ts';
import type { SearchPanelView as SearchPanel } from '../../../machines/searchPanel.selectors.ts';
import { Button, Icon, SearchBox, Spinner, vars } from '../../../ui-kit/index.ts';

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

const ResultButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
  width: 100%;
  padding: ${vars.space[8]} ${vars.space[12]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.fontSize.md};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${vars.color.surfaceHover};
    outline: none;
  }
`;

const ResultMeta = styled.span`
  margin-left: auto;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
`;

/**
 * SPEC §4 Search panel: the header's search box and, under it, loading, the results or No search
 * results. Escape clears the term (and so closes the panel); a click elsewhere on the page only
 * hides the panel, keeping the term, until the box is focused or typed in again.
 */
export function SearchPanelView({ search, onTermChange, onSelect, onRetry }: SearchPanelViewProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);
  const open = search.status !== 'idle' && !hidden;

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
    onTermChange(term);
  };
  const clearOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || search.term === '') return;
    event.preventDefault();
    changeTerm('');
  };

  return (
    <Root ref={rootRef} data-status={search.status} onKeyDown={clearOnEscape} onFocus={() => setHidden(false)}>
      <SearchBox value={search.term} onValueChange={changeTerm} />
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
            <Results aria-label="Search results">
              {search.results.map((result) => (
                <li key={result.id}>
                  <ResultButton type="button" onClick={() => onSelect(result)}>
                    <Icon name={result.type === 'Client' ? 'users' : 'building'} size="sm" />
                    {result.name}
                    <ResultMeta>{result.type === 'Venue' && result.gmv ? `Venue · ${result.gmv}` : result.type}</ResultMeta>
                  </ResultButton>
                </li>
              ))}
            </Results>
          ) : null}
        </Panel>
      )}
    </Root>
  );
}

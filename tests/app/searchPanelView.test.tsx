import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchPanelView } from '../../app/features/search/SearchPanelView.tsx';
import type { SearchPanelView as SearchPanel } from '../../machines/searchPanel.selectors.ts';

const withResults: SearchPanel = {
  term: 'bar',
  status: 'results',
  emptyText: null,
  results: [{ id: 'cccccccc-0000-4000-8000-000000000001', type: 'Client', name: 'Barwon Clubs' }],
};

function renderPanel(search: SearchPanel) {
  const onTermChange = vi.fn();
  render(
    <div>
      <button type="button">Elsewhere</button>
      <SearchPanelView search={search} onTermChange={onTermChange} onSelect={vi.fn()} onRetry={vi.fn()} />
    </div>,
  );
  return { onTermChange };
}

afterEach(cleanup);

describe('SearchPanelView', () => {
  it('clears the term on Escape, which closes the panel', async () => {
    const { onTermChange } = renderPanel(withResults);
    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.keyboard('{Escape}');
    expect(onTermChange).toHaveBeenCalledWith('');
  });

  it('hides the results on a click elsewhere, keeps the term, and shows them again on focus', async () => {
    const { onTermChange } = renderPanel(withResults);
    expect(screen.getByRole('list', { name: 'Search results' })).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(onTermChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('searchbox'));
    expect(screen.getByRole('list', { name: 'Search results' })).toBeTruthy();
  });
});

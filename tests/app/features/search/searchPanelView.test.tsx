import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchPanelView } from '../../../../app/features/search/SearchPanelView.tsx';
import type { SearchPanelView as SearchPanel } from '../../../../machines/searchPanel.selectors.ts';

const withResults: SearchPanel = {
  term: 'bar',
  status: 'results',
  emptyText: null,
  results: [
    { id: 'cccccccc-0000-4000-8000-000000000001', type: 'Client', name: 'Barwon Clubs' },
    {
      id: 'cccccccc-0000-4000-8000-000000000002',
      type: 'Venue',
      name: 'Barwon Heads',
      clientId: 'cccccccc-0000-4000-8000-000000000001',
      gmv: 'BH-0042',
    },
  ],
};

function renderPanel(search: SearchPanel) {
  const onTermChange = vi.fn();
  const onSelect = vi.fn();
  render(
    <div>
      <button type="button">Elsewhere</button>
      <SearchPanelView search={search} onTermChange={onTermChange} onSelect={onSelect} onRetry={vi.fn()} />
    </div>,
  );
  return { onTermChange, onSelect };
}

afterEach(cleanup);

describe('SearchPanelView', () => {
  it('clears the term on Escape, which closes the panel', async () => {
    const { onTermChange } = renderPanel(withResults);
    await userEvent.click(screen.getByRole('combobox', { name: 'Search' }));
    await userEvent.keyboard('{Escape}');
    expect(onTermChange).toHaveBeenCalledWith('');
  });

  it('hides the results on a click elsewhere, keeps the term, and shows them again on focus', async () => {
    const { onTermChange } = renderPanel(withResults);
    expect(screen.getByRole('listbox', { name: 'Search results' })).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('listbox', { name: 'Search results' })).toBeNull();
    expect(onTermChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Search' }));
    expect(screen.getByRole('listbox', { name: 'Search results' })).toBeTruthy();
  });

  it('is a combobox: the arrows move the active option (wrapping), Enter opens it', async () => {
    const { onSelect } = renderPanel(withResults);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(box.getAttribute('aria-activedescendant')).toBeNull();

    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(first?.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);
    expect(document.activeElement).toBe(box);

    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(withResults.results[1]);
  });

  it('starts from the last option on ArrowUp and ignores Enter with no active option', async () => {
    const { onSelect } = renderPanel(withResults);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
  });

  it('is collapsed without results', () => {
    renderPanel({ term: '', status: 'idle', emptyText: null, results: [] });
    expect(screen.getByRole('combobox', { name: 'Search' }).getAttribute('aria-expanded')).toBe('false');
  });
});

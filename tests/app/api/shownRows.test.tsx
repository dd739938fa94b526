import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownRows, type PagedList } from '../../../app/api/paging.ts';

const list = (status: PagedList<string>['status'], items: string[], total: number): PagedList<string> => ({
  status,
  error: null,
  items,
  total,
  loadingMore: false,
  showMore: () => undefined,
});

describe('a list’s rows as a screen draws them (useShownRows, app/api/paging.ts)', () => {
  it('shows the arrived rows with their status and count together, never a ready list without its rows', async () => {
    const committed: string[] = [];
    function Rows({ of }: { of: PagedList<string> }) {
      const shown = useShownRows(of);
      committed.push(`${shown.status} ${shown.items.join(',')} of ${shown.total}`);
      return null;
    }
    const loading = list('loading', [], 0);
    const { rerender } = render(<Rows of={loading} />);
    await act(async () => {
      rerender(<Rows of={list('ready', ['Bar', 'Lounge'], 24)} />);
    });
    // The render of the arrival itself still draws what was shown (cheap); React then draws the rows
    // in a render of its own, which it may interrupt. Every render saw one of the two lists whole.
    expect(committed).toEqual(['loading  of 0', 'loading  of 0', 'ready Bar,Lounge of 24']);
  });
});

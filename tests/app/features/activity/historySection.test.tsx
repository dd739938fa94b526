import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '../../../../contract/permissions.ts';
import { HistorySection } from '../../../../app/features/activity/HistorySection.tsx';
import { PermissionsContext } from '../../../../app/session/PermissionsContext.ts';

const venueId = 'aaaaaaaa-0000-4000-8000-000000000001';
const watched = ['venues', 'detail', venueId];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** GET /api/activity answered with no records; every call counted. */
function fakeActivity(): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return json({ items: [], total: 0, totalCapped: false });
    }),
  );
  return calls;
}

/** Rendered for someone holding `held` (the activity log's reader by default). */
function renderHistory(queryClient: QueryClient, held: Permission[] = ['activity.read']) {
  return render(
    <QueryClientProvider client={queryClient}>
      <PermissionsContext.Provider value={(permissions) => permissions.some((permission) => held.includes(permission))}>
        <MemoryRouter>
          <HistorySection filter={{ venueId }} watch={[watched]} />
        </MemoryRouter>
      </PermissionsContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HistorySection', () => {
  it('asks for the History once while the page loads, and again after an edit refreshes a watched query', async () => {
    const calls = fakeActivity();
    // React says so when an update is asked for in the middle of a render: it once was, as the
    // History's new query joined the cache while it rendered with the edit's version.
    const errors = vi.spyOn(console, 'error');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderHistory(queryClient);
    expect(await screen.findByText('No activity found')).toBeTruthy();

    // The page's own query answers for the first time after the History asked: that is no edit.
    await act(async () => {
      queryClient.setQueryData(watched, { name: 'Leeds Central' });
      await Promise.resolve();
    });
    expect(await screen.findByText('No activity found')).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('/api/activity'))).toHaveLength(1);

    // An edit on the page fetches it again: its record is then among the latest.
    await act(async () => {
      queryClient.setQueryData(watched, { name: 'Leeds Central Bar' });
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(calls.filter((call) => call.startsWith('/api/activity'))).toHaveLength(2));
    expect(errors.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('while rendering'))).toEqual([]);
  });

  it('is not shown, and asks nothing, to someone who may not read the activity log (a designer)', async () => {
    const calls = fakeActivity();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = renderHistory(queryClient, ['content.read', 'content.edit', 'data.read']);
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.textContent).toBe('');
    expect(calls).toHaveLength(0);
  });
});

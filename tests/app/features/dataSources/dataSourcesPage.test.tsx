// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as DataSourcesApi from '../../../../app/api/dataSources.ts';
import type { CreatedDataSource, DataSource, DataSourceRequest } from '../../../../contract/dataSources.ts';
import { useDataSourcesPage } from '../../../../app/features/dataSources/useDataSourcesPage.ts';
import { dataSourceFormOf } from '../../../../app/features/dataSources/dataSourceForm.ts';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';

const TOKEN = 'first-push-token-of-an-edited-source';
const feed: DataSource = {
  id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  name: 'Jackpots',
  clientId: null,
  kind: 'pull',
  url: 'https://feeds.example.com/jackpots.json',
  intervalSeconds: 30,
  headerNames: [],
  staleAfterSeconds: 120,
  fields: [{ key: 'major', type: 'currency', path: '/major' }],
  values: [],
  lastFetchUtc: null,
  lastError: null,
  createdUtc: '2026-11-28T09:00:00.000Z',
  updatedUtc: '2026-11-28T09:00:00.000Z',
};

const sent = vi.hoisted(() => [] as DataSourceRequest[]);
vi.mock('../../../../app/api/dataSources.ts', async (original) => ({
  ...(await original<typeof DataSourcesApi>()),
  dataSourcesQuery: () => ({ queryKey: ['dataSources', 'list'], queryFn: async () => ({ items: [feed] }) }),
  updateDataSource: async (id: string, body: DataSourceRequest): Promise<CreatedDataSource> => {
    sent.push(body);
    return { ...feed, id, kind: body.kind, url: null, intervalSeconds: null, pushToken: body.kind === 'push' ? TOKEN : null };
  },
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <ToastProvider>{children}</ToastProvider>
  </QueryClientProvider>
);

describe('the data sources page', () => {
  it('shows the first token of a pull source edited into a push source, once, on its card', async () => {
    const { result } = renderHook(() => useDataSourcesPage(true, { onCopied: () => undefined, onCopyError: () => undefined }), { wrapper });
    await waitFor(() => expect(result.current.sources).toHaveLength(1));
    act(() => result.current.onEdit(feed));
    // Saved again as pull: no token to show.
    act(() => result.current.sourceDialog.onSubmit(dataSourceFormOf(feed)));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(result.current.shownToken).toBeNull();
    act(() => result.current.onEdit(feed));
    act(() => result.current.sourceDialog.onSubmit({ ...dataSourceFormOf(feed), kind: 'push' }));
    await waitFor(() => expect(result.current.shownToken).toEqual({ sourceId: feed.id, token: TOKEN, pushUrl: expect.stringMatching(/\/api\/data-sources\/7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e\/values$/) }));
    expect(sent[1]?.kind).toBe('push');
  });
});

// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApprovalsApi from '../../app/api/approvals.ts';
import { ApiError } from '../../app/api/client.ts';
import { useApprovalReview } from '../../app/features/approvals/useApprovalReview.ts';
import { ToastProvider } from '../../app/toasts/ToastProvider.tsx';
import { STALE_VERSION_TITLE, type ApprovalListItem } from '../../contract/approvals.ts';
import { approvedVersion, waitingItem, waitingVersion } from '../../stories/screens/fixtures/approvals.ts';

/** What the fake server holds: the list of what waits, and every call of approve. */
const server = vi.hoisted(() => ({ list: [] as ApprovalListItem[], approvals: [] as number[], answer: 'ok' as 'ok' | 'stale', listReads: 0 }));
vi.mock('../../app/api/approvals.ts', async (original) => {
  const real = await original<typeof ApprovalsApi>();
  return {
    ...real,
    approvalsQuery: () => ({
      queryKey: real.approvalKeys.list(),
      queryFn: async () => {
        server.listReads += 1;
        return server.list;
      },
    }),
    layoutVersionQuery: (assetId: string, version: number) => ({
      queryKey: real.approvalKeys.version(assetId, version),
      queryFn: async () => (version === 3 ? approvedVersion : waitingVersion),
    }),
    approveVersion: async (_assetId: string, version: number) => {
      server.approvals.push(version);
      if (server.answer === 'stale') throw new ApiError({ title: STALE_VERSION_TITLE, status: 409 });
      return { approval: { state: 'approved', version, approvedVersion: version, lastEditorId: 'd1', required: true } };
    },
  };
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter>
      <ToastProvider>{children}</ToastProvider>
    </MemoryRouter>
  </QueryClientProvider>
);

describe('the review of a waiting layout', () => {
  beforeEach(() => {
    server.list = [waitingItem];
    server.approvals = [];
    server.answer = 'ok';
    server.listReads = 0;
  });

  it('reads the version that waits and the approved one, and says what changed between them', async () => {
    const { result } = renderHook(() => useApprovalReview(waitingItem.assetId), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.approvedTree?.placements.map((node) => node.config.value ?? node.assetType)).toEqual(['PANEL', 'Jackpot', 'Every Friday from 6 pm']);
    expect(result.current.draftTree?.name).toBe('Friday jackpot');
    expect(result.current.changes[0]).toBe("Text 'Jackpot' changed to 'Mega jackpot'");
  });

  it('approves exactly the version shown', async () => {
    const { result } = renderHook(() => useApprovalReview(waitingItem.assetId), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.onApprove());
    await waitFor(() => expect(server.approvals).toEqual([4]));
    await waitFor(() => expect(result.current.deciding).toBeNull());
    expect(result.current.refusal).toBeNull();
  });

  it('shows a 409 in the server’s words, and Reload reads what waits now', async () => {
    server.answer = 'stale';
    const { result } = renderHook(() => useApprovalReview(waitingItem.assetId), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.onApprove());
    await waitFor(() => expect(result.current.refusal).toEqual({ status: 409, title: STALE_VERSION_TITLE }));
    const reads = server.listReads;
    server.list = [{ ...waitingItem, version: 5 }];
    act(() => result.current.onReload());
    expect(result.current.refusal).toBeNull();
    await waitFor(() => expect(result.current.item?.version).toBe(5));
    expect(server.listReads).toBeGreaterThan(reads);
  });

  it('says the layout no longer waits when the list does not hold it', async () => {
    server.list = [];
    const { result } = renderHook(() => useApprovalReview(waitingItem.assetId), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('gone'));
  });
});

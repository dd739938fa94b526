// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApprovalsApi from '../../../../app/api/approvals.ts';
import { activityKeys } from '../../../../app/api/activity.ts';
import { assetKeys } from '../../../../app/api/assets.ts';
import { ApiError } from '../../../../app/api/client.ts';
import { fleetKeys } from '../../../../app/api/fleet.ts';
import { graphicsControllerKeys } from '../../../../app/api/graphicsControllers.ts';
import { homeKeys } from '../../../../app/api/home.ts';
import { scheduleKeys } from '../../../../app/api/schedules.ts';
import { useApprovalReview } from '../../../../app/features/approvals/useApprovalReview.ts';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';
import { STALE_VERSION_TITLE, type ApprovalListItem } from '../../../../contract/approvals.ts';
import { approvedVersion, waitingItem, waitingVersion } from '../../../../stories/screens/fixtures/approvals.ts';

/** What the fake server holds: the list of what waits, and every call of approve. */
const server = vi.hoisted(() => ({ list: [] as ApprovalListItem[], approvals: [] as number[], rejections: [] as number[], answer: 'ok' as 'ok' | 'stale', listReads: 0 }));
vi.mock('../../../../app/api/approvals.ts', async (original) => {
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
    rejectVersion: async (_assetId: string, version: number) => {
      server.rejections.push(version);
      return { approval: { state: 'rejected', version, approvedVersion: 3, lastEditorId: 'd1', required: true } };
    },
  };
});

const wrapperWith = (queryClient: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ToastProvider>{children}</ToastProvider>
        </MemoryRouter>
      </QueryClientProvider>
    );
  };

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
    server.rejections = [];
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

  it.each(['approve', 'reject'] as const)('after a decision to %s, marks stale what it changed: the list, the layout, its History and every "Awaiting approval"', async (decision) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // What other pages read before the decision, still cached (not on screen).
    const others = [
      [...assetKeys.all, 'detail', waitingItem.assetId],
      [...activityKeys.all, 'history', { entityId: [waitingItem.assetId] }, '0'],
      fleetKeys.list({}),
      graphicsControllerKeys.display('display-1'),
      scheduleKeys.timeline('display-1', '2026-02-16T00:00:00Z', '2026-02-23T00:00:00Z'),
      homeKeys.all,
    ];
    for (const key of others) queryClient.setQueryData(key, { cached: true });
    const { result } = renderHook(() => useApprovalReview(waitingItem.assetId), { wrapper: wrapperWith(queryClient) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const reads = server.listReads;
    for (const key of others) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false);

    server.list = [];
    act(() => (decision === 'approve' ? result.current.onApprove() : result.current.onReject('Wrong jackpot amount')));
    await waitFor(() => expect(server.listReads).toBeGreaterThan(reads));
    for (const key of others) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(decision === 'approve' ? server.approvals : server.rejections).toEqual([4]);
    // The list on screen was read again: the decided layout no longer waits.
    await waitFor(() => expect(result.current.status).toBe('gone'));
  });

  it('says the layout no longer waits when the list does not hold it', async () => {
    server.list = [];
    const { result } = renderHook(() => useApprovalReview(waitingItem.assetId), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('gone'));
  });
});

// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveValues } from '../../../contract/liveValues.ts';
import { useLiveValues } from '../../../player/liveData/useLiveValues.ts';

const JACKPOTS = '11111111-1111-4111-8111-111111111111';
const T0 = Date.parse('2026-11-29T09:00:00Z');

/** Each call to the long poll, answered by the test: a value, 304 (null), or a failure. */
const calls = vi.hoisted(() => [] as Array<{ version: string | null; waitSeconds: number; answer: (result: LiveValues | null | Error) => void }>);
vi.mock('../../../player/deviceClient.ts', () => ({
  fetchLiveValues: (_token: string, _ids: readonly string[], version: string | null, waitSeconds: number) =>
    new Promise<LiveValues | null>((resolve, reject) => {
      calls.push({ version, waitSeconds, answer: (result) => (result instanceof Error ? reject(result) : resolve(result)) });
    }),
}));

const values = (major: number, version: string): LiveValues => ({
  serverUtc: new Date(Date.now()).toISOString(),
  version,
  sources: [{ id: JACKPOTS, staleAfterSeconds: 30, values: [{ key: 'major', value: major, updatedUtc: new Date(Date.now()).toISOString() }] }],
});

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  calls.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the player’s live values long poll', () => {
  it('asks at once, then waits with the version; after a failure draws on offline, and catches up at once on return', async () => {
    const { result, unmount } = renderHook(() => useLiveValues('device-token', JACKPOTS, 0));
    expect(calls).toMatchObject([{ version: null, waitSeconds: 0 }]);
    await act(async () => calls[0]!.answer(values(1000, 'v1')));
    expect(result.current(JACKPOTS, 'major').view).toMatchObject({ kind: 'value', value: 1000, offline: false });
    await act(async () => vi.advanceTimersByTimeAsync(300));
    expect(calls[1]).toMatchObject({ version: 'v1', waitSeconds: 50 });

    // The server is lost: the value stays while within its limit, marked offline; the next try is in 5 s, without a version.
    await act(async () => calls[1]!.answer(new TypeError('Failed to fetch')));
    expect(result.current(JACKPOTS, 'major').view).toMatchObject({ kind: 'value', value: 1000, offline: true });
    await act(async () => vi.advanceTimersByTimeAsync(4_999));
    expect(calls).toHaveLength(2);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(calls[2]).toMatchObject({ version: null, waitSeconds: 0 });
    await act(async () => calls[2]!.answer(values(1200, 'v2')));
    expect(result.current(JACKPOTS, 'major').view).toMatchObject({ kind: 'value', value: 1200, offline: false });
    unmount();
  });

  it('asks again 300 ms after an answer when the device’s clock was set back an hour meanwhile, not an hour later', async () => {
    const { unmount } = renderHook(() => useLiveValues('device-token', JACKPOTS, 0));
    await act(async () => calls[0]!.answer(values(1000, 'v1')));
    await act(async () => vi.advanceTimersByTimeAsync(300));
    vi.setSystemTime(Date.now() - 3_600_000);
    await act(async () => calls[1]!.answer(values(1100, 'v2')));
    await act(async () => vi.advanceTimersByTimeAsync(300));
    expect(calls[2]).toMatchObject({ version: 'v2', waitSeconds: 50 });
    unmount();
  });

  it('asks nothing while the week shows no data source', () => {
    renderHook(() => useLiveValues('device-token', '', 0));
    expect(calls).toHaveLength(0);
  });
});

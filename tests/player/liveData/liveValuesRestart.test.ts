// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSource, LiveValues } from '../../../contract/liveValues.ts';
import { LiveValueStore } from '../../../player/liveData/liveValueStore.ts';
import { useLiveValues } from '../../../player/liveData/useLiveValues.ts';
import { forgetDevice, storedLiveValues, storeLiveValues } from '../../../player/playerStorage.ts';

/** Values kept across a player's restart (docs/live-data.md#delivery-to-players). */

const JACKPOTS = '11111111-1111-4111-8111-111111111111';
const FIXTURES = '22222222-2222-4222-8222-222222222222';
const T0 = Date.parse('2026-11-29T09:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** Each call to the long poll, answered by the test: a value, 304 (null), or a failure. */
const calls = vi.hoisted(() => [] as Array<{ version: string | null; answer: (result: LiveValues | null | Error) => void }>);
vi.mock('../../../player/deviceClient.ts', () => ({
  fetchLiveValues: (_token: string, _ids: readonly string[], version: string | null) =>
    new Promise<LiveValues | null>((resolve, reject) => {
      calls.push({ version, answer: (result) => (result instanceof Error ? reject(result) : resolve(result)) });
    }),
}));

const jackpots = (major: number, updatedMs: number): LiveSource => ({ id: JACKPOTS, staleAfterSeconds: 30, values: [{ key: 'major', value: major, updatedUtc: iso(updatedMs) }] });
const fixtures = (updatedMs: number): LiveSource => ({
  id: FIXTURES,
  staleAfterSeconds: 60,
  values: [{ key: 'tonight', value: [{ race: 'R1', time: '19:05' }], updatedUtc: iso(updatedMs) }],
});

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  calls.length = 0;
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the live value store seeded from storage', () => {
  it('draws a kept value that is still fresh, offline, until it goes stale by the corrected clock, then the fallback', () => {
    const store = new LiveValueStore({ seed: [jackpots(1000, T0 - 10_000)] });
    expect(store.lookup(JACKPOTS, 'major')).toEqual({ view: { kind: 'value', value: 1000, updatedUtc: iso(T0 - 10_000), offline: false }, ageSeconds: 10 });
    store.lost();
    expect(store.lookup(JACKPOTS, 'major').view).toMatchObject({ kind: 'value', value: 1000, offline: true });
    vi.advanceTimersByTime(20_000);
    expect(store.lookup(JACKPOTS, 'major').view).toMatchObject({ kind: 'value', value: 1000 });
    vi.advanceTimersByTime(1);
    expect(store.lookup(JACKPOTS, 'major').view).toEqual({ kind: 'fallback', reason: 'stale' });
    store.stop();
  });

  it('draws the fallback at once for a kept value already past its limit, by the clock correction known at start', () => {
    const expired = new LiveValueStore({ seed: [jackpots(1000, T0 - 31_000)] });
    expect(expired.lookup(JACKPOTS, 'major').view).toEqual({ kind: 'fallback', reason: 'stale' });
    expired.stop();
    // Fresh by the device's clock, but the device is 25 s slow: past its limit on the server's clock.
    const slowClock = new LiveValueStore({ seed: [jackpots(1000, T0 - 10_000)], offsetMs: 25_000 });
    expect(slowClock.lookup(JACKPOTS, 'major').view).toEqual({ kind: 'fallback', reason: 'stale' });
    slowClock.stop();
  });

  it('keeps what it receives with the server’s time, the seeded fields the answer left out included', () => {
    const keep = vi.fn();
    const store = new LiveValueStore({ seed: [fixtures(T0 - 5_000)], keep, offsetMs: 2_000 });
    store.receive({ serverUtc: iso(T0), version: 'v1', sources: [jackpots(1200, T0 - 1_000)] });
    expect(keep).toHaveBeenCalledWith([fixtures(T0 - 5_000), jackpots(1200, T0 - 1_000)], T0 + 2_000);
    expect(store.lookup(JACKPOTS, 'major').view).toMatchObject({ kind: 'value', value: 1200 });
    store.stop();
  });
});

describe('the live values in the browser’s storage', () => {
  it('keeps sources by id beside other windows’ ones, drops values already stale, and ignores what does not read', () => {
    storeLiveValues([fixtures(T0 - 5_000)], T0);
    storeLiveValues([jackpots(1000, T0 - 5_000)], T0);
    expect(storedLiveValues()).toEqual([fixtures(T0 - 5_000), jackpots(1000, T0 - 5_000)]);
    // A newer value of a source replaces the old; a value past its limit is not kept.
    storeLiveValues([jackpots(1200, T0 - 1_000), { ...fixtures(T0 - 61_000) }], T0);
    expect(storedLiveValues()).toEqual([jackpots(1200, T0 - 1_000)]);
    window.localStorage.setItem('player.liveValues', '{not json');
    expect(storedLiveValues()).toEqual([]);
    window.localStorage.setItem('player.liveValues', JSON.stringify([{ id: 1 }, jackpots(5, T0)]));
    expect(storedLiveValues()).toEqual([jackpots(5, T0)]);
    forgetDevice();
    expect(storedLiveValues()).toEqual([]);
  });

  it('a player that restarts offline draws the kept value until it is stale, then the fallback, and catches up when the server answers', async () => {
    const first = renderHook(() => useLiveValues('device-token', `${FIXTURES},${JACKPOTS}`, 0));
    await act(async () => calls[0]!.answer({ serverUtc: iso(T0), version: 'v1', sources: [jackpots(1000, T0), fixtures(T0 - 55_000)] }));
    first.unmount();
    expect(storedLiveValues().map((source) => source.id)).toEqual([JACKPOTS, FIXTURES]);

    // Restarted 10 s later, the server away: the jackpot is drawn at once, before any answer; the list, 65 s old, is stale.
    vi.setSystemTime(T0 + 10_000);
    calls.length = 0;
    const { result, unmount } = renderHook(() => useLiveValues('device-token', `${FIXTURES},${JACKPOTS}`, 0));
    expect(result.current(JACKPOTS, 'major').view).toMatchObject({ kind: 'value', value: 1000 });
    expect(result.current(FIXTURES, 'tonight').view).toEqual({ kind: 'fallback', reason: 'stale' });
    await act(async () => calls[0]!.answer(new TypeError('Failed to fetch')));
    expect(result.current(JACKPOTS, 'major').view).toMatchObject({ kind: 'value', value: 1000, offline: true });
    await act(async () => vi.advanceTimersByTimeAsync(20_001));
    expect(result.current(JACKPOTS, 'major').view).toEqual({ kind: 'fallback', reason: 'stale' });

    // The server is back: the next try brings the newest value at once.
    const last = calls.at(-1)!;
    expect(last.version).toBeNull();
    await act(async () => last.answer({ serverUtc: iso(Date.now()), version: 'v2', sources: [jackpots(1500, Date.now())] }));
    expect(result.current(JACKPOTS, 'major').view).toMatchObject({ kind: 'value', value: 1500, offline: false });
    unmount();
  });
});

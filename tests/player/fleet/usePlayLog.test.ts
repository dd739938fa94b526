// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Play } from '../../../contract/fleet/plays.ts';
import { setPlayClockOffset } from '../../../player/fleet/playClock.ts';
import { usePlayLog, type PlayLogState } from '../../../player/fleet/usePlayLog.ts';

/** The plays the hook queued for upload (the IndexedDB queue, as an array). */
const queued = vi.hoisted(() => [] as Play[]);
vi.mock('../../../player/fleet/playQueue.ts', () => ({
  queuePlay: async (play: Play) => {
    queued.push(play);
  },
  indexedDbPlayQueue: { take: async () => [], remove: async () => undefined },
}));

const DISPLAY = '11111111-1111-4111-8111-111111111111';
const SLIDE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const LOOP = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const T0 = Date.parse('2026-11-26T10:00:00Z');

/** The player's state with the slide on screen as the given showing of a playlist item. */
const state = (showing: string, staleShown = false): PlayLogState => ({
  token: 'device-token',
  displayId: DISPLAY,
  shown: { assetId: SLIDE, playlistId: LOOP, version: '"v1"' },
  showing,
  staleShown,
});

beforeEach(() => {
  // The monotonic clock too: a play's seconds are counted on it. Time passes by advancing the timers
  // (both clocks); vi.setSystemTime sets the device's clock alone, as the network or a hand does.
  vi.useFakeTimers({ now: T0, toFake: ['Date', 'performance', 'setInterval', 'clearInterval'] });
  queued.length = 0;
  localStorage.clear();
});
afterEach(() => {
  setPlayClockOffset(0);
  vi.useRealTimers();
});

describe('the play log in the player (proof of play)', () => {
  it('records a play per item shown: a playlist of the same layout twice is two plays with their own seconds', () => {
    const { rerender, unmount } = renderHook((props: PlayLogState) => usePlayLog(props, 'Bar'), { initialProps: state('schedule e1 0 1000') });
    vi.advanceTimersByTime(10_000);
    rerender(state('schedule e1 1 11000'));
    expect(queued).toEqual([expect.objectContaining({ assetId: SLIDE, playlistId: LOOP, startedUtc: '2026-11-26T10:00:00.000Z', seconds: 10 })]);
    vi.advanceTimersByTime(20_000);
    rerender(state('schedule e1 0 31000'));
    expect(queued.map((play) => play.seconds)).toEqual([10, 20]);
    expect(queued[1]!.startedUtc).toBe('2026-11-26T10:00:10.000Z');
    expect(new Set(queued.map((play) => play.id)).size).toBe(2);
    unmount();
  });

  it('keeps one play while the same item is on screen through re-renders, and ends it when the window goes', () => {
    const { rerender, unmount } = renderHook((props: PlayLogState) => usePlayLog(props, 'Bar'), { initialProps: state('schedule e1 0 1000') });
    for (const meanwhile of [5_000, 15_000, 25_000]) {
      vi.advanceTimersByTime(meanwhile);
      // A new state object each time, as every render of the player makes.
      rerender(state('schedule e1 0 1000'));
    }
    expect(queued).toEqual([]);
    vi.advanceTimersByTime(5_000);
    unmount();
    expect(queued).toEqual([expect.objectContaining({ startedUtc: '2026-11-26T10:00:00.000Z', seconds: 50 })]);
  });

  it('marks a play during which a live value drew its fallback text, also the next play while it stays stale, and no other', () => {
    const { rerender, unmount } = renderHook((props: PlayLogState) => usePlayLog(props, 'Bar'), { initialProps: state('schedule e1 0 1000') });
    vi.advanceTimersByTime(5_000);
    // Stale for a moment, fresh again: the play is marked all the same.
    rerender(state('schedule e1 0 1000', true));
    rerender(state('schedule e1 0 1000', false));
    vi.advanceTimersByTime(5_000);
    rerender(state('schedule e1 1 11000', true));
    vi.advanceTimersByTime(10_000);
    rerender(state('schedule e1 0 21000', false));
    vi.advanceTimersByTime(10_000);
    unmount();
    expect(queued.map((play) => [play.seconds, play.staleFallback])).toEqual([
      [10, true],
      [10, true],
      [10, undefined],
    ]);
  });

  it('keeps the mark of a play left open by a page that closed', () => {
    const first = renderHook((props: PlayLogState) => usePlayLog(props, 'Bar'), { initialProps: state('schedule e1 0 1000', true) });
    // Its keep-alive notes, 10 s in, that it is still on screen.
    vi.advanceTimersByTime(10_000);
    // The page goes without unmounting (a crash): the next page recovers the play from storage.
    const kept = localStorage.getItem('player.plays.open.Bar');
    first.unmount();
    queued.length = 0;
    localStorage.setItem('player.plays.open.Bar', kept!);
    const second = renderHook((props: PlayLogState) => usePlayLog(props, 'Bar'), { initialProps: state('schedule e1 0 1000') });
    expect(queued).toEqual([expect.objectContaining({ seconds: 10, staleFallback: true })]);
    second.unmount();
  });

  it('counts a play’s true seconds when the device’s clock is set, or a new clock sample moves the correction, while it shows', () => {
    const { rerender, unmount } = renderHook((props: PlayLogState) => usePlayLog(props, 'Bar'), { initialProps: state('schedule e1 0 1000') });
    vi.advanceTimersByTime(10_000);
    // The network sets the TV's clock back an hour 10 s into the play, which shows 20 s more.
    vi.setSystemTime(Date.now() - 3_600_000);
    vi.advanceTimersByTime(20_000);
    rerender(state('schedule e1 1 31000'));
    // 10 s into the next play a new clock sample says the server's clock is 5 s ahead; it shows 10 s more.
    vi.advanceTimersByTime(10_000);
    setPlayClockOffset(5_000);
    vi.advanceTimersByTime(10_000);
    unmount();
    // Each start as the corrected clock read it then, each length as long as it showed.
    expect(queued.map((play) => [play.startedUtc, play.seconds])).toEqual([
      ['2026-11-26T10:00:00.000Z', 30],
      ['2026-11-26T09:00:30.000Z', 20],
    ]);
  });
});

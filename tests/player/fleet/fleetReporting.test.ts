// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisplayReportRequest } from '../../../contract/fleet.ts';
import { PLAY_UPLOAD_MINUTES, playUploadDue } from '../../../contract/fleet/playUploads.ts';
import type { ShownContentReport } from '../../../machines/timeline.selectors.ts';
import type { Play } from '../../../contract/fleet/plays.ts';
import { dropOldestBeyondCap } from '../../../player/fleet/playQueueCap.ts';
import { FIRST_REPORT_WAIT_MS, useFleetReporting, type FleetState } from '../../../player/fleet/useFleetReporting.ts';
import { memoryQueue, type MemoryPlayQueue } from './memoryPlayQueue.ts';

/** The play queue (IndexedDB in the player) as an array; none: IndexedDB is missing. */
const playQueue = vi.hoisted(() => ({ current: null as MemoryPlayQueue | null }));
vi.mock('../../../player/fleet/playQueue.ts', () => ({
  droppedPlays: async (displayId: string) => {
    if (playQueue.current === null) throw new Error('IndexedDB is missing.');
    return playQueue.current.dropped.get(displayId) ?? 0;
  },
}));

/** The screenshots the hook took, by the minute of the test's monotonic clock. */
const screenshots = vi.hoisted(() => [] as number[]);
vi.mock('../../../player/fleet/screenshot/takeScreenshot.ts', () => ({
  takeScreenshot: async () => {
    screenshots.push(Math.round(performance.now() / 60_000));
  },
}));

const IDLE: ShownContentReport = { assetId: null, playlistId: null, version: null };
const WEEK_ITEM: ShownContentReport = { assetId: '3c291e9f-695b-4708-9908-4109eaa101e4', playlistId: null, version: '"v1"' };

/** The reports the hook sent, read from the requests it made (fetch answers as the server does, or fails while `offline`). */
let reports: DisplayReportRequest[] = [];
let offline = false;
/** The client's screenshot interval, as each report's answer says it (0: none). */
let screenshotIntervalMinutes = 0;

beforeEach(() => {
  // performance.now() too, from 0: a screenshot's minute is the test's.
  vi.useFakeTimers();
  reports = [];
  offline = false;
  screenshotIntervalMinutes = 0;
  screenshots.length = 0;
  playQueue.current = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (offline) throw new TypeError('Failed to fetch');
      if (path.endsWith('/report')) reports.push(JSON.parse(String(init.body)) as DisplayReportRequest);
      return new Response(JSON.stringify({ commands: [], screenshotIntervalMinutes }), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const state = (shown: ShownContentReport, weekPlaying: boolean): FleetState => ({
  token: 'device-token',
  displayId: 'display-1',
  shown,
  weekPlaying,
  heartbeatMs: 60_000,
});

describe('the first heartbeat report after linking', () => {
  it('waits for the week to play, then reports its item rather than the idle screen', async () => {
    const { rerender } = renderHook((props: FleetState) => useFleetReporting(props, 'Bar'), { initialProps: state(IDLE, false) });
    await act(() => vi.advanceTimersByTimeAsync(FIRST_REPORT_WAIT_MS / 2));
    expect(reports).toHaveLength(0);

    rerender(state(WEEK_ITEM, true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reports.map((report) => report.shown.assetId)).toEqual([WEEK_ITEM.assetId]);

    // The wait's timer does not send a second report; the next comes with the heartbeat.
    await act(() => vi.advanceTimersByTimeAsync(FIRST_REPORT_WAIT_MS));
    expect(reports).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reports).toHaveLength(2);
  });

  it('reports what is on screen after the wait when the week does not play', async () => {
    renderHook((props: FleetState) => useFleetReporting(props, 'Bar'), { initialProps: state(IDLE, false) });
    await act(() => vi.advanceTimersByTimeAsync(FIRST_REPORT_WAIT_MS));
    expect(reports.map((report) => report.shown.assetId)).toEqual([null]);
  });

  it('reports at once when the week already plays', async () => {
    renderHook((props: FleetState) => useFleetReporting(props, 'Bar'), { initialProps: state(WEEK_ITEM, true) });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reports).toHaveLength(1);
  });
});

describe('when the queued plays go up', () => {
  it('with the first heartbeat answered, then every PLAY_UPLOAD_MINUTES, and at once when the server answers again after silence', async () => {
    const uploads: number[] = [];
    const startedMs = Date.now();
    const minute = () => Math.round((Date.now() - startedMs) / 60_000);
    renderHook(() => useFleetReporting(state(WEEK_ITEM, true), 'Bar', () => uploads.push(minute())));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(uploads).toEqual([0]);
    await act(() => vi.advanceTimersByTimeAsync(PLAY_UPLOAD_MINUTES * 60_000));
    expect(uploads).toEqual([0, PLAY_UPLOAD_MINUTES]);

    // Two heartbeats unanswered: the first answered after them takes the backlog up at once.
    offline = true;
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    offline = false;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(uploads).toEqual([0, PLAY_UPLOAD_MINUTES, PLAY_UPLOAD_MINUTES + 3]);
    await act(() => vi.advanceTimersByTimeAsync((PLAY_UPLOAD_MINUTES - 1) * 60_000));
    expect(uploads).toHaveLength(3);
  });
});

describe('the screenshots and the play uploads when the device’s clock is set (docs/player.md#reporting)', () => {
  it('keep the interval when the clock is set back an hour, rather than wait for it to catch up', async () => {
    screenshotIntervalMinutes = 5;
    renderHook(() => useFleetReporting(state(WEEK_ITEM, true), 'Bar'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screenshots).toEqual([1]);
    vi.setSystemTime(Date.now() - 3_600_000);
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screenshots).toEqual([1, 6, 11]);
  });

  it('keep the interval when the clock is set forward an hour, rather than go at once', async () => {
    screenshotIntervalMinutes = 5;
    const uploads: number[] = [];
    renderHook(() => useFleetReporting(state(WEEK_ITEM, true), 'Bar', () => uploads.push(Math.round(performance.now() / 60_000))));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screenshots).toEqual([1]);
    expect(uploads).toEqual([0]);
    vi.setSystemTime(Date.now() + 3_600_000);
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(screenshots).toEqual([1]);
    expect(uploads).toEqual([0, PLAY_UPLOAD_MINUTES]);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screenshots).toEqual([1, 6]);
  });
});

describe('the plays the queue dropped beyond its cap', () => {
  const play = (index: number): Play => ({
    id: `play-${index}`,
    displayId: 'display-1',
    assetId: WEEK_ITEM.assetId!,
    playlistId: null,
    startedUtc: new Date(Date.UTC(2026, 10, 26, 10, 0, index * 15)).toISOString(),
    seconds: 15,
  });

  it('go with every report as the running total, the same again until more are dropped', async () => {
    playQueue.current = memoryQueue(Array.from({ length: 5 }, (_, index) => play(index)));
    renderHook(() => useFleetReporting(state(WEEK_ITEM, true), 'Bar'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reports.map((report) => report.playsDropped)).toEqual([0]);

    // Offline too long: the queue over its cap drops its two oldest plays.
    expect(await dropOldestBeyondCap(playQueue.current, 'display-1', 3)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    playQueue.current.plays.push(play(5));
    expect(await dropOldestBeyondCap(playQueue.current, 'display-1', 3)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reports.map((report) => report.playsDropped)).toEqual([0, 2, 2, 3]);
  });

  it('are left out without IndexedDB: the server keeps what it has', async () => {
    renderHook(() => useFleetReporting(state(WEEK_ITEM, true), 'Bar'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reports).toHaveLength(1);
    expect(reports[0]).not.toHaveProperty('playsDropped');
  });
});

describe('playUploadDue', () => {
  it('is due after silence or a first upload, then PLAY_UPLOAD_MINUTES after the last one, or when the clock went back', () => {
    const interval = PLAY_UPLOAD_MINUTES * 60_000;
    expect(playUploadDue(null, 0, false)).toBe(true);
    expect(playUploadDue(1_000, 1_000 + interval - 1, false)).toBe(false);
    expect(playUploadDue(1_000, 1_000 + interval - 1, true)).toBe(true);
    expect(playUploadDue(1_000, 1_000 + interval, false)).toBe(true);
    expect(playUploadDue(1_000, 999, false)).toBe(true);
  });
});

// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisplayReportRequest } from '../../contract/fleet.ts';
import type { ShownContentReport } from '../../machines/timeline.selectors.ts';
import { FIRST_REPORT_WAIT_MS, useFleetReporting, type FleetState } from '../../player/fleet/useFleetReporting.ts';

const IDLE: ShownContentReport = { assetId: null, playlistId: null, version: null };
const WEEK_ITEM: ShownContentReport = { assetId: '3c291e9f-695b-4708-9908-4109eaa101e4', playlistId: null, version: '"v1"' };

/** The reports the hook sent, read from the requests it made (fetch answers as the server does). */
let reports: DisplayReportRequest[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  reports = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (path.endsWith('/report')) reports.push(JSON.parse(String(init.body)) as DisplayReportRequest);
      return new Response(JSON.stringify({ commands: [], screenshotIntervalMinutes: 0 }), { status: 200 });
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

describe('the first heartbeat report after linking (issue 22)', () => {
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { DeviceDay } from '../../contract/deviceDay.ts';
import { sampleOf } from '../../machines/playerClock.ts';
import { CLOCK_CHECK_MS, LONG_POLL_SECONDS } from '../../machines/timeline.machine.ts';
import { providedTimelineMachine } from '../../player/timelineMachine.ts';
import { emptyWeek } from '../support/emptyWeek.ts';

/**
 * The player's timeline machine with its real device calls (player/deviceClient.ts) on a stubbed
 * fetch: a long poll the machine ends, once the device's clock jumped, is aborted on the wire too,
 * so no request stays held on the server beside the call that samples the clock again.
 */

const NOW = Date.parse('2026-11-22T21:00:00.000Z');
const DISPLAY_ID = '00000000-0000-4000-8000-0000000000d1';

const week: DeviceDay = emptyWeek(DISPLAY_ID, NOW);

/** Each request the player made: its wait, and its signal. */
let requests: { waitSeconds: number; signal: AbortSignal }[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      const waitSeconds = Number(new URL(path, 'http://player').searchParams.get('waitSeconds'));
      const signal = init.signal!;
      requests.push({ waitSeconds, signal });
      // An unchanged week, at once; a long poll is held by the server and rejects, as fetch does, when aborted.
      if (waitSeconds === 0) return Promise.resolve(new Response(null, { status: 304, headers: { date: new Date().toUTCString() } }));
      return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const start = () => {
  const clock = sampleOf(NOW - 100, NOW, NOW - 50, performance.now());
  const actor = createActor(providedTimelineMachine('device-token', 'Bar', DISPLAY_ID), {
    input: { stored: { week, etag: 'v1', clock }, retryMs: 60_000 },
  });
  actor.start();
  return actor;
};

describe('the player’s timeline machine', () => {
  it('aborts the long poll under way when the device’s clock jumps, and asks again without waiting', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((request) => request.waitSeconds)).toEqual([LONG_POLL_SECONDS]);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    await vi.advanceTimersByTimeAsync(CLOCK_CHECK_MS);
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(requests.map((request) => request.waitSeconds)).toEqual([LONG_POLL_SECONDS, 0]);
    actor.stop();
  });

  it('still gives a long poll the server never answers up after its timeout (15 s beyond its wait)', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(15_000 + LONG_POLL_SECONDS * 1000 - 1);
    expect(requests[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(actor.getSnapshot().matches({ connection: 'offline' })).toBe(true);
    actor.stop();
  });
});

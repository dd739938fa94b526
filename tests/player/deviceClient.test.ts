import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceDay } from '../../contract/deviceDay.ts';
import { fetchWeek } from '../../player/deviceClient.ts';
import { emptyWeek } from '../support/emptyWeek.ts';

/**
 * The device client's week call on a stubbed fetch: the clock sample it takes when the device's
 * clock is set while the call is under way (docs/player.md#playing-the-week).
 */

const NOW = Date.parse('2026-11-22T21:00:00.000Z');
const HOUR = 3_600_000;
/** The server's clock runs this far ahead of the device's (before the device's is set). */
const SERVER_AHEAD_MS = 4_000;
const DISPLAY_ID = '00000000-0000-4000-8000-0000000000d1';

/** The week as the server answers it, stamped with the server's time. */
const weekAt = (serverMs: number): DeviceDay => emptyWeek(DISPLAY_ID, serverMs, NOW);

beforeEach(() => {
  // The monotonic clock too: the round trip is timed on it.
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'performance', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A server that stamps its answer 100 ms after the call leaves, and answers 100 ms later; `setDeviceClock` runs between. */
function serverAnswering(setDeviceClock: () => void) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      vi.advanceTimersByTime(100);
      const serverMs = NOW + 100 + SERVER_AHEAD_MS;
      setDeviceClock();
      vi.advanceTimersByTime(100);
      return new Response(JSON.stringify(weekAt(serverMs)), { status: 200 });
    }),
  );
}

describe('the device client’s clock sample', () => {
  it('keeps the round trip and the offset true when the network sets the device’s clock forward an hour during the call', async () => {
    serverAnswering(() => vi.setSystemTime(Date.now() + HOUR));
    const result = await fetchWeek('device-token', DISPLAY_ID, null, 0);
    // The corrected clock reads the server's time: an hour less 4 s behind the device's clock now.
    expect(result.clock).toMatchObject({ roundTripMs: 200, offsetMs: SERVER_AHEAD_MS - HOUR });
  });

  it('and when it is set back an hour', async () => {
    serverAnswering(() => vi.setSystemTime(Date.now() - HOUR));
    const result = await fetchWeek('device-token', DISPLAY_ID, null, 0);
    expect(result.clock).toMatchObject({ roundTripMs: 200, offsetMs: SERVER_AHEAD_MS + HOUR });
  });
});

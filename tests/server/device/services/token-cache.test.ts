import { describe, expect, it } from 'vitest';
import { dayWindowStartMs } from '../../../../server/device/services/day-window.ts';
import { DEVICE_TOKEN_CACHE_MS, DeviceTokenCache } from '../../../../server/device/services/token-cache.ts';
import { WakeLog } from '../../../../server/device/services/wake-log.ts';

const CLIENT = '0a1b2c3d-0000-4000-8000-00000000000c';
const OTHER_CLIENT = '0a1b2c3d-0000-4000-8000-00000000000d';
const linked = { id: '0a1b2c3d-0000-4000-8000-000000000001', venueId: '0a1b2c3d-0000-4000-8000-000000000002', clientId: CLIENT };
const SIGHTING_MS = 60_000;
const HOUR_MS = 3_600_000;

describe('the device token cache (services/device-token-cache.ts)', () => {
  it('answers a linked controller until its client is woken, its age passes, or a sighting write is due', () => {
    const heard = new WakeLog();
    const cache = new DeviceTokenCache(heard);
    const now = 1_000_000;
    cache.remember('hash', linked, now, cache.mark(), now);
    expect(cache.get('hash', now + 1000, SIGHTING_MS)).toEqual(linked);
    expect(cache.get('unknown', now, SIGHTING_MS)).toBeNull();
    // A sighting is due a minute after the last: the caller looks up and writes it.
    expect(cache.get('hash', now + SIGHTING_MS, SIGHTING_MS)).toBeNull();
    cache.remember('hash', linked, now + SIGHTING_MS, cache.mark(), now + SIGHTING_MS);
    expect(cache.get('hash', now + SIGHTING_MS + 1, SIGHTING_MS)).toEqual(linked);

    // Another client's change leaves it; its own client's (an unlink, a venue deleted) drops it.
    heard.record([OTHER_CLIENT]);
    expect(cache.get('hash', now + SIGHTING_MS + 2, SIGHTING_MS)).toEqual(linked);
    heard.record([CLIENT]);
    expect(cache.get('hash', now + SIGHTING_MS + 3, SIGHTING_MS)).toBeNull();

    // At most DEVICE_TOKEN_CACHE_MS, even with sightings written all along.
    cache.remember('hash', linked, now, cache.mark(), now);
    expect(cache.get('hash', now + DEVICE_TOKEN_CACHE_MS, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('keeps neither an unlinked controller nor one read while the wake channel could not hear', () => {
    const cache = new DeviceTokenCache(new WakeLog());
    cache.remember('unlinked', { id: linked.id, venueId: null, clientId: null }, 0, cache.mark(), 0);
    expect(cache.get('unlinked', 1, SIGHTING_MS)).toBeNull();
    cache.remember('deaf', linked, 0, null, 0);
    expect(cache.get('deaf', 1, SIGHTING_MS)).toBeNull();
    // A controller read again unlinked replaces what was kept.
    cache.remember('hash', linked, 0, cache.mark(), 0);
    cache.remember('hash', { id: linked.id, venueId: null, clientId: null }, 0, cache.mark(), 0);
    expect(cache.get('hash', 1, SIGHTING_MS)).toBeNull();
  });
});

describe("a display's week window (services/day-window.ts)", () => {
  it('starts within the last hour, holds for an hour, and moves at a second of the hour of the display’s own', () => {
    const ids = Array.from({ length: 200 }, () => crypto.randomUUID());
    const now = Date.UTC(2026, 10, 26, 10, 0, 0);
    const seconds = new Set<number>();
    for (const id of ids) {
      const start = dayWindowStartMs(id, now);
      expect(start).toBeLessThanOrEqual(now);
      expect(now - start).toBeLessThan(HOUR_MS);
      expect(start % 1000).toBe(0);
      // The same window until an hour after its start, then the next.
      expect(dayWindowStartMs(id, start + HOUR_MS - 1)).toBe(start);
      expect(dayWindowStartMs(id, start + HOUR_MS)).toBe(start + HOUR_MS);
      expect(dayWindowStartMs(id.toUpperCase(), now)).toBe(start);
      seconds.add((start % HOUR_MS) / 1000);
    }
    // Spread over the hour, not all at its top.
    expect(seconds.size).toBeGreaterThan(150);
  });
});

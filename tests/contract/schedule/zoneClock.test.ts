import { afterEach, describe, expect, it, vi } from 'vitest';
import { offsetAt, ZoneClock } from '../../../contract/schedule/zoneClock.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The local date as Intl reads it at that very instant: what dateOf must answer. */
const intlDateOf = (timeZone: string, instantMs: number) => Math.floor((instantMs + offsetAt(timeZone, instantMs)) / DAY_MS);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ZoneClock.dateOf', () => {
  // Each around a change of its clocks: forward, back, and a zone that changes at 00:00 local (Santiago).
  const changes = [
    { timeZone: 'Australia/Sydney', atUtc: '2026-04-04T16:00:00Z' }, // 03:00 AEDT → 02:00 AEST
    { timeZone: 'Australia/Sydney', atUtc: '2026-10-03T16:00:00Z' }, // 02:00 AEST → 03:00 AEDT
    { timeZone: 'Europe/London', atUtc: '2026-03-29T01:00:00Z' },
    { timeZone: 'America/Santiago', atUtc: '2026-09-06T04:00:00Z' },
    { timeZone: 'UTC', atUtc: '2026-11-29T00:00:00Z' },
  ];

  it('answers the local date Intl gives, minute by minute across a change of the clocks and the local midnights near it', () => {
    for (const { timeZone, atUtc } of changes) {
      const clock = new ZoneClock(timeZone);
      const at = Date.parse(atUtc);
      for (let instant = at - 30 * 60 * MINUTE_MS; instant <= at + 30 * 60 * MINUTE_MS; instant += 7 * MINUTE_MS + 13_001) {
        expect(clock.dateOf(instant), `${timeZone} at ${new Date(instant).toISOString()}`).toBe(intlDateOf(timeZone, instant));
      }
      // The change itself, and a millisecond either side of it.
      for (const instant of [at - 1, at, at + 1]) expect(clock.dateOf(instant)).toBe(intlDateOf(timeZone, instant));
    }
  });

  it('asks Intl only while it learns a day: a heartbeat report resolves a timeline without formatting dates', () => {
    const clock = new ZoneClock('Australia/Sydney');
    const at = Date.parse('2026-11-29T03:00:00Z');
    clock.dateOf(at);
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    for (let minute = 0; minute < 60; minute += 1) clock.dateOf(at + minute * MINUTE_MS);
    expect(formatToParts).not.toHaveBeenCalled();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishRelativeTime, type RelativeUnit } from '../../../ui-kit/RelativeTime/englishRelativeTime.ts';
import { formatRelativeTime } from '../../../ui-kit/RelativeTime/RelativeTime.tsx';

const UNITS: RelativeUnit[] = ['second', 'minute', 'hour', 'day', 'month', 'year'];
const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

describe("the relative time's English words (ui-kit/RelativeTime/englishRelativeTime.ts)", () => {
  it("are Intl's for every whole value of every unit", () => {
    fc.assert(
      fc.property(fc.constantFrom(...UNITS), fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -2_000_000, max: 2_000_000 })), (unit, value) => {
        expect(englishRelativeTime(value, unit)).toBe(intl.format(value, unit));
      }),
      { numRuns: 2000 },
    );
  });

  it('read as before through formatRelativeTime, English or not', () => {
    const now = Date.UTC(2026, 11, 3, 12);
    const day = 24 * 60 * 60 * 1000;
    expect(formatRelativeTime(now - 10_000, now)).toBe('now');
    expect(formatRelativeTime(now - day, now)).toBe('yesterday');
    expect(formatRelativeTime(now + 3 * 60 * 60 * 1000, now)).toBe('in 3 hours');
    expect(formatRelativeTime(now - 400 * day, now)).toBe('last year');
    expect(formatRelativeTime(now - day, now, 'de')).toBe('gestern');
  });
});

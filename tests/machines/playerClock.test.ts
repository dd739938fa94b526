import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betterSample, CLOCK_JUMP_MS, dateHeaderMs, sampleIsRecent, sampleOf, SAMPLE_MAX_AGE_MS } from '../../machines/playerClock.ts';

describe('the player’s clock corrected to the server’s', () => {
  it('takes the server’s stamp as half a round trip old', () => {
    // Sent at device 1000, answered at device 1200; the server stamped 5100 (its clock 4000 ahead).
    expect(sampleOf(1_000, 1_200, 5_100)).toEqual({ offsetMs: 4_000, roundTripMs: 200, takenMs: 1_200 });
  });

  it('is never further off than half the round trip, whatever the two legs took', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10 * 3_600_000, max: 10 * 3_600_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        (trueOffset, outbound, inbound, sentMs) => {
          const serverMs = sentMs + outbound + trueOffset;
          const sample = sampleOf(sentMs, sentMs + outbound + inbound, serverMs);
          expect(Math.abs(sample.offsetMs - trueOffset)).toBeLessThanOrEqual(sample.roundTripMs / 2 + 1);
        },
      ),
    );
  });

  it('counts a round trip the device clock made negative (set back meanwhile) as zero', () => {
    expect(sampleOf(2_000, 1_000, 1_000).roundTripMs).toBe(0);
  });

  it('times the round trip on the monotonic clock, so the device’s clock set during the call moves neither it nor the offset', () => {
    // Sent at device 1,000,000 (monotonic 10,000); the server, 4 s ahead, stamps 100 ms later; the
    // network sets the device's clock an hour forward, and the answer arrives 100 ms after the stamp.
    const hour = 3_600_000;
    const sample = sampleOf(1_000_000, 1_000_200 + hour, 1_004_100, 10_200, 10_000);
    // Against the device's clock as it now reads, the server is an hour less 4 s behind.
    expect(sample).toEqual({ offsetMs: 4_000 - hour, roundTripMs: 200, takenMs: 1_000_200 + hour, wallMinusMonoMs: 990_000 + hour });
    // Set back an hour instead: the same 200 ms, the offset an hour the other way.
    expect(sampleOf(1_000_000, 1_000_200 - hour, 1_004_100, 10_200, 10_000)).toMatchObject({ offsetMs: 4_000 + hour, roundTripMs: 200 });
  });

  it('reads a Date header as the middle of its second, and nothing from a missing or broken one', () => {
    expect(dateHeaderMs('Wed, 25 Nov 2026 23:00:00 GMT')).toBe(Date.parse('2026-11-25T23:00:00.500Z'));
    expect(dateHeaderMs(null)).toBeNull();
    expect(dateHeaderMs('soon')).toBeNull();
  });

  it('trusts a sample for ten minutes of the device’s clock, and not one taken after “now” (the clock set back since)', () => {
    const sample = sampleOf(1_000_000, 1_000_040, 5_000_000);
    expect(sampleIsRecent(null, 1_000_040)).toBe(false);
    expect(sampleIsRecent(sample, 1_000_040)).toBe(true);
    expect(sampleIsRecent(sample, 1_000_040 + SAMPLE_MAX_AGE_MS - 1)).toBe(true);
    expect(sampleIsRecent(sample, 1_000_040 + SAMPLE_MAX_AGE_MS)).toBe(false);
    expect(sampleIsRecent(sample, 1_000_039)).toBe(false);
  });

  it('gives a sample up once the device’s clock moved against its monotonic clock, and keeps it through drift', () => {
    // Taken at 1,000,040 on the device's clock, 40 on its monotonic clock.
    const sample = sampleOf(1_000_000, 1_000_040, 5_000_000, 40);
    expect(sample.wallMinusMonoMs).toBe(1_000_000);
    // A minute on both clocks, and a little drift: it stands.
    expect(sampleIsRecent(sample, 1_060_040, 60_040)).toBe(true);
    expect(sampleIsRecent(sample, 1_060_040 + CLOCK_JUMP_MS, 60_040)).toBe(true);
    // The device's clock set five minutes forward (or a sleep, which stops the monotonic clock), or back a minute.
    expect(sampleIsRecent(sample, 1_360_040, 60_040)).toBe(false);
    expect(sampleIsRecent(sample, 1_060_040, 120_040)).toBe(false);
    // Without the monotonic reading the device's clock alone decides, as for samples kept by older players.
    expect(sampleIsRecent(sample, 1_360_040)).toBe(true);
    // A fresh sample after the jump replaces a kept one measured more tightly.
    const tight = { ...sample, roundTripMs: 10 };
    const afterJump = sampleOf(1_360_000, 1_360_100, 5_060_000, 60_100);
    expect(betterSample(tight, afterJump)).toBe(afterJump);
    expect(betterSample(tight, sampleOf(1_060_000, 1_060_100, 5_060_000, 60_100))).toBe(tight);
  });

  it('keeps the tighter of recent samples, and gives an old one up for any newer', () => {
    const tight = { offsetMs: 100, roundTripMs: 20, takenMs: 0 };
    const loose = { offsetMs: 900, roundTripMs: 800, takenMs: 60_000 };
    expect(betterSample(null, tight)).toBe(tight);
    expect(betterSample(tight, null)).toBe(tight);
    expect(betterSample(tight, loose)).toBe(tight);
    expect(betterSample(loose, { ...tight, takenMs: 61_000 })).toEqual({ ...tight, takenMs: 61_000 });
    const muchLater = { ...loose, takenMs: SAMPLE_MAX_AGE_MS + 1 };
    expect(betterSample(tight, muchLater)).toBe(muchLater);
    // The device's clock went back past the kept sample: the kept one no longer means anything.
    const earlier = { ...loose, takenMs: -5_000 };
    expect(betterSample(tight, earlier)).toBe(earlier);
  });
});

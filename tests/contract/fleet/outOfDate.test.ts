import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staleAfterMs } from '../../../contract/deviceStatus.ts';
import { mismatchGraceMs, outOfDateReason, showsExpected, type ReportFacts } from '../../../contract/fleet/outOfDate.ts';

const HEARTBEAT = 60;
const NOW = new Date('2026-11-25T20:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const facts = (partial: Partial<ReportFacts>): ReportFacts => ({ reportedUtc: ago(1000), mismatchSinceUtc: null, lastMediaErrorUtc: null, ...partial });

describe('out of date', () => {
  it('is up to date while it reports and shows what the timeline says', () => {
    expect(outOfDateReason(facts({}), NOW, HEARTBEAT)).toBeNull();
  });

  it('is offline when it never reported or has been silent past two heartbeats', () => {
    expect(outOfDateReason(facts({ reportedUtc: null }), NOW, HEARTBEAT)).toBe('offline');
    expect(outOfDateReason(facts({ reportedUtc: ago(staleAfterMs(HEARTBEAT)) }), NOW, HEARTBEAT)).toBeNull();
    expect(outOfDateReason(facts({ reportedUtc: ago(staleAfterMs(HEARTBEAT) + 1) }), NOW, HEARTBEAT)).toBe('offline');
  });

  it('tolerates a mismatch for two heartbeats, then says old layout', () => {
    expect(outOfDateReason(facts({ mismatchSinceUtc: ago(2 * HEARTBEAT * 1000) }), NOW, HEARTBEAT)).toBeNull();
    expect(outOfDateReason(facts({ mismatchSinceUtc: ago(2 * HEARTBEAT * 1000 + 1) }), NOW, HEARTBEAT)).toBe('oldLayout');
  });

  it('says media failed when a media error came during the mismatch, old layout when it came before', () => {
    const mismatchSinceUtc = ago(10 * 60_000);
    expect(outOfDateReason(facts({ mismatchSinceUtc, lastMediaErrorUtc: ago(5 * 60_000) }), NOW, HEARTBEAT)).toBe('mediaFailed');
    expect(outOfDateReason(facts({ mismatchSinceUtc, lastMediaErrorUtc: ago(11 * 60_000) }), NOW, HEARTBEAT)).toBe('oldLayout');
    // A media error alone, with the right layout on screen, is not out of date.
    expect(outOfDateReason(facts({ lastMediaErrorUtc: ago(1000) }), NOW, HEARTBEAT)).toBeNull();
  });

  const instant = fc.integer({ min: 0, max: 24 * 3_600_000 }).map(ago);
  const anyFacts = fc.record({
    reportedUtc: fc.option(instant, { nil: null }),
    mismatchSinceUtc: fc.option(instant, { nil: null }),
    lastMediaErrorUtc: fc.option(instant, { nil: null }),
  });
  const heartbeat = fc.integer({ min: 5, max: 600 });

  it('once out of date, stays out of date as time passes with no new report', () => {
    fc.assert(
      fc.property(anyFacts, heartbeat, fc.integer({ min: 0, max: 3_600_000 }), (input, seconds, laterMs) => {
        const reason = outOfDateReason(input, NOW, seconds);
        const later = outOfDateReason(input, new Date(NOW.getTime() + laterMs), seconds);
        if (reason !== null) expect(later).not.toBeNull();
      }),
    );
  });

  it('offline exactly when silent past the stale threshold; otherwise out of date only after a mismatch longer than the grace', () => {
    fc.assert(
      fc.property(anyFacts, heartbeat, (input, seconds) => {
        const reason = outOfDateReason(input, NOW, seconds);
        const silent = input.reportedUtc === null || NOW.getTime() - input.reportedUtc.getTime() > staleAfterMs(seconds);
        expect(reason === 'offline').toBe(silent);
        if (!silent) {
          const longMismatch = input.mismatchSinceUtc !== null && NOW.getTime() - input.mismatchSinceUtc.getTime() > mismatchGraceMs(seconds);
          expect(reason !== null).toBe(longMismatch);
        }
      }),
    );
  });

  it('compares a playlist as itself and a layout by its id', () => {
    const layout = { assetId: 'a', playlistId: null };
    expect(showsExpected(layout, layout)).toBe(true);
    expect(showsExpected({ assetId: 'b', playlistId: null }, layout)).toBe(false);
    expect(showsExpected({ assetId: 'a', playlistId: 'p' }, layout)).toBe(false);
    expect(showsExpected({ assetId: 'x', playlistId: 'p' }, { assetId: null, playlistId: 'p' })).toBe(true);
    expect(showsExpected({ assetId: null, playlistId: null }, { assetId: null, playlistId: null })).toBe(true);
  });
});

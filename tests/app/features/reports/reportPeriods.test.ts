import { afterEach, describe, expect, it } from 'vitest';
import type { PlayReportRow } from '../../../../contract/fleet/plays.ts';
import { periodLabel, periodOf, playsPerPeriod } from '../../../../app/features/reports/reportTexts.ts';

const row = (localDate: string, localHour: string | null, plays: number, key = '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d01'): PlayReportRow => ({
  key,
  name: 'Harbour Club',
  localDate,
  localHour,
  plays,
  seconds: plays * 10,
  staleFallbackPlays: 0,
});

/** The report's periods are venues' local dates and hours: shown as they are, in any browser's zone. */
describe('report periods', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  it('labels a local day and a local hour without moving them into the browser zone', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      expect(periodLabel(periodOf(row('2026-04-05', null, 1))), zone).toBe('5 Apr 2026');
      expect(periodLabel(periodOf(row('2026-04-05', '02:00', 1))), zone).toBe('5 Apr, 02:00');
      expect(periodLabel(periodOf(row('2026-10-04', '23:00', 1))), zone).toBe('4 Oct, 23:00');
    }
  });

  it('adds the groups of each period for the chart, in time order', () => {
    const other = '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d02';
    expect(
      playsPerPeriod([row('2026-04-05', '23:00', 1), row('2026-04-05', '02:00', 2), row('2026-04-05', '02:00', 3, other), row('2026-04-04', '10:00', 4)]),
    ).toEqual([
      { period: '2026-04-04 10:00', plays: 4 },
      { period: '2026-04-05 02:00', plays: 5 },
      { period: '2026-04-05 23:00', plays: 1 },
    ]);
  });
});

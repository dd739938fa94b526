import { describe, expect, it } from 'vitest';
import type { ComplianceReportItem } from '../../../../../contract/complianceReport.ts';
import { complianceReportTexts, openLabel, secondsLabel, seriesPerVenue, shortDaysPerVenue, statusCounts } from '../../../../../app/features/compliance/report/complianceReportTexts.ts';

const item = (venueId: string, date: string, required: number, played: number, status: ComplianceReportItem['status'], forbiddenPlays = 0): ComplianceReportItem => ({
  date,
  displayId: `${venueId}-${required}-${played}`,
  displayLabel: 'Screen',
  venueId,
  venueName: venueId === 'a' ? 'Alpha' : 'Beta',
  zone: 'gaming-area',
  openMinutes: 720,
  mandatorySecondsRequired: required,
  mandatorySecondsPlayed: played,
  forbiddenPlays,
  status,
});

describe('the compliance page’s sums', () => {
  it('adds each venue’s screens per day for its chart, in date order, venues in the report’s order', () => {
    const series = seriesPerVenue([
      item('b', '2026-11-25', 720, 700, 'short'),
      item('a', '2026-11-25', 720, 720, 'ok'),
      item('a', '2026-11-24', 720, 720, 'ok'),
      item('a', '2026-11-24', 0, 0, 'no-data'),
    ]);
    expect(series).toEqual([
      { venueId: 'b', venueName: 'Beta', days: [{ date: '2026-11-25', required: 720, played: 700 }] },
      {
        venueId: 'a',
        venueName: 'Alpha',
        days: [
          { date: '2026-11-24', required: 720, played: 720 },
          { date: '2026-11-25', required: 720, played: 720 },
        ],
      },
    ]);
  });

  it('counts each venue’s days with a short screen once however many screens were short, for the chart’s venue picker', () => {
    const shortDays = shortDaysPerVenue([
      item('a', '2026-11-24', 720, 700, 'short'),
      { ...item('a', '2026-11-24', 720, 600, 'short'), displayId: 'another screen' },
      item('a', '2026-11-25', 720, 0, 'short'),
      item('a', '2026-11-26', 720, 0, 'no-data'),
      item('b', '2026-11-24', 720, 720, 'ok'),
    ]);
    expect(shortDays).toEqual(new Map([['a', 2]]));
    expect(complianceReportTexts.chartVenueOption('Alpha', shortDays.get('a') ?? 0)).toBe('Alpha – short on 2 days');
    expect(complianceReportTexts.chartVenueOption('Alpha', 1)).toBe('Alpha – short on one day');
    expect(complianceReportTexts.chartVenueOption('Beta', shortDays.get('b') ?? 0)).toBe('Beta');
  });

  it('counts statuses and forbidden plays for the printed summary, and words the numbers', () => {
    expect(statusCounts([item('a', '2026-11-24', 1, 1, 'ok', 2), item('a', '2026-11-25', 1, 0, 'short'), item('a', '2026-11-26', 1, 0, 'no-data', 1)])).toEqual({
      ok: 1,
      short: 1,
      'no-data': 1,
      forbidden: 3,
    });
    expect(secondsLabel(705)).toBe('11 min 45 s');
    expect(secondsLabel(45)).toBe('45 s');
    expect(openLabel(0)).toBe('Closed');
    expect(openLabel(1500)).toBe('25 h 00 min');
  });
});

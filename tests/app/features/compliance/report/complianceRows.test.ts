import { describe, expect, it } from 'vitest';
import type { ComplianceReportItem } from '../../../../../contract/complianceReport.ts';
import { rowCounts, rowFilterOf, rowMatches } from '../../../../../app/features/compliance/report/complianceRows.ts';

const item = (status: ComplianceReportItem['status'], forbiddenPlays = 0): ComplianceReportItem => ({
  date: '2026-11-24',
  displayId: '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d03',
  displayLabel: 'Gaming floor',
  venueId: '6d9f3c1e-58a4-4b6e-9b8a-3f0e2a7c1d02',
  venueName: 'Harbour Club',
  zone: 'gaming-area',
  openMinutes: 720,
  mandatorySecondsRequired: 720,
  mandatorySecondsPlayed: status === 'ok' ? 720 : 0,
  forbiddenPlays,
  status,
});

describe('the compliance table’s row filter', () => {
  it('reads the filter an address names, and every row for anything else', () => {
    expect(rowFilterOf('short')).toBe('short');
    expect(rowFilterOf('no-data')).toBe('no-data');
    expect(rowFilterOf('forbidden')).toBe('forbidden');
    expect(rowFilterOf(undefined)).toBe('all');
    expect(rowFilterOf('SHORT')).toBe('all');
    expect(rowFilterOf('constructor')).toBe('all');
  });

  it('matches a row by its status, or by forbidden plays whatever its status', () => {
    expect(rowMatches(item('short'), 'short')).toBe(true);
    expect(rowMatches(item('short'), 'ok')).toBe(false);
    expect(rowMatches(item('ok', 2), 'forbidden')).toBe(true);
    expect(rowMatches(item('ok', 2), 'ok')).toBe(true);
    expect(rowMatches(item('no-data'), 'forbidden')).toBe(false);
    expect(rowMatches(item('no-data'), 'all')).toBe(true);
  });

  it('counts the rows each filter would show', () => {
    expect(rowCounts([item('ok'), item('ok', 1), item('short'), item('no-data'), item('no-data')])).toEqual({
      all: 5,
      ok: 2,
      short: 1,
      'no-data': 2,
      forbidden: 1,
    });
    expect(rowCounts([])).toEqual({ all: 0, ok: 0, short: 0, 'no-data': 0, forbidden: 0 });
  });
});

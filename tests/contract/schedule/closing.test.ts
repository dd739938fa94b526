import { describe, expect, it } from 'vitest';
import type { OpenHours } from '../../../contract/openHours.ts';
import { closingAfter, closingEndOf } from '../../../contract/schedule/closing.ts';

const closedAllWeek: OpenHours = {
  mondayOpen: null, mondayClose: null, tuesdayOpen: null, tuesdayClose: null, wednesdayOpen: null, wednesdayClose: null,
  thursdayOpen: null, thursdayClose: null, fridayOpen: null, fridayClose: null, saturdayOpen: null, saturdayClose: null,
  sundayOpen: null, sundayClose: null,
};
const now = new Date('2026-11-20T01:00:00Z'); // Friday 12:00 in Sydney (UTC+11)

describe('closingAfter: "until closing" on the venue\'s own clock', () => {
  it('ends at the close time in the venue\'s zone', () => {
    const hours = { ...closedAllWeek, fridayOpen: '10:00', fridayClose: '23:00' };
    expect(closingAfter(hours, 'Australia/Sydney', now.getTime())).toEqual({ kind: 'closes', atMs: Date.parse('2026-11-20T12:00:00.000Z') });
  });

  it('runs past midnight for a window that does, and to 04:00 for a LATE close', () => {
    expect(closingAfter({ ...closedAllWeek, fridayOpen: '10:00', fridayClose: '02:00' }, 'Australia/Sydney', now.getTime())).toEqual({ kind: 'closes', atMs: Date.parse('2026-11-20T15:00:00.000Z') });
    expect(closingAfter({ ...closedAllWeek, fridayOpen: '10:00', fridayClose: null }, 'Australia/Sydney', now.getTime())).toEqual({ kind: 'closes', atMs: Date.parse('2026-11-20T17:00:00.000Z') });
  });

  it('is closed now, or never closes within the longest takeover', () => {
    expect(closingAfter({ ...closedAllWeek, fridayOpen: '18:00', fridayClose: '23:00' }, 'Australia/Sydney', now.getTime())).toEqual({ kind: 'closedNow' });
    const always = Object.fromEntries(Object.keys(closedAllWeek).map((key) => [key, key.endsWith('Open') ? '00:00' : null])) as OpenHours;
    expect(closingAfter(always, 'Australia/Sydney', now.getTime())).toEqual({ kind: 'neverCloses' });
  });

  it('reads the close across the day clocks go back (Sydney, 5 April 2026: 03:00 becomes 02:00)', () => {
    const saturday = new Date('2026-04-04T10:00:00Z'); // Saturday 21:00 AEDT
    const hours = { ...closedAllWeek, saturdayOpen: '18:00', saturdayClose: '03:00' };
    // As the resolver reads every window bound (docs/scheduling.md#local-time): 03:00 is first reached as the
    // clocks go back (03:00 AEDT, 16:00 UTC), the moment the calendar's open hours end and an
    // "open" entry stops, so the takeover hands back to the schedule then, not an hour later.
    expect(closingAfter(hours, 'Australia/Sydney', saturday.getTime())).toEqual({ kind: 'closes', atMs: Date.parse('2026-04-04T16:00:00.000Z') });
  });
});

describe('closingEndOf: where a takeover "until closing" stops at one venue', () => {
  const hours = { ...closedAllWeek, fridayOpen: '10:00', fridayClose: '23:00' };
  const start = now.getTime();
  it('at the venue’s closing, or its own end if sooner', () => {
    expect(closingEndOf(hours, 'Australia/Sydney', start, start + 86_400_000)).toBe(Date.parse('2026-11-20T12:00:00.000Z'));
    expect(closingEndOf(hours, 'Australia/Sydney', start, start + 3_600_000)).toBe(start + 3_600_000);
  });
  it('at once (it does not run there) when the venue is closed at its start: no open hours that day, or outside them', () => {
    expect(closingEndOf(closedAllWeek, 'Australia/Sydney', start, start + 86_400_000)).toBe(start);
    expect(closingEndOf({ ...hours, fridayOpen: '18:00' }, 'Australia/Sydney', start, start + 86_400_000)).toBe(start);
  });
});

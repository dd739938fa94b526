import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_OPEN_HOURS, type OpenHours } from '../../../contract/openHours.ts';
import { isOpenAt, localTimeOf, usableTimeZone } from '../../../contract/schedule/openHours.ts';

const SYDNEY = 'Australia/Sydney';
/** Wednesday 2026-01-14 in Sydney (UTC+11, daylight time): local = UTC + 11 h. */
const sydney = (day: number, time: string) => new Date(Date.UTC(2026, 0, day, Number(time.slice(0, 2)) - 11, Number(time.slice(3))));

const hours = (partial: Partial<OpenHours>): OpenHours => ({ ...EMPTY_OPEN_HOURS, ...partial });

describe('open hours in the venue time zone', () => {
  it('reads weekday and time on the zone wall clock', () => {
    expect(localTimeOf(sydney(14, '09:30'), SYDNEY)).toEqual({ day: 'wednesday', minutes: 9 * 60 + 30 });
    // The same instant is still Tuesday evening in UTC.
    expect(localTimeOf(sydney(14, '09:30'), 'UTC')).toEqual({ day: 'tuesday', minutes: 22 * 60 + 30 });
  });

  it('treats a day without an open time as closed, and never-saved hours as always closed', () => {
    expect(isOpenAt(EMPTY_OPEN_HOURS, SYDNEY, sydney(14, '12:00'))).toBe(false);
    expect(isOpenAt(hours({ tuesdayOpen: '09:00', tuesdayClose: '17:00' }), SYDNEY, sydney(14, '12:00'))).toBe(false);
  });

  it('is open from the open time until just before the close time', () => {
    const wednesday = hours({ wednesdayOpen: '09:00', wednesdayClose: '17:00' });
    expect(isOpenAt(wednesday, SYDNEY, sydney(14, '08:59'))).toBe(false);
    expect(isOpenAt(wednesday, SYDNEY, sydney(14, '09:00'))).toBe(true);
    expect(isOpenAt(wednesday, SYDNEY, sydney(14, '16:59'))).toBe(true);
    expect(isOpenAt(wednesday, SYDNEY, sydney(14, '17:00'))).toBe(false);
  });

  it('runs a close time before the open time past midnight into the next morning', () => {
    const lateClose = hours({ wednesdayOpen: '10:00', wednesdayClose: '02:00' });
    expect(isOpenAt(lateClose, SYDNEY, sydney(14, '23:30'))).toBe(true);
    expect(isOpenAt(lateClose, SYDNEY, sydney(15, '01:59'))).toBe(true);
    expect(isOpenAt(lateClose, SYDNEY, sydney(15, '02:00'))).toBe(false);
    // Thursday itself is closed.
    expect(isOpenAt(lateClose, SYDNEY, sydney(15, '12:00'))).toBe(false);
  });

  it('keeps a venue without a close time (LATE) open until 04:00 the next morning', () => {
    const late = hours({ wednesdayOpen: '18:00', wednesdayClose: null });
    expect(isOpenAt(late, SYDNEY, sydney(14, '17:59'))).toBe(false);
    expect(isOpenAt(late, SYDNEY, sydney(14, '18:00'))).toBe(true);
    expect(isOpenAt(late, SYDNEY, sydney(15, '03:59'))).toBe(true);
    expect(isOpenAt(late, SYDNEY, sydney(15, '04:00'))).toBe(false);
  });

  it('wraps Sunday night into Monday morning', () => {
    // 2026-01-18 is a Sunday.
    const sunday = hours({ sundayOpen: '20:00', sundayClose: '01:00' });
    expect(isOpenAt(sunday, SYDNEY, sydney(19, '00:30'))).toBe(true);
    expect(localTimeOf(sydney(19, '00:30'), SYDNEY).day).toBe('monday');
  });

  it('falls back to UTC for a zone Intl does not know', () => {
    expect(usableTimeZone('Mars/Olympus')).toBe('UTC');
    expect(usableTimeZone(SYDNEY)).toBe(SYDNEY);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usableTimeZone', () => {
  it('keeps a zone Intl knows and answers UTC for any other name, every time it is asked', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(usableTimeZone('Europe/Paris')).toBe('Europe/Paris');
      expect(usableTimeZone('Not/A_Zone')).toBe('UTC');
      expect(usableTimeZone('')).toBe('UTC');
    }
  });

  it('asks Intl once per name: every player\'s day read asks it', () => {
    usableTimeZone('Australia/Perth');
    usableTimeZone('Mars/Olympus_Mons');
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    expect(usableTimeZone('Australia/Perth')).toBe('Australia/Perth');
    expect(usableTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(formatToParts).not.toHaveBeenCalled();
  });
});

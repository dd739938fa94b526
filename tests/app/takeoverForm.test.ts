import { describe, expect, it } from 'vitest';
import type { OpenHours } from '../../contract/openHours.ts';
import type { Takeover } from '../../contract/schedules.ts';
import { nextClosing } from '../../app/features/takeovers/nextClosing.ts';
import { emptyTakeoverForm, formErrorsOf, singleVenueOf, takeoverFormSchema, takeoverRequestOf, TakeoverEndError } from '../../app/features/takeovers/takeoverForm.ts';
import { nextChangeAfter, reachLabel, runningAt, takeoverStatusAt } from '../../app/features/takeovers/takeoverStatus.ts';

const closedAllWeek: OpenHours = {
  mondayOpen: null, mondayClose: null, tuesdayOpen: null, tuesdayClose: null, wednesdayOpen: null, wednesdayClose: null,
  thursdayOpen: null, thursdayClose: null, fridayOpen: null, fridayClose: null, saturdayOpen: null, saturdayClose: null,
  sundayOpen: null, sundayClose: null,
};
const venue = { id: 'v1', type: 'Venue' as const, name: 'Harbour Bar' };
const now = new Date('2026-11-20T01:00:00Z'); // Friday 12:00 in Sydney (UTC+11)

describe('nextClosing: "until closing" on the venue\'s own clock', () => {
  it('ends at the close time in the venue\'s zone', () => {
    const hours = { ...closedAllWeek, fridayOpen: '10:00', fridayClose: '23:00' };
    expect(nextClosing(hours, 'Australia/Sydney', now)).toEqual({ kind: 'closes', atUtc: '2026-11-20T12:00:00.000Z' });
  });

  it('runs past midnight for a window that does, and to 04:00 for a LATE close', () => {
    expect(nextClosing({ ...closedAllWeek, fridayOpen: '10:00', fridayClose: '02:00' }, 'Australia/Sydney', now)).toEqual({ kind: 'closes', atUtc: '2026-11-20T15:00:00.000Z' });
    expect(nextClosing({ ...closedAllWeek, fridayOpen: '10:00', fridayClose: null }, 'Australia/Sydney', now)).toEqual({ kind: 'closes', atUtc: '2026-11-20T17:00:00.000Z' });
  });

  it('is closed now, or never closes within the longest takeover', () => {
    expect(nextClosing({ ...closedAllWeek, fridayOpen: '18:00', fridayClose: '23:00' }, 'Australia/Sydney', now)).toEqual({ kind: 'closedNow' });
    const always = Object.fromEntries(Object.keys(closedAllWeek).map((key) => [key, key.endsWith('Open') ? '00:00' : null])) as OpenHours;
    expect(nextClosing(always, 'Australia/Sydney', now)).toEqual({ kind: 'neverCloses' });
    // 10,080 minutes read through Intl: well under a second alone, slow on a crowded CI machine.
  }, 30_000);

  it('reads the close across the day clocks go back (Sydney, 5 April 2026: 03:00 becomes 02:00)', () => {
    const saturday = new Date('2026-04-04T10:00:00Z'); // Saturday 21:00 AEDT
    const hours = { ...closedAllWeek, saturdayOpen: '18:00', saturdayClose: '03:00' };
    // 03:00 is reached once the clock has gone back (AEST, UTC+10): 17:00 UTC.
    expect(nextClosing(hours, 'Australia/Sydney', saturday)).toEqual({ kind: 'closes', atUtc: '2026-04-04T17:00:00.000Z' });
  });
});

describe('the start-takeover form', () => {
  const values = { ...emptyTakeoverForm([venue]), name: 'Jackpot', content: 'playlist:p1' };

  it('starts with the page\'s reach, or all venues from the Takeovers page', () => {
    expect(emptyTakeoverForm([venue])).toMatchObject({ reach: 'chosen', chosen: [venue], duration: '15m' });
    expect(emptyTakeoverForm([])).toMatchObject({ reach: 'all', chosen: [] });
  });

  it('makes the request: content, reach split into clients and venues, the end from the choice', () => {
    const client = { id: 'c1', type: 'Client' as const, name: 'Harbour Group' };
    expect(takeoverRequestOf({ ...values, chosen: [venue, client] }, now, null)).toEqual({
      name: 'Jackpot',
      content: { playlistId: 'p1' },
      targets: { clientIds: ['c1'], venueIds: ['v1'] },
      endUtc: '2026-11-20T01:15:00.000Z',
    });
    expect(takeoverRequestOf({ ...values, reach: 'all', content: 'asset:a1', duration: '1h' }, now, null)).toMatchObject({
      content: { assetId: 'a1' },
      targets: { all: true },
      endUtc: '2026-11-20T02:00:00.000Z',
    });
    expect(takeoverRequestOf({ ...values, duration: 'closing' }, now, { kind: 'closes', atUtc: '2026-11-20T12:00:00.000Z' }).endUtc).toBe('2026-11-20T12:00:00.000Z');
    expect(() => takeoverRequestOf({ ...values, duration: 'closing' }, now, { kind: 'closedNow' })).toThrow(TakeoverEndError);
  });

  it('refuses an empty reach and a missing end date', () => {
    const result = takeoverFormSchema.safeParse({ ...values, chosen: [], duration: 'until', until: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['chosen', 'until']);
  });

  it('knows when the reach is exactly one venue (the only case "until closing" can be read)', () => {
    expect(singleVenueOf({ reach: 'chosen', chosen: [venue] })).toBe('v1');
    expect(singleVenueOf({ reach: 'all', chosen: [venue] })).toBeNull();
    expect(singleVenueOf({ reach: 'chosen', chosen: [venue, { ...venue, id: 'v2' }] })).toBeNull();
  });

  it('puts the server\'s field errors on the form\'s fields', () => {
    expect(formErrorsOf({ 'content.playlistId': 'Playlist not found', 'targets.venueIds': 'Display, venue or client not found', endUtc: 'A takeover lasts at most 7 days', name: 'Takeover name is required' }, 'until')).toEqual({
      content: 'Playlist not found',
      chosen: 'Display, venue or client not found',
      until: 'A takeover lasts at most 7 days',
      name: 'Takeover name is required',
    });
    expect(formErrorsOf({ endUtc: 'End must be after the start' }, '15m')).toEqual({ duration: 'End must be after the start' });
  });
});

describe('takeover status on the portal\'s clock', () => {
  const base: Takeover = {
    id: 't1', name: 'A', targets: { all: true }, content: { assetId: 'a1' }, startUtc: '2026-11-20T00:50:00Z', endUtc: '2026-11-20T01:05:00Z',
    endedUtc: null, running: true, createdUtc: '2026-11-20T00:50:00Z',
  };
  const later: Takeover = { ...base, id: 't2', startUtc: '2026-11-20T00:55:00Z', endUtc: '2026-11-20T01:30:00Z', targets: { clientIds: ['c'], venueIds: ['v', 'w'] } };

  it('is running until its end, or until it was ended early, then history', () => {
    expect(takeoverStatusAt(base, now.getTime())).toBe('running');
    expect(takeoverStatusAt(base, Date.parse('2026-11-20T01:05:00Z'))).toBe('finished');
    expect(takeoverStatusAt({ ...base, endedUtc: '2026-11-20T00:58:00Z' }, now.getTime())).toBe('endedEarly');
    expect(takeoverStatusAt({ ...base, startUtc: '2026-11-20T02:00:00Z', endUtc: '2026-11-20T03:00:00Z' }, now.getTime())).toBe('scheduled');
  });

  it('lists running ones latest started first, and knows when to look again', () => {
    expect(runningAt([base, later], now.getTime()).map((takeover) => takeover.id)).toEqual(['t2', 't1']);
    expect(runningAt([base, later], Date.parse('2026-11-20T01:10:00Z')).map((takeover) => takeover.id)).toEqual(['t2']);
    expect(nextChangeAfter([base, later], now.getTime())).toBe(Date.parse('2026-11-20T01:05:00Z'));
    expect(nextChangeAfter([base], Date.parse('2026-11-20T02:00:00Z'))).toBeNull();
  });

  it('says whom it reaches', () => {
    expect(reachLabel(base)).toBe('All venues');
    expect(reachLabel(later)).toBe('1 client, 2 venues');
  });
});

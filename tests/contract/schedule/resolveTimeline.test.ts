import { describe, expect, it } from 'vitest';
import { EMPTY_OPEN_HOURS, type OpenHours } from '../../../contract/openHours.ts';
import { playlistSlotAt } from '../../../contract/schedule/playlistRotation.ts';
import { HOUR, MINUTE, at, entry, resolve, sydney, takeover } from './resolveExamples.ts';

/** The one resolver, contract/schedule/resolveTimeline.ts, called through resolveExamples.ts. */
describe('resolveTimeline', () => {
  it('plays the display’s own layout around an entry’s window, in contiguous segments', () => {
    const segments = resolve({ entries: [entry({})] });
    expect(segments.map((s) => [new Date(s.start).toISOString(), new Date(s.end).toISOString(), s.source])).toEqual([
      ['2026-01-13T13:00:00.000Z', '2026-01-13T22:00:00.000Z', 'display'],
      ['2026-01-13T22:00:00.000Z', '2026-01-14T06:00:00.000Z', 'schedule'],
      ['2026-01-14T06:00:00.000Z', '2026-01-14T13:00:00.000Z', 'display'],
    ]);
  });

  it('shows the idle screen when the display has no layout of its own', () => {
    expect(at(resolve({ displayAssetId: null }), sydney('2026-01-14T08:00'))).toBe('display:display:idle');
  });

  it('runs only on the chosen days and between the first and last dates', () => {
    const wednesdayOnly = resolve({ entries: [entry({ days: ['tuesday'] })] });
    expect(at(wednesdayOnly, sydney('2026-01-14T10:00'))).toBe('display:display:own-layout');
    expect(at(resolve({ entries: [entry({ firstDate: '2026-01-15' })] }), sydney('2026-01-14T10:00'))).toBe('display:display:own-layout');
    expect(at(resolve({ entries: [entry({ lastDate: '2026-01-13' })] }), sydney('2026-01-14T10:00'))).toBe('display:display:own-layout');
    expect(at(resolve({ entries: [entry({ firstDate: '2026-01-14', lastDate: '2026-01-14' })] }), sydney('2026-01-14T10:00'))).toBe(
      'schedule:entry:asset-a',
    );
  });

  it('runs a window past midnight into the next day, counted on the day it starts', () => {
    const segments = resolve({
      entries: [entry({ from: '22:00', to: '02:00', days: ['tuesday'] })],
      fromMs: sydney('2026-01-13T00:00'),
      toMs: sydney('2026-01-15T00:00'),
    });
    expect(at(segments, sydney('2026-01-13T23:00'))).toBe('schedule:entry:asset-a');
    expect(at(segments, sydney('2026-01-14T01:59'))).toBe('schedule:entry:asset-a');
    expect(at(segments, sydney('2026-01-14T02:00'))).toBe('display:display:own-layout');
    expect(at(segments, sydney('2026-01-14T23:00'))).toBe('display:display:own-layout');
  });

  it('reads day parts on the open hours: a LATE close runs to 04:00 the next morning', () => {
    const hours: OpenHours = { ...EMPTY_OPEN_HOURS, wednesdayOpen: '10:00', wednesdayClose: null };
    const open = entry({ id: 'open', dayPart: 'open', from: null, to: null, assetId: 'in-hours' });
    const closed = entry({ id: 'closed', dayPart: 'closed', from: null, to: null, assetId: 'after-hours' });
    const segments = resolve({ openHours: hours, entries: [open, closed], toMs: sydney('2026-01-16T00:00') });
    expect(at(segments, sydney('2026-01-14T09:59'))).toBe('schedule:closed:after-hours');
    expect(at(segments, sydney('2026-01-14T10:00'))).toBe('schedule:open:in-hours');
    expect(at(segments, sydney('2026-01-15T03:59'))).toBe('schedule:open:in-hours');
    expect(at(segments, sydney('2026-01-15T04:00'))).toBe('schedule:closed:after-hours');
  });

  it('keeps the closed hours one run when the open window falls in the hour the clocks skip', () => {
    // Sunday 4 October 2026: 02:00 AEST becomes 03:00 AEDT, so an opening at 02:15 never comes.
    const hours: OpenHours = { ...EMPTY_OPEN_HOURS, sundayOpen: '02:15', sundayClose: '03:00' };
    const closed = entry({ id: 'closed', dayPart: 'closed', from: null, to: null, assetId: null, playlistId: 'loop', days: ['sunday'] });
    const open = entry({ id: 'open', dayPart: 'open', from: null, to: null, assetId: 'in-hours', days: ['sunday'] });
    const midnight = sydney('2026-10-04T00:00', 10);
    const tenAm = sydney('2026-10-04T10:00');
    // Asked at 10:00, the run under way started at midnight: its playlist did not start again at the jump.
    expect(resolve({ openHours: hours, entries: [closed, open], fromMs: tenAm, toMs: tenAm + HOUR })[0]).toMatchObject({ source: 'schedule', id: 'closed', start: midnight });
    // And "open" never shows that day.
    const day = resolve({ openHours: hours, entries: [closed, open], fromMs: midnight, toMs: midnight + 23 * HOUR });
    expect(day.filter((segment) => segment.id === 'open')).toEqual([]);
  });

  it('never runs an open day part at a venue with no open hours', () => {
    const segments = resolve({ entries: [entry({ dayPart: 'open', from: null, to: null })] });
    expect(segments.every((segment) => segment.source === 'display')).toBe(true);
  });

  describe('precedence', () => {
    const noon = sydney('2026-01-14T12:00');
    it('higher priority wins', () => {
      const entries = [entry({ id: 'high', priority: 2, targetLevel: 'client' }), entry({ id: 'low', priority: 1, createdMs: 9 })];
      expect(at(resolve({ entries }), noon)).toBe('schedule:high:asset-a');
    });
    it('among equal priorities the most specific target wins', () => {
      const entries = [
        entry({ id: 'client', targetLevel: 'client', createdMs: 3 }),
        entry({ id: 'display', targetLevel: 'display', createdMs: 1 }),
        entry({ id: 'venue', targetLevel: 'venue', createdMs: 2 }),
      ];
      expect(at(resolve({ entries }), noon)).toBe('schedule:display:asset-a');
    });
    it('then the most recently created', () => {
      const entries = [entry({ id: 'newer', createdMs: 2 }), entry({ id: 'older', createdMs: 1 })];
      expect(at(resolve({ entries }), noon)).toBe('schedule:newer:asset-a');
    });
    it('a running takeover beats every entry, the latest started first, and ends by itself', () => {
      const entries = [entry({ priority: 99 })];
      const takeovers = [
        takeover({ id: 'first', startMs: noon - HOUR, endMs: noon + 2 * HOUR }),
        takeover({ id: 'second', startMs: noon - 30 * MINUTE, endMs: noon + HOUR }),
      ];
      const segments = resolve({ entries, takeovers });
      expect(at(segments, noon - 45 * MINUTE)).toBe('takeover:first:takeover-asset');
      expect(at(segments, noon)).toBe('takeover:second:takeover-asset');
      expect(at(segments, noon + 90 * MINUTE)).toBe('takeover:first:takeover-asset');
      expect(at(segments, noon + 2 * HOUR)).toBe('schedule:entry:asset-a');
    });
    it('a takeover ended early (its end moved to now) hands back at once', () => {
      const segments = resolve({ takeovers: [takeover({ startMs: noon - HOUR, endMs: noon })] });
      expect(at(segments, noon - 1)).toBe('takeover:takeover:takeover-asset');
      expect(at(segments, noon)).toBe('display:display:own-layout');
    });
  });

  describe('a takeover until closing', () => {
    const tenToTen = { ...EMPTY_OPEN_HOURS, wednesdayOpen: '10:00', wednesdayClose: '22:00', thursdayOpen: '10:00', thursdayClose: '22:00' };
    // Started at 20:00 in Sydney (09:00 UTC) on Wednesday 14 January 2026, for at most 7 days.
    const untilClosing = takeover({ untilClosing: true, startMs: sydney('2026-01-14T20:00'), endMs: sydney('2026-01-14T20:00') + 7 * 24 * HOUR });

    it('ends at each venue’s own closing, on its own clock', () => {
      const inSydney = resolve({ openHours: tenToTen, takeovers: [untilClosing] });
      expect(at(inSydney, sydney('2026-01-14T21:59'))).toBe('takeover:takeover:takeover-asset');
      expect(at(inSydney, sydney('2026-01-14T22:00'))).toBe('display:display:own-layout');
      // The same takeover in Perth (UTC+8): 17:00 there, so it runs to Perth's 23:00 close.
      const perthHours = { ...tenToTen, wednesdayClose: '23:00' };
      const perth = (iso: string) => Date.parse(`${iso}Z`) - 8 * HOUR;
      const inPerth = resolve({ timeZone: 'Australia/Perth', openHours: perthHours, takeovers: [untilClosing], toMs: perth('2026-01-15T06:00') });
      expect(at(inPerth, perth('2026-01-14T22:59'))).toBe('takeover:takeover:takeover-asset');
      expect(at(inPerth, perth('2026-01-14T23:00'))).toBe('display:display:own-layout');
    });

    it('runs through a LATE close to 04:00, and never past its own end', () => {
      const late = resolve({ openHours: { ...tenToTen, wednesdayClose: null }, takeovers: [untilClosing], toMs: sydney('2026-01-15T12:00') });
      expect(at(late, sydney('2026-01-15T03:59'))).toBe('takeover:takeover:takeover-asset');
      expect(at(late, sydney('2026-01-15T04:00'))).toBe('display:display:own-layout');
      const short = resolve({ openHours: tenToTen, takeovers: [{ ...untilClosing, endMs: sydney('2026-01-14T21:00') }] });
      expect(at(short, sydney('2026-01-14T21:00'))).toBe('display:display:own-layout');
    });

    it('does not take over a venue closed at its start (no open hours that day, or outside them)', () => {
      for (const openHours of [EMPTY_OPEN_HOURS, { ...tenToTen, wednesdayClose: '19:00' }]) {
        const segments = resolve({ openHours, takeovers: [untilClosing] });
        expect(segments.some((segment) => segment.source === 'takeover')).toBe(false);
      }
    });

    it('runs to its own end at a venue open at all hours (it never closes)', () => {
      const always = { ...EMPTY_OPEN_HOURS } as Record<string, string | null>;
      for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
        always[`${day}Open`] = '00:00';
        always[`${day}Close`] = '00:00';
      }
      const segments = resolve({ openHours: always as typeof EMPTY_OPEN_HOURS, takeovers: [{ ...untilClosing, endMs: sydney('2026-01-14T23:30') }] });
      expect(at(segments, sydney('2026-01-14T23:29'))).toBe('takeover:takeover:takeover-asset');
      expect(at(segments, sydney('2026-01-14T23:30'))).toBe('display:display:own-layout');
    });
  });

  describe('daylight-saving changes', () => {
    it('skips a 02:00–03:00 window on the day clocks go forward', () => {
      const segments = resolve({
        entries: [entry({ from: '02:00', to: '03:00' })],
        fromMs: Date.UTC(2026, 9, 3, 12),
        toMs: Date.UTC(2026, 9, 3, 20),
      });
      expect(segments.filter((segment) => segment.source === 'schedule')).toEqual([]);
    });
    it('runs a 02:00–03:00 window once, the first time, on the day clocks go back', () => {
      const segments = resolve({
        entries: [entry({ from: '02:00', to: '03:00' })],
        fromMs: Date.UTC(2026, 3, 4, 12),
        toMs: Date.UTC(2026, 3, 4, 20),
      });
      // 02:00 daylight time is 15:00Z; at 16:00Z the clocks show 03:00 and go back to 02:00.
      expect(segments.filter((segment) => segment.source === 'schedule').map((s) => [s.start, s.end])).toEqual([
        [Date.UTC(2026, 3, 4, 15), Date.UTC(2026, 3, 4, 16)],
      ]);
    });
    it('keeps a window that spans the change whole and wall-clock right either side', () => {
      const segments = resolve({
        entries: [entry({ from: '01:00', to: '05:00' })],
        fromMs: Date.UTC(2026, 3, 4, 12),
        toMs: Date.UTC(2026, 3, 4, 22),
      });
      // 01:00 AEDT = 14:00Z; 05:00 AEST = 19:00Z: five hours of real time.
      expect(segments.filter((segment) => segment.source === 'schedule').map((s) => [s.start, s.end])).toEqual([
        [Date.UTC(2026, 3, 4, 14), Date.UTC(2026, 3, 4, 19)],
      ]);
    });
  });

  describe('playlists', () => {
    const items = [
      { assetId: 'one', durationSeconds: 60 },
      { assetId: 'two', durationSeconds: 30 },
    ];
    it('rotates from the start of the segment, looping', () => {
      const anchor = 1_000_000;
      expect(playlistSlotAt(items, anchor, anchor)?.assetId).toBe('one');
      expect(playlistSlotAt(items, anchor, anchor + 60_000)).toEqual({ index: 1, assetId: 'two', start: anchor + 60_000, end: anchor + 90_000 });
      expect(playlistSlotAt(items, anchor, anchor + 90_000)?.assetId).toBe('one');
      expect(playlistSlotAt([], anchor, anchor)).toBeNull();
    });
    it('keeps a segment’s true start whatever interval is asked for, so rotation agrees', () => {
      const entries = [entry({ assetId: null, playlistId: 'p', from: '09:00', to: '17:00' })];
      const whole = resolve({ entries }).find((segment) => segment.source === 'schedule');
      const later = resolve({ entries, fromMs: sydney('2026-01-14T13:07') })[0];
      expect(later?.start).toBe(whole?.start);
      expect(later?.start).toBe(sydney('2026-01-14T09:00'));
    });
    it('starts a new segment when an interrupted entry resumes', () => {
      const noon = sydney('2026-01-14T12:00');
      const segments = resolve({
        entries: [entry({ assetId: null, playlistId: 'p' })],
        takeovers: [takeover({ startMs: noon, endMs: noon + HOUR })],
      });
      expect(segments.filter((segment) => segment.source === 'schedule').map((segment) => segment.start)).toEqual([sydney('2026-01-14T09:00'), noon + HOUR]);
    });
  });
});

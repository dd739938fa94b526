import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_OPEN_HOURS } from '../../../../../contract/openHours.ts';
import type { ScheduleEntry, Timeline } from '../../../../../contract/schedules.ts';
import { datesText, daysText, hoursText, originText } from '../../../../../app/features/scheduling/schedules/entryTexts.ts';
import { labelDays, requiredSlotsText, segmentLabeller } from '../../../../../app/features/scheduling/schedules/timelineLabels.ts';
import { venueLaneLabels } from '../../../../../app/features/scheduling/schedules/venueWeek.ts';
import { localDateOf, localDaysSpan, nowAndNext, timelineDays, weekRequestSpan, weekText } from '../../../../../app/features/scheduling/schedules/weekTimeline.ts';

const SYDNEY = 'Australia/Sydney';
const DISPLAY = '5f0c2b1e-1111-4c5e-8f9a-0b1c2d3e4f50';
const ENTRY = '0c3e5b7a-9d1f-4e2a-8b6c-4d5e6f708192';
const TAKEOVER = '9a8b7c6d-2222-4e2a-8b6c-4d5e6f708192';
const LAYOUT = '1d8c6f10-2a7b-4c5e-8f9a-0b1c2d3e4f50';

const segment = (start: string, end: string, source: 'display' | 'schedule' | 'takeover', id: string) => ({
  start,
  end,
  source,
  id,
  assetId: LAYOUT,
  playlistId: null,
  contentName: null,
});

/**
 * Sydney around the clocks going forward (Sunday 4 October 2026, 02:00 AEST → 03:00 AEDT): happy
 * hour 17:00–19:00 local on Saturday (UTC+10) and Sunday (UTC+11), the display's own layout between,
 * and a takeover across the missing hour.
 */
const springForward: Timeline = {
  timeZone: SYDNEY,
  // Open from 10:00 on Saturday until LATE (04:00 on Sunday), and 10:00–22:00 on Sunday.
  openHours: { ...EMPTY_OPEN_HOURS, saturdayOpen: '10:00', sundayOpen: '10:00', sundayClose: '22:00' },
  items: [
    segment('2026-10-02T14:00:00.000Z', '2026-10-03T07:00:00.000Z', 'display', DISPLAY),
    segment('2026-10-03T07:00:00.000Z', '2026-10-03T09:00:00.000Z', 'schedule', ENTRY),
    segment('2026-10-03T09:00:00.000Z', '2026-10-03T15:00:00.000Z', 'display', DISPLAY),
    // Sunday 01:00 AEST to 04:00 AEDT: two hours of real time.
    segment('2026-10-03T15:00:00.000Z', '2026-10-03T17:00:00.000Z', 'takeover', TAKEOVER),
    segment('2026-10-03T17:00:00.000Z', '2026-10-04T06:00:00.000Z', 'display', DISPLAY),
    segment('2026-10-04T06:00:00.000Z', '2026-10-04T08:00:00.000Z', 'schedule', ENTRY),
    segment('2026-10-04T08:00:00.000Z', '2026-10-05T13:00:00.000Z', 'display', DISPLAY),
  ],
};

const saturday = localDateOf(SYDNEY, Date.parse('2026-10-03T00:00:00.000Z'));

describe('the week view’s days', () => {
  it('cuts the timeline at each local midnight: Sunday has 23 hours and its times read on the new clock', () => {
    const [sat, sun, mon] = timelineDays(springForward, saturday, 3);
    expect(sat).toMatchObject({ date: '2026-10-03', title: 'Saturday 3 October', hours: 24 });
    expect(sat!.pieces.map((piece) => [piece.startText, piece.endText, piece.source])).toEqual([
      ['00:00', '17:00', 'display'],
      ['17:00', '19:00', 'schedule'],
      ['19:00', '24:00', 'display'],
    ]);
    expect(sun).toMatchObject({ date: '2026-10-04', title: 'Sunday 4 October', hours: 23 });
    expect(sun!.pieces.map((piece) => [piece.startText, piece.endText, piece.source])).toEqual([
      ['00:00', '01:00', 'display'],
      ['01:00', '04:00', 'takeover'],
      ['04:00', '17:00', 'display'],
      ['17:00', '19:00', 'schedule'],
      ['19:00', '24:00', 'display'],
    ]);
    // Drawn to scale: the takeover's 01:00–04:00 is two real hours of a 23-hour day.
    expect(sun!.pieces[1]!.length).toBeCloseTo(2 / 23, 6);
    expect(sun!.pieces.reduce((sum, piece) => sum + piece.length, 0)).toBeCloseTo(1, 9);
    expect(mon).toMatchObject({ date: '2026-10-05', hours: 24 });
  });

  it('shades the open hours of each day from the one resolver: a LATE close runs into the next morning, on the new clock', () => {
    const [sat, sun, mon] = timelineDays(springForward, saturday, 3);
    expect(sat!.open.map((span) => [span.startText, span.endText])).toEqual([['10:00', '24:00']]);
    // LATE ends at 04:00 on Sunday, three real hours after midnight on the day the clocks go forward.
    expect(sun!.open.map((span) => [span.startText, span.endText])).toEqual([
      ['00:00', '04:00'],
      ['10:00', '22:00'],
    ]);
    expect(sun!.open[0]!.length).toBeCloseTo(3 / 23, 6);
    expect(sun!.open[1]!.offset).toBeCloseTo(9 / 23, 6);
    expect(mon!.open).toEqual([]);
  });

  it('gives the day the clocks go back 25 hours', () => {
    const autumn: Timeline = {
      timeZone: SYDNEY,
      openHours: EMPTY_OPEN_HOURS,
      items: [segment('2026-04-03T13:00:00.000Z', '2026-04-06T14:00:00.000Z', 'display', DISPLAY)],
    };
    const [day] = timelineDays(autumn, localDateOf(SYDNEY, Date.parse('2026-04-05T00:00:00.000Z')), 1);
    expect(day).toMatchObject({ date: '2026-04-05', hours: 25 });
    expect(day!.pieces.map((piece) => [piece.startText, piece.endText])).toEqual([['00:00', '24:00']]);
  });

  it('names pieces and joins neighbours that show the same thing', () => {
    const entry = { id: ENTRY, name: 'Happy hour', content: { assetId: LAYOUT } } as ScheduleEntry;
    const labelOf = segmentLabeller([entry], [], (content) => ('assetId' in content ? 'Layout: Drinks' : 'Playlist'));
    const split: Timeline = {
      timeZone: SYDNEY,
      openHours: EMPTY_OPEN_HOURS,
      items: [
        segment('2026-10-02T14:00:00.000Z', '2026-10-03T01:00:00.000Z', 'display', DISPLAY),
        segment('2026-10-03T01:00:00.000Z', '2026-10-03T14:00:00.000Z', 'display', DISPLAY),
      ],
    };
    const [day] = labelDays(timelineDays(split, saturday, 1), labelOf);
    expect(day!.pieces.map((piece) => [piece.startText, piece.endText, piece.label])).toEqual([['00:00', '24:00', 'Own layout']]);
    expect(labelOf({ source: 'schedule', id: ENTRY, assetId: LAYOUT })).toBe('Happy hour (Layout: Drinks)');
    expect(labelOf({ source: 'takeover', id: TAKEOVER, assetId: LAYOUT })).toBe('Takeover');
    expect(labelOf({ source: 'display', id: DISPLAY, assetId: null })).toBe('Idle screen');
  });

  it('says what plays now until when, and what comes next, on the venue’s clock', () => {
    const labelOf = (item: { source: string }) => item.source;
    // Saturday 3 October 12:00 in Sydney.
    const result = nowAndNext(springForward, Date.parse('2026-10-03T02:00:00.000Z'), labelOf);
    expect(result).toEqual({ now: { label: 'display', until: '17:00' }, next: { label: 'schedule', at: '17:00' } });
    // Saturday 20:00: the next change is on Sunday.
    expect(nowAndNext(springForward, Date.parse('2026-10-03T10:00:00.000Z'), labelOf)).toEqual({
      now: { label: 'display', until: 'Sun 01:00' },
      next: { label: 'takeover', at: 'Sun 01:00' },
    });
    // Sunday 20:00: the own layout to the end of the timeline; when it stops is not known.
    expect(nowAndNext(springForward, Date.parse('2026-10-04T09:00:00.000Z'), labelOf)).toEqual({ now: { label: 'display', until: null }, next: null });
    expect(nowAndNext(springForward, Date.parse('2027-01-01T00:00:00.000Z'), labelOf)).toEqual({ now: null, next: null });
  });

  it('says a gaming-area day’s responsible-gambling slots once, and reads its entries across them', () => {
    // Saturday 3 October 2026 in Sydney (UTC+10): happy hour 17:00–19:00, the slots 15 s at :00 and :30.
    const slot = (hhmm: string) => {
      const start = Date.parse(`2026-10-03T${hhmm}:00.000+10:00`);
      return { ...segment(new Date(start).toISOString(), new Date(start + 15_000).toISOString(), 'display', 'rules'), source: 'mandatory' as const };
    };
    const at = (hhmmss: string) => new Date(Date.parse(`2026-10-03T${hhmmss}.000+10:00`)).toISOString();
    const gaming: Timeline = {
      timeZone: SYDNEY,
      openHours: EMPTY_OPEN_HOURS,
      items: [
        segment(at('00:00:00'), at('17:00:00'), 'display', DISPLAY),
        slot('17:00'),
        segment(at('17:00:15'), at('17:30:00'), 'schedule', ENTRY),
        slot('17:30'),
        segment(at('17:30:15'), at('18:00:00'), 'schedule', ENTRY),
        slot('18:00'),
        segment(at('18:00:15'), at('18:30:00'), 'schedule', ENTRY),
        slot('18:30'),
        segment(at('18:30:15'), at('19:00:00'), 'schedule', ENTRY),
        slot('19:00'),
        segment(at('19:00:15'), '2026-10-03T14:00:00.000Z', 'display', DISPLAY),
      ],
    };
    const labelOf = (item: { source: string }) => item.source;
    const [day] = labelDays(timelineDays(gaming, saturday, 1), labelOf);
    // Each entry reads from where it starts to where it stops; a piece straight after a slot from the slot's start.
    expect(day!.pieces.map((piece) => [piece.startText, piece.endText, piece.label])).toEqual([
      ['00:00', '17:00', 'display'],
      ['17:00', '19:00', 'schedule'],
      ['19:00', '24:00', 'display'],
    ]);
    // To scale, the pieces still fill the day end to end.
    expect(day!.pieces.reduce((sum, piece) => sum + piece.length, 0)).toBeCloseTo(1, 9);
    expect(day!.required).toEqual({ count: 5, seconds: 15, startText: '17:00', endText: '19:00:15' });
    expect(requiredSlotsText(day!.required!)).toBe('Responsible gambling (required): 5 slots of 15 s');
    // A day without slots has none to say.
    expect(labelDays(timelineDays(springForward, saturday, 1), labelOf)[0]!.required).toBeNull();

    // Now and next pass over the slots: happy hour plays until 19:00, not until the next slot.
    expect(nowAndNext(gaming, Date.parse(at('17:45:00')), labelOf)).toEqual({ now: { label: 'schedule', until: '19:00' }, next: { label: 'display', at: '19:00' } });
    // In a slot, the slot until its end, to the second.
    expect(nowAndNext(gaming, Date.parse(at('18:30:05')), labelOf)).toEqual({ now: { label: 'mandatory', until: '18:30:15' }, next: { label: 'schedule', at: '18:30:15' } });
  });

  it('names a venue’s lane by its display’s label, with its controller’s when the label repeats', () => {
    const display = (label: string, controllerName: string) => ({ displayId: DISPLAY, label, controllerName, items: [] });
    expect(venueLaneLabels([display('Bar', 'North'), display('Lounge', 'North')])).toEqual(['Bar', 'Lounge']);
    expect(venueLaneLabels([display('Bar', 'North'), display('BAR', 'South'), display('Lounge', 'North')])).toEqual(['Bar · North', 'BAR · South', 'Lounge']);
    // Two controllers of the same name: the second (and third) lane numbered, in the server's order.
    expect(venueLaneLabels([display('Bar', 'Controller'), display('Bar', 'Controller'), display('bar', 'controller'), display('Lounge', 'Controller')])).toEqual([
      'Bar · Controller',
      'Bar · Controller (2)',
      'bar · controller (3)',
      'Lounge',
    ]);
  });

  it('titles the week', () => {
    expect(weekText(saturday)).toBe('3 October – 9 October 2026');
  });

  it('asks the server for a span that holds the seven local days in any zone, within its 14-day limit', () => {
    const zones = ['Australia/Sydney', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/St_Johns', 'Europe/London', 'Asia/Kathmandu'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') }),
        fc.integer({ min: -3, max: 3 }),
        fc.constantFrom(...zones),
        (nowMs, week, zone) => {
          const { fromIso, toIso } = weekRequestSpan(nowMs, week);
          const days = localDaysSpan(zone, localDateOf(zone, nowMs) + 7 * week, 7);
          expect(Date.parse(fromIso)).toBeLessThanOrEqual(days.fromMs);
          expect(Date.parse(toIso)).toBeGreaterThanOrEqual(days.toMs);
          expect(Date.parse(toIso) - Date.parse(fromIso)).toBeLessThanOrEqual(14 * 24 * 3_600_000);
        },
      ),
    );
  });
});

describe('entry texts', () => {
  it('reads days, hours and dates as people say them', () => {
    expect(daysText(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'])).toBe('Every day');
    expect(daysText(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'])).toBe('Weekdays');
    expect(daysText(['saturday', 'sunday'])).toBe('Weekends');
    expect(daysText(['thursday', 'tuesday', 'wednesday'])).toBe('Tue–Thu');
    expect(daysText(['monday', 'friday'])).toBe('Mon, Fri');
    expect(hoursText({ from: '17:00', to: '19:00', dayPart: null })).toBe('17:00–19:00');
    expect(hoursText({ from: '22:00', to: '02:00', dayPart: null })).toBe('22:00–02:00 (next day)');
    expect(hoursText({ from: null, to: null, dayPart: 'open' })).toBe('During open hours');
    expect(hoursText({ from: null, to: null, dayPart: 'closed' })).toBe('Outside open hours');
    expect(datesText({ firstDate: '2026-12-01', lastDate: '2026-12-24' })).toBe('1 Dec 2026 to 24 Dec 2026');
    expect(datesText({ firstDate: null, lastDate: '2026-12-24' })).toBe('Until 24 Dec 2026');
    expect(datesText({ firstDate: null, lastDate: null })).toBeNull();
  });

  it('says where an entry comes from on each page', () => {
    const on = (target: ScheduleEntry['target']) => ({ target }) as ScheduleEntry;
    const venueId = '7b0b8f0e-5d3c-4d7f-9a0e-3c1f1f1f1f1f';
    expect(originText(on({ displayId: DISPLAY }), { displayId: DISPLAY.toUpperCase() })).toBeNull();
    expect(originText(on({ venueId }), { displayId: DISPLAY })).toBe('From the venue');
    expect(originText(on({ clientId: venueId }), { displayId: DISPLAY })).toBe('From the client');
    expect(originText(on({ displayId: DISPLAY }), { venueId })).toBe('Set on a display');
    expect(originText(on({ venueId }), { clientId: venueId })).toBe('Set on a venue');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockText,
  COUNTDOWN_DONE_TEXT,
  countdownView,
  instantOfLocal,
  isLocalDateTime,
  isTimeZone,
  opacityOf,
  qrAddressOf,
  tickerOffset,
  tickerSpeedOf,
  widgetTimeZone,
} from '../../../contract/layout/widgets.ts';

// 2026-11-25 23:05:09 UTC: 10:05:09 on 26 November in Sydney (daylight saving, +11).
const NOW = Date.UTC(2026, 10, 25, 23, 5, 9);

describe('clock', () => {
  it('shows the time in its zone, the surrounding one, in 24-hour time by default', () => {
    expect(clockText({ format: 'time' }, NOW, 'UTC')).toBe('23:05');
    expect(clockText({ format: 'time-seconds', timeZone: 'Australia/Sydney' }, NOW, 'UTC')).toBe('10:05:09');
    expect(clockText({ format: 'date' }, NOW, 'Australia/Sydney')).toBe('26 November 2026');
    expect(clockText({ format: 'weekday-date' }, NOW, 'UTC')).toBe('Wednesday 25 November');
    expect(clockText({ format: 'time', '12h': 'on' }, NOW, 'UTC')).toMatch(/^11:05\s?pm$/i);
  });

  it('falls back to the time format and the surrounding zone for values it cannot read', () => {
    expect(clockText({ format: 'nonsense', timeZone: 'Mars/Olympus' }, NOW, 'UTC')).toBe('23:05');
    expect(widgetTimeZone({ timeZone: '' }, 'Europe/London')).toBe('Europe/London');
    expect(widgetTimeZone({}, 'not a zone')).toBeUndefined();
    expect(isTimeZone('Australia/Sydney')).toBe(true);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('countdown', () => {
  it('counts down in days, hours, minutes and seconds to a wall time in its zone', () => {
    const config = { target: '2026-11-27T12:00', timeZone: 'UTC' };
    expect(countdownView(config, NOW)).toEqual({ text: '1d 12:54:51', done: false });
    expect(countdownView({ target: '2026-11-26T00:00' }, NOW, 'UTC')).toEqual({ text: '00:54:51', done: false });
  });

  it('reads the target in the venue zone: midnight in Sydney has passed at NOW', () => {
    expect(countdownView({ target: '2026-11-26T00:00', doneText: 'Doors open' }, NOW, 'Australia/Sydney')).toEqual({ text: 'Doors open', done: true });
    expect(countdownView({ target: '2026-11-26T00:00', doneText: '  ' }, NOW, 'Australia/Sydney').text).toBe(COUNTDOWN_DONE_TEXT);
  });

  it('says a target is missing rather than counting to nothing', () => {
    expect(countdownView({ target: 'tomorrow' }, NOW, 'UTC')).toEqual({ text: 'Set a date and time', done: false });
    expect(isLocalDateTime('2026-13-01T10:00')).toBe(false);
    expect(isLocalDateTime('2026-12-31T20:00')).toBe(true);
  });

  it('turns a wall time into the instant it happens, across daylight saving', () => {
    expect(instantOfLocal('2026-07-01T12:00', 'Australia/Sydney')).toBe(Date.UTC(2026, 6, 1, 2, 0));
    expect(instantOfLocal('2026-12-01T12:00', 'Australia/Sydney')).toBe(Date.UTC(2026, 11, 1, 1, 0));
  });

  it('never shows more time left as time goes on, and is done exactly from the target on', () => {
    const target = Date.UTC(2026, 11, 31, 20, 0);
    fc.assert(
      fc.property(fc.integer({ min: -86_400_000, max: 10 * 86_400_000 }), fc.integer({ min: 0, max: 86_400_000 }), (before, step) => {
        const seconds = (now: number) => {
          const view = countdownView({ target: '2026-12-31T20:00' }, now, 'UTC');
          if (view.done) return 0;
          const [days, clock] = view.text.includes('d ') ? view.text.split('d ') : ['0', view.text];
          const [h, m, s] = (clock ?? '').split(':').map(Number);
          return Number(days) * 86_400 + (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
        };
        const now = target - before;
        expect(seconds(now + step)).toBeLessThanOrEqual(seconds(now));
        expect(countdownView({ target: '2026-12-31T20:00' }, now, 'UTC').done).toBe(now >= target);
      }),
    );
  });
});

describe('ticker', () => {
  it('enters at the right edge, crosses and leaves at the left, then starts again', () => {
    expect(tickerOffset(0, 1000, 400, 100, 'left')).toBe(1000);
    expect(tickerOffset(5000, 1000, 400, 100, 'left')).toBe(500);
    expect(tickerOffset(13_000, 1000, 400, 100, 'left')).toBe(-300);
    expect(tickerOffset(14_000 + 5000, 1000, 400, 100, 'left')).toBe(500);
    expect(tickerOffset(0, 1000, 400, 100, 'right')).toBe(-400);
  });

  it('keeps the text on its path whatever the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (elapsed, box, text) => {
        for (const direction of ['left', 'right'] as const) {
          const x = tickerOffset(elapsed, box, text, 120, direction);
          expect(x).toBeGreaterThanOrEqual(-text - 1e-6);
          expect(x).toBeLessThanOrEqual(box + 1e-6);
        }
      }),
    );
  });

  it('reads its speed from 10 to 2000 layout px a second, else 120', () => {
    expect(tickerSpeedOf('300')).toBe(300);
    expect(tickerSpeedOf('0')).toBe(120);
    expect(tickerSpeedOf('fast')).toBe(120);
  });
});

describe('QR code and panel', () => {
  it('holds only http(s) addresses', () => {
    expect(qrAddressOf(' https://example.com/menu ')).toBe('https://example.com/menu');
    expect(qrAddressOf('javascript:alert(1)')).toBeNull();
    expect(qrAddressOf('')).toBeNull();
  });

  it('reads opacity as 0 to 1 or a percentage', () => {
    expect(opacityOf('0.4')).toBe(0.4);
    expect(opacityOf('40%')).toBe(0.4);
    expect(opacityOf('7')).toBe(1);
    expect(opacityOf('')).toBe(1);
    expect(opacityOf('half')).toBe(1);
  });
});

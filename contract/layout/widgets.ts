import { zoneClock } from '../schedule/zoneClock.ts';

/**
 * The pure rules of the widgets a layout can place beside text, images and videos: a
 * clock, a countdown, a scrolling ticker, a QR code, a coloured panel, a live data value and a
 * live data list
 * (docs/live-data.md). Each is a seeded base
 * asset of its own type; its placement's config keys are optional text values, so a layout saved
 * before widgets existed draws exactly as before. The renderer (renderer/widgets/) draws them from
 * these rules, and takes "now" from its clock so stories and tests fix it.
 */

export const WIDGET_TYPES = ['CLOCK', 'COUNTDOWN', 'TICKER', 'QRCODE', 'PANEL', 'DATAVALUE', 'DATALIST'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export function isWidgetType(type: string): type is WidgetType {
  return (WIDGET_TYPES as readonly string[]).includes(type);
}

/** Widgets that draw words, and so take the text styling keys (renderer/textStyle.ts). */
export const TEXT_WIDGET_TYPES: readonly WidgetType[] = ['CLOCK', 'COUNTDOWN', 'TICKER', 'DATAVALUE', 'DATALIST'];

/** Widgets that draw a data source's field live (docs/live-data.md): the player asks for their sources. */
export const LIVE_DATA_WIDGET_TYPES: readonly string[] = ['DATAVALUE', 'DATALIST'];

// ----- Time zones -----------------------------------------------------------------------------

/** Whether Intl knows this IANA zone ('Australia/Sydney'); blank is not a zone. */
export function isTimeZone(value: string | undefined): value is string {
  if (!value || value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone a time widget uses: its own `timeZone` key when set and known, else the zone the
 * drawing is given (the venue's on the player), else the viewer's own (undefined to Intl).
 */
export function widgetTimeZone(config: Readonly<Record<string, string>>, surroundingZone: string | undefined): string | undefined {
  if (isTimeZone(config.timeZone)) return config.timeZone;
  return isTimeZone(surroundingZone) ? surroundingZone : undefined;
}

// ----- Clock ----------------------------------------------------------------------------------

export const CLOCK_FORMATS = ['time', 'time-seconds', 'date', 'date-time', 'weekday-date'] as const;
export type ClockFormat = (typeof CLOCK_FORMATS)[number];

const CLOCK_OPTIONS: Record<ClockFormat, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit' },
  'time-seconds': { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  'date-time': { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  'weekday-date': { weekday: 'long', day: 'numeric', month: 'long' },
};

export function clockFormatOf(value: string | undefined): ClockFormat {
  return (CLOCK_FORMATS as readonly string[]).includes(value ?? '') ? (value as ClockFormat) : 'time';
}

/**
 * What a clock shows at `now`: in its format, on the wall clocks of its zone, in 24-hour time
 * ('12h': 'on' for a 12-hour clock). English day and month names: the portal speaks English.
 */
export function clockText(config: Readonly<Record<string, string>>, now: number, surroundingZone?: string): string {
  const timeZone = widgetTimeZone(config, surroundingZone);
  const format = clockFormatOf(config.format);
  const options: Intl.DateTimeFormatOptions = { ...CLOCK_OPTIONS[format], hourCycle: config['12h'] === 'on' ? 'h12' : 'h23' };
  if (timeZone) options.timeZone = timeZone;
  return new Intl.DateTimeFormat('en-GB', options).format(new Date(now));
}

// ----- Countdown ------------------------------------------------------------------------------

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/** Whether a value reads as the countdown's target: a wall date and time, 'YYYY-MM-DDTHH:mm'. */
export function isLocalDateTime(value: string | undefined): boolean {
  const match = LOCAL_DATE_TIME.exec(value?.trim() ?? '');
  if (!match) return false;
  const [, , month, day, hour, minute] = match.map(Number);
  return month! >= 1 && month! <= 12 && day! >= 1 && day! <= 31 && hour! <= 23 && minute! <= 59;
}

/**
 * The instant a wall date and time happens in a zone (the viewer's own without one), in ms, or
 * null when it does not read as one. In a zone, DST is the schedule's rule (zoneClock).
 */
export function instantOfLocal(value: string | undefined, timeZone: string | undefined): number | null {
  if (!isLocalDateTime(value)) return null;
  const [, year, month, day, hour, minute] = (LOCAL_DATE_TIME.exec(value!.trim()) ?? []).map(Number) as number[];
  if (!timeZone) return new Date(year!, month! - 1, day!, hour!, minute!).getTime();
  const wallMinute = Date.UTC(year!, month! - 1, day!, hour!, minute!) / 60_000;
  return zoneClock(timeZone).instantOf(wallMinute);
}

/** What a countdown with no doneText shows once its moment has come. */
export const COUNTDOWN_DONE_TEXT = "It's time!";

export interface CountdownView {
  /** The words drawn. */
  text: string;
  done: boolean;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A countdown's words at `now`: '3d 04:05:06' (days only when there are any), '04:05:06', and its
 * doneText once the target has come; without a readable target it says so.
 */
export function countdownView(config: Readonly<Record<string, string>>, now: number, surroundingZone?: string): CountdownView {
  const target = instantOfLocal(config.target, widgetTimeZone(config, surroundingZone));
  if (target === null) return { text: 'Set a date and time', done: false };
  const remaining = Math.ceil((target - now) / 1000);
  if (remaining <= 0) return { text: config.doneText?.trim() || COUNTDOWN_DONE_TEXT, done: true };
  const days = Math.floor(remaining / 86_400);
  const hours = Math.floor((remaining % 86_400) / 3600);
  const minutes = Math.floor((remaining % 3600) / 60);
  const seconds = remaining % 60;
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  return { text: days > 0 ? `${days}d ${clock}` : clock, done: false };
}

// ----- Ticker ---------------------------------------------------------------------------------

export const DEFAULT_TICKER_SPEED = 120;
export const MAX_TICKER_SPEED = 2000;

/** Layout pixels per second, 10 to 2000; anything else the default. */
export function tickerSpeedOf(value: string | undefined): number {
  const speed = Number(value);
  return Number.isFinite(speed) && speed >= 10 && speed <= MAX_TICKER_SPEED ? speed : DEFAULT_TICKER_SPEED;
}

export const tickerDirectionOf = (value: string | undefined): 'left' | 'right' => (value === 'right' ? 'right' : 'left');

/**
 * How far (layout px) the ticker's text has moved at `elapsedMs`: it enters at one edge, crosses
 * the box and leaves at the other, then starts again; a pure function of time, so every screen
 * showing it at the same moment shows the same frame. Returns the text's left edge in the box.
 */
export function tickerOffset(elapsedMs: number, boxWidth: number, textWidth: number, speed: number, direction: 'left' | 'right'): number {
  const path = boxWidth + textWidth;
  if (path <= 0) return 0;
  const travelled = (((elapsedMs / 1000) * speed) % path + path) % path;
  return direction === 'left' ? boxWidth - travelled : travelled - textWidth;
}

// ----- QR code --------------------------------------------------------------------------------

/** A QR code holds an http(s) address; anything else is drawn as a note to set one. */
export function qrAddressOf(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text.length === 0 || text.length > 2000) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

// ----- Panel ----------------------------------------------------------------------------------

/** A panel's opacity, 0 to 1 (also '40%'); anything else 1. */
export function opacityOf(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return 1;
  const number = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  return Number.isFinite(number) ? Math.min(1, Math.max(0, number)) : 1;
}

/** What a panel is filled with when no colour is set: the theme-neutral dark of the player's surface. */
export const DEFAULT_PANEL_COLOUR = '#1f2937';

/** Pure time arithmetic for TimePicker: parsing, clamping, wrapping and the 12-hour conversion. */

/** 24-hour hours and minutes, always in range. */
export interface TimeParts {
  hours: number;
  minutes: number;
}

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** ArrowUp past the maximum starts again at the minimum, and the other way round (docs/product.md#validation-messages). */
export const wrap = (value: number, min: number, max: number): number =>
  value > max ? min : value < min ? max : value;

/** 'HH:mm' (or 'H:m', or 'HH:mm:ss') to parts; out-of-range values are clamped, anything unreadable is 00:00. */
export function parseTime(value: string | null | undefined): TimeParts {
  const match = /^\s*(\d{1,2}):(\d{1,2})(?::\d{1,2})?\s*$/.exec(value ?? '');
  if (!match) return { hours: 0, minutes: 0 };
  return { hours: clamp(Number(match[1]), 0, 23), minutes: clamp(Number(match[2]), 0, 59) };
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** Parts to the 24-hour 'HH:mm' string the picker takes and gives. */
export const formatTime = ({ hours, minutes }: TimeParts): string => `${pad(hours)}:${pad(minutes)}`;

export const twoDigits = pad;

/** 0 → 12 AM, 13 → 1 PM. */
export const to12Hour = (hours: number): { hour: number; pm: boolean } => ({ hour: hours % 12 || 12, pm: hours >= 12 });

/** 12 AM → 0, 12 PM → 12, 1 PM → 13. */
export const from12Hour = (hour: number, pm: boolean): number => (hour % 12) + (pm ? 12 : 0);

import * as z from 'zod';

/**
 * The one way a date or a date and time in a request is read. ISO 8601 alone lets through
 * instants neither side stores faithfully: year 0000 (PostgreSQL has no year zero and answers an
 * error), an offset that carries 0001-01-01 into 1 BC or 9999-12-31 into year 10000 (stored, then
 * every answer that shows it fails), and years below 100 that the database driver reads back as
 * 19xx or 20xx. A request's times therefore lie between the epoch and the end of year 9999 (UTC).
 */
export const EARLIEST_INSTANT_MS = Date.UTC(1970, 0, 1);
export const LATEST_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const inRange = (ms: number) => !Number.isNaN(ms) && ms >= EARLIEST_INSTANT_MS && ms <= LATEST_INSTANT_MS;

/** A date and time with its offset (ISO 8601), from 1970 to 9999 in UTC; `error` for anything else. */
export function instantSchema(error: string) {
  return z.iso.datetime({ offset: true, error }).refine((value) => inRange(Date.parse(value)), { error });
}

/** A calendar date YYYY-MM-DD that exists (no 30 February), from 1970-01-01 to 9999-12-31. */
export function calendarDateSchema(error: string) {
  return z.string({ error }).refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const ms = Date.parse(`${value}T00:00:00Z`);
    return inRange(ms) && new Date(ms).toISOString().startsWith(value);
  }, { error });
}

import { useEffect, useState } from 'react';
import { Tooltip } from '../Tooltip/index.ts';
import { englishRelativeTime, type RelativeUnit } from './englishRelativeTime.ts';
import { RelativeTimeRoot } from './RelativeTime.styles.ts';

/** Anything Date accepts: a Date, epoch milliseconds or an ISO string. */
export type RelativeTimeValue = Date | number | string;

export interface RelativeTimeProps {
  /** The moment to describe; the epoch (0) means it never happened and reads "Never". */
  value: RelativeTimeValue;
  /** "Now" to measure from; give it in stories and tests. Without it the text refreshes every minute. */
  now?: RelativeTimeValue;
  /** Bold red, e.g. a venue in alert (docs/product.md#screens, Last seen). */
  alert?: boolean;
  /** BCP 47 locale for the texts; defaults to en. */
  locale?: string;
  /** IANA time zone of the raw timestamp in the tooltip; defaults to the browser's. */
  timeZone?: string;
  /** Hover delay of the raw-timestamp tooltip, in ms (docs/product.md#constants: 100 on the venue list). */
  tooltipDelay?: number;
  /** Opens the tooltip initially (stories). */
  defaultTooltipOpen?: boolean;
  /** Text for the epoch; defaults to "Never". */
  neverLabel?: string;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Thresholds in the spirit of moment/date-fns: 45 s, 45 min, 22 h, 26 days, 11 months. */
const units: Array<{ unit: RelativeUnit; size: number; below: number }> = [
  { unit: 'second', size: SECOND, below: 45 * SECOND },
  { unit: 'minute', size: MINUTE, below: 45 * MINUTE },
  { unit: 'hour', size: HOUR, below: 22 * HOUR },
  { unit: 'day', size: DAY, below: 26 * DAY },
  { unit: 'month', size: MONTH, below: 11 * MONTH },
  { unit: 'year', size: YEAR, below: Number.POSITIVE_INFINITY },
];

/**
 * Formatters made once per locale (and zone): building an Intl formatter costs far more than using
 * one (the raw timestamp's, with its zone name, most), and a list draws a relative time on every row.
 */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const rawFormats = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

function rawFormat(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone ?? ''}`;
  let format = rawFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone });
    rawFormats.set(key, format);
  }
  return format;
}

/** "3 days ago", "in 2 hours", "now": the difference between two moments in the largest fitting unit. */
export function formatRelativeTime(value: RelativeTimeValue, now: RelativeTimeValue, locale = 'en'): string {
  const diff = new Date(value).getTime() - new Date(now).getTime();
  const distance = Math.abs(diff);
  const { unit, size } = units.find((candidate) => distance < candidate.below) ?? { unit: 'year' as const, size: YEAR };
  const amount = unit === 'second' ? 0 : Math.round(diff / size);
  // English, the portal's language, without building Intl's formatter (see englishRelativeTime).
  return locale === 'en' ? englishRelativeTime(amount, unit) : relativeFormat(locale).format(amount, unit);
}

/**
 * How far ahead of "now" a moment may be and still read "now": the text's clock ticks once a
 * minute and the server's clock may run a little ahead, so a moment just reported ("Refreshed",
 * "Last seen") would otherwise read "in 1 minute".
 */
const JUST_AHEAD = 5 * MINUTE;

function useNow(now: RelativeTimeValue | undefined): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (now !== undefined) return undefined;
    const timer = window.setInterval(() => setTick(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, [now]);
  return now === undefined ? tick : new Date(now).getTime();
}

/**
 * The raw timestamp, made only as its tooltip opens: the first formatter with a zone name costs
 * about 30 ms of the main thread (the zones' names are loaded), which every page with a relative
 * time paid on its first render while it had a title attribute.
 */
function RawTimestamp({ date, locale, timeZone }: { date: Date; locale: string; timeZone: string | undefined }) {
  return rawFormat(locale, timeZone).format(date);
}

/**
 * A relative time ("3 days ago") in a <time dateTime> element whose tooltip (on hover or keyboard
 * focus) gives the raw timestamp. The epoch reads "Never". State: data-alert, data-never.
 */
export function RelativeTime({
  value,
  now,
  alert = false,
  locale = 'en',
  timeZone,
  tooltipDelay = 100,
  defaultTooltipOpen = false,
  neverLabel = 'Never',
}: RelativeTimeProps) {
  const nowMs = useNow(now);
  const date = new Date(value);
  if (date.getTime() === 0 || Number.isNaN(date.getTime())) {
    return (
      <RelativeTimeRoot as="span" data-never data-alert={alert || undefined}>
        {neverLabel}
      </RelativeTimeRoot>
    );
  }
  return (
    <Tooltip content={<RawTimestamp date={date} locale={locale} timeZone={timeZone} />} delay={tooltipDelay} defaultOpen={defaultTooltipOpen}>
      <RelativeTimeRoot dateTime={date.toISOString()} tabIndex={0} data-alert={alert || undefined}>
        {formatRelativeTime(date.getTime() > nowMs && date.getTime() - nowMs <= JUST_AHEAD ? nowMs : date, nowMs, locale)}
      </RelativeTimeRoot>
    </Tooltip>
  );
}

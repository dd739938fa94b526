import { useEffect, useState } from 'react';
import type { TakeoverTimes } from '../../../../contract/takeoverBanner.ts';
import { nextChangeAfter } from './takeoverStatus.ts';

/** setTimeout's delay is a 32-bit number of milliseconds. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The clock the takeover views judge "running" by: read again every `everyMs`, and just after the
 * next start or end among `takeovers`, so the banner goes at a takeover's end without a new answer.
 */
export function useTakeoverClock(takeovers: readonly TakeoverTimes[], everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  useEffect(() => {
    const wake = nextChangeAfter(takeovers, now);
    if (wake === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, wake - Date.now()) + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [takeovers, now]);
  return now;
}

import { useEffect, useState } from 'react';

/** The time to judge screenshots by: `now` when given (stories), else the clock, looked at every 30 s. */
export function useNowMs(now: Date | number | string | undefined): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (now !== undefined) return undefined;
    const timer = window.setInterval(() => setTick(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [now]);
  return now === undefined ? tick : new Date(now).getTime();
}

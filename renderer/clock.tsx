import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Where the renderer's time-dependent widgets (clock, countdown, ticker) read the time: the real
 * clock by default; a story or test gives a fixed one, and the player gives the venue's zone.
 */
export interface RendererClock {
  /** Milliseconds since the epoch, like Date.now. */
  now: () => number;
  /** Whether the drawing moves with time (false: drawn once, at now(): stories and screenshots). */
  running: boolean;
  /** The zone clocks and countdowns use when their own is not set (the venue's on the player). */
  timeZone?: string | undefined;
}

const RendererClockContext = createContext<RendererClock>({ now: () => Date.now(), running: true });

export function RendererClockProvider({ clock, children }: { clock: RendererClock; children: ReactNode }) {
  return <RendererClockContext.Provider value={clock}>{children}</RendererClockContext.Provider>;
}

/** A clock stopped at one moment: what stories and screenshot tests draw with. */
export function fixedClock(at: string | number, timeZone?: string): RendererClock {
  const moment = typeof at === 'number' ? at : Date.parse(at);
  return { now: () => moment, running: false, timeZone };
}

export function useRendererClock(): RendererClock {
  return useContext(RendererClockContext);
}

/**
 * The time now, read again every `everyMs` while the clock runs. The next read is aligned to the
 * clock's own second, so a clock with seconds changes when the second does.
 */
export function useNow(everyMs: number): number {
  const clock = useRendererClock();
  const [ticked, setNow] = useState(() => clock.now());
  useEffect(() => {
    if (!clock.running) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = clock.now();
      setNow(current);
      timer = setTimeout(tick, everyMs - (current % everyMs) + 5);
    };
    timer = setTimeout(tick, everyMs - (clock.now() % everyMs) + 5);
    return () => clearTimeout(timer);
  }, [clock, everyMs]);
  // A stopped clock is read as it is drawn; a running one at each tick.
  return clock.running ? ticked : clock.now();
}

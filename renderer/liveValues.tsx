import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { LiveValueView } from '../contract/liveValues.ts';

/**
 * Where data value widgets read their live value (docs/live-data.md): the player gives the
 * liveValue machines' decisions, the editor the portal's current values, a thumbnail a frozen
 * sample. Without a provider a widget draws its fallback text: no value is ever invented.
 */
export interface LiveReading {
  view: LiveValueView;
  /** Seconds since the value was stored, for the optional "updated N s ago" line. */
  ageSeconds: number | null;
}

export type LiveValueLookup = (sourceId: string, key: string) => LiveReading;

export const WAITING_READING: LiveReading = { view: { kind: 'fallback', reason: 'waiting' }, ageSeconds: null };

const LiveValuesContext = createContext<LiveValueLookup>(() => WAITING_READING);

/** `lookup` changes identity when any value does, so the widgets draw again. */
export function LiveValuesProvider({ lookup, children }: { lookup: LiveValueLookup; children: ReactNode }) {
  return <LiveValuesContext.Provider value={lookup}>{children}</LiveValuesContext.Provider>;
}

export function useLiveValue(sourceId: string, key: string): LiveReading {
  return useContext(LiveValuesContext)(sourceId, key);
}

/**
 * Draws the caller again every second while `active`: the lookup reads a value's age at each
 * drawing, so the "updated N s ago" line counts up between values, not only when a new one comes.
 */
export function useEverySecond(active: boolean): void {
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTicks((ticks) => ticks + 1), 1000);
    return () => clearInterval(timer);
  }, [active]);
}

/** What a still thumbnail draws: a frozen sample of the format, never a real (possibly stale) figure. */
export const SAMPLE_VALUES: Readonly<Record<string, unknown>> = { number: 1250, currency: 1234.5, text: 'Tonight' };

export function sampleReading(format: string | undefined): LiveReading {
  return { view: { kind: 'value', value: SAMPLE_VALUES[format ?? 'text'] ?? SAMPLE_VALUES.text, updatedUtc: '', offline: false }, ageSeconds: null };
}

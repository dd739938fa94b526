const HOUR_MS = 3_600_000;

/**
 * Where a display's week answer starts (server/services/device-day.ts): it moves by whole hours, so
 * its version holds between changes, but each display at its own second of the hour (from its id),
 * so a fleet's days are not all read again in the same minute: at the top of the hour 10,000
 * players asked for a new week at once (bench:fleet). Random ids spread them evenly.
 */
export function dayWindowStartMs(displayId: string, nowMs: number): number {
  const offsetMs = (Number.parseInt(displayId.slice(-8), 16) % 3600) * 1000 || 0;
  return Math.floor((nowMs - offsetMs) / HOUR_MS) * HOUR_MS + offsetMs;
}

/**
 * Whom a change can affect, as a NOTIFY payload: the keys (client ids, display ids) whose waiting
 * long polls it should wake, or everyone. PostgreSQL refuses payloads from 8000 bytes, so a list
 * past MAX_WAKE_PAYLOAD wakes everyone instead: a few needless answers, never a lost change.
 */
export type WakeAudience = 'all' | readonly string[];

const EVERYONE = '*';
export const MAX_WAKE_PAYLOAD = 7000;

/** The payload for the audience, or null when it names nobody (nothing to announce). */
export function encodeWakePayload(audience: WakeAudience, maxLength = MAX_WAKE_PAYLOAD): string | null {
  if (audience === 'all') return EVERYONE;
  const keys = [...new Set(audience.map((key) => key.toLowerCase()))];
  if (keys.length === 0) return null;
  const joined = keys.join(',');
  return joined.length > maxLength ? EVERYONE : joined;
}

/** The audience of a payload; an empty one (an older process's NOTIFY) wakes everyone. */
export function decodeWakePayload(payload: string): WakeAudience {
  if (payload === EVERYONE || payload === '') return 'all';
  return payload.split(',').filter((key) => key !== '');
}

/** Everyone either audience names: a change that reaches different players before and after it. */
export function eitherAudience(before: WakeAudience, after: WakeAudience): WakeAudience {
  return before === 'all' || after === 'all' ? 'all' : [...before, ...after];
}

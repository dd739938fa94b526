import type { SnapshotFrom } from 'xstate';
import type { LiveValueView } from '../contract/liveValues.ts';
import type { liveValueMachine } from './liveValue.machine.ts';

type LiveValueSnapshot = SnapshotFrom<typeof liveValueMachine>;

export function selectLiveValue(snapshot: LiveValueSnapshot): LiveValueView {
  const { value, updatedUtc } = snapshot.context;
  if ((snapshot.matches('fresh') || snapshot.matches('offline')) && updatedUtc !== null) {
    return { kind: 'value', value, updatedUtc, offline: snapshot.matches('offline') };
  }
  return { kind: 'fallback', reason: snapshot.matches('stale') ? 'stale' : 'waiting' };
}

/** Seconds since the value was stored, by the corrected clock ("updated N s ago"). */
export function selectAgeSeconds(snapshot: LiveValueSnapshot): number | null {
  const { updatedUtc, now, offsetMs } = snapshot.context;
  if (updatedUtc === null) return null;
  return Math.max(0, Math.floor((now() + offsetMs - Date.parse(updatedUtc)) / 1000));
}

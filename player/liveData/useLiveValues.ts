import { useEffect, useState, useSyncExternalStore } from 'react';
import { LONG_POLL_SECONDS } from '../../contract/longPoll.ts';
import type { LiveValueLookup } from '../../renderer/liveValues.tsx';
import { fetchLiveValues } from '../deviceClient.ts';
import { storedLiveValues, storeLiveValues } from '../playerStorage.ts';
import { LiveValueStore } from './liveValueStore.ts';

/** Calls are at least this far apart, however fast values are pushed (a push in between is in the next answer). */
const MIN_POLL_GAP_MS = 300;
/** After a failed call, the next try: soon, so a screen catches up quickly once the server is back. */
const RETRY_MS = 5_000;

/**
 * The live values of `sources` (liveSourcesOf: ids joined by commas) for the data value widgets
 * (docs/live-data.md#delivery-to-players): a long poll apart from the week, answered at once when
 * a value is pushed. A failed call tells the fields the server is lost (each draws on until its
 * value is stale); the next one, without a version, catches up at once. The values received are
 * kept in the browser's storage, so a restart draws them (while fresh) before the first answer.
 */
export function useLiveValues(token: string, sources: string, clockOffsetMs: number): LiveValueLookup {
  // Seeded with the values kept before a restart: drawn while fresh, until the server answers.
  const [store] = useState(() => new LiveValueStore({ seed: storedLiveValues(), keep: storeLiveValues, offsetMs: clockOffsetMs }));
  useEffect(() => () => store.stop(), [store]);
  useEffect(() => store.clock(clockOffsetMs), [store, clockOffsetMs]);

  useEffect(() => {
    if (sources === '') return;
    const ids = sources.split(',');
    let version: string | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      // The monotonic clock: a device's clock set back an hour mid-call held the next call an hour.
      const startedMs = performance.now();
      let nextMs = RETRY_MS;
      try {
        const answer = await fetchLiveValues(token, ids, version, version === null ? 0 : LONG_POLL_SECONDS);
        if (stopped) return;
        if (answer) {
          version = answer.version;
          store.receive(answer);
        }
        nextMs = MIN_POLL_GAP_MS - (performance.now() - startedMs);
      } catch {
        if (stopped) return;
        version = null;
        store.lost();
      }
      timer = setTimeout(() => void poll(), Math.max(0, nextMs));
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [store, token, sources]);

  return useSyncExternalStore(store.subscribe, () => store.lookup);
}

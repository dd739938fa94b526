import { fromPromise } from 'xstate';
import type { LayoutTree } from '../contract/layout/tree.ts';
import { timelineMachine } from '../machines/timeline.machine.ts';
import * as device from './deviceClient.ts';
import { cacheFilesOf, keepOnlyMediaOf, prepareLayout } from './mediaCache.ts';
import * as storage from './playerStorage.ts';

/** Every layout some window of this browser may still show: its last layout and its week's. */
export function layoutsStillNeeded(): LayoutTree[] {
  return [
    ...storage.allStoredLayouts().map((stored) => stored.layout),
    ...storage.allStoredWeeks().flatMap((stored) => Object.values(stored.week.layouts)),
  ];
}

/**
 * The timeline machine (machines/timeline.machine.ts) for display `displayId` of the window
 * labelled `displayLabel`, with the device protocol, the browser's storage and the media cache.
 */
export function providedTimelineMachine(token: string, displayLabel: string, displayId: string) {
  return timelineMachine.provide({
    actors: {
      // The actor's signal: the machine stopping the call (a long poll on a clock that jumped) aborts the request.
      fetchWeek: fromPromise(({ input, signal }) => device.fetchWeek(token, displayId, input.etag, input.waitSeconds, signal)),
      prepareLayout: fromPromise(({ input }) => prepareLayout(input.layout)),
    },
    actions: {
      storeWeek: (_, params) => {
        storage.storeWeek(displayLabel, { ...params, displayId });
        // The whole week's files, for an outage; then files no window needs any more leave the cache.
        void cacheFilesOf(Object.values(params.week.layouts))
          .then(() => keepOnlyMediaOf(layoutsStillNeeded()))
          .catch(() => undefined);
      },
    },
  });
}

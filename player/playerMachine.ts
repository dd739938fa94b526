import { fromPromise } from 'xstate';
import { playerMachine } from '../machines/player.machine.ts';
import * as device from './deviceClient.ts';
import { recordMediaError } from './fleet/mediaErrors.ts';
import { forgetMedia, keepOnlyMediaOf, prepareMedia } from './mediaCache.ts';
import * as storage from './playerStorage.ts';
import { layoutsStillNeeded } from './timelineMachine.ts';

/**
 * The player machine with the real device protocol, the browser's storage and the media cache:
 * what machines/player.machine.ts leaves to the UI, for the display labelled `displayLabel`.
 */
export function providedPlayerMachine(displayLabel: string) {
  return playerMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => device.requestCode(input.token)),
      fetchSelf: fromPromise(({ input }) => device.fetchSelf(input.token)),
      reportDisplay: fromPromise(({ input }) => device.reportDisplay(input.token, input.display)),
      fetchLayout: fromPromise(({ input }) => device.fetchLayout(input.token, input.displayId, input.etag)),
      // A failure is kept for the fleet's heartbeat report, then rejects as before.
      prepareMedia: fromPromise(async ({ input }) => {
        try {
          await prepareMedia(input.layout);
        } catch (error) {
          recordMediaError(error);
          throw error;
        }
      }),
    },
    actions: {
      storeToken: (_, params) => storage.storeToken(params.token),
      forgetDevice: () => {
        storage.forgetDevice();
        void forgetMedia().catch(() => undefined);
      },
      storeLayout: (_, params) => {
        storage.storeLayout(displayLabel, params);
        // Files of layouts no window shows or schedules any more leave the cache; a failure only keeps them longer.
        void keepOnlyMediaOf(layoutsStillNeeded()).catch(() => undefined);
      },
    },
  });
}

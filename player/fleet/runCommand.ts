import type { DeviceCommand } from '../../contract/fleet.ts';
import { MEDIA_CACHE } from '../cacheNames.ts';

/** What running a command may ask of the page (the identify overlay). */
export interface CommandEffects {
  /** Shows the display's and venue's names full screen for IDENTIFY_MS. */
  identify: () => Promise<void>;
  /** Reloads the page (the player starts again from its stored token and layout). */
  reload: () => void;
  /** Draws what the screen shows and uploads it; rejects when either fails. */
  screenshot: () => Promise<void>;
}

export const IDENTIFY_MS = 10_000;

/**
 * Runs one command. A reload answers done first (the page is gone after it); re-download drops the
 * media cache then reloads, so the layout's files are fetched again before it plays. A screenshot
 * answers done once uploaded, so the portal finds it when it sees the command done.
 */
export async function runCommand(command: DeviceCommand, effects: CommandEffects, answer: (state: 'done' | 'failed', error?: string) => Promise<void>): Promise<void> {
  try {
    switch (command.kind) {
      case 'identify':
        await effects.identify();
        await answer('done');
        return;
      case 'redownload':
        if (typeof caches !== 'undefined') await caches.delete(MEDIA_CACHE);
        await answer('done');
        effects.reload();
        return;
      case 'reload':
        await answer('done');
        effects.reload();
        return;
      case 'screenshot':
        await effects.screenshot();
        await answer('done');
        return;
    }
  } catch (error) {
    await answer('failed', error instanceof Error ? error.message.slice(0, 500) : 'Failed').catch(() => undefined);
  }
}

import type { Play, PlayUploadAnswer } from '../../contract/fleet/plays.ts';

/** The most plays one upload carries (contract/fleet/plays.ts MAX_PLAYS_PER_UPLOAD). */
export const PLAYS_PER_UPLOAD = 500;

/** The queue as the upload sees it (IndexedDB in the player, an array in tests). */
export interface PlayQueue {
  /** Up to `limit` queued plays of the display. */
  take(displayId: string, limit: number): Promise<Play[]>;
  remove(ids: string[]): Promise<void>;
}

/** An upload the server refused as malformed (400): sending it again would be refused again. */
export class RefusedUpload extends Error {}

/**
 * Sends the display's queued plays, a batch at a time, deleting from the queue only the plays of a
 * batch the server answered (every play of an answered batch is settled: stored, a duplicate, or
 * refused for good). A failed call (offline, server away) stops and leaves the rest queued for the
 * next heartbeat. Returns how many plays left the queue.
 */
export async function uploadQueuedPlays(
  queue: PlayQueue,
  displayId: string,
  send: (plays: Play[]) => Promise<PlayUploadAnswer>,
  batchSize = PLAYS_PER_UPLOAD,
): Promise<number> {
  let settled = 0;
  for (;;) {
    const batch = await queue.take(displayId, batchSize);
    if (batch.length === 0) return settled;
    try {
      await send(batch);
    } catch (error) {
      // A batch the server will never take must not block the queue behind it for ever.
      if (!(error instanceof RefusedUpload)) throw error;
    }
    await queue.remove(batch.map((play) => play.id));
    settled += batch.length;
    if (batch.length < batchSize) return settled;
  }
}

import type { Play } from '../../../contract/fleet/plays.ts';
import type { CappedPlayQueue } from '../../../player/fleet/playQueueCap.ts';

/**
 * The queue as an array, as IndexedDB keeps it (player/fleet/playQueue.ts): in no particular order,
 * the oldest found by start, and the count of plays the cap dropped per display.
 */
export type MemoryPlayQueue = CappedPlayQueue & { plays: Play[]; dropped: Map<string, number> };

export function memoryQueue(plays: Play[]): MemoryPlayQueue {
  return {
    plays,
    dropped: new Map(),
    async count(displayId) {
      return this.plays.filter((play) => play.displayId === displayId).length;
    },
    async oldest(displayId, limit) {
      return this.plays
        .filter((play) => play.displayId === displayId)
        .sort((a, b) => (a.startedUtc < b.startedUtc ? -1 : a.startedUtc > b.startedUtc ? 1 : 0))
        .slice(0, limit)
        .map((play) => play.id);
    },
    async drop(displayId, ids) {
      // Only the plays still queued count, as in IndexedDB's transaction.
      const found = this.plays.filter((play) => ids.includes(play.id)).length;
      this.plays = this.plays.filter((play) => !ids.includes(play.id));
      this.dropped.set(displayId, (this.dropped.get(displayId) ?? 0) + found);
      return found;
    },
  };
}

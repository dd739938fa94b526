import { RAW_PLAY_RETENTION_DAYS } from '../../contract/fleet/playRetention.ts';

/**
 * The cap on a display's offline play queue: a screen offline for weeks must not grow
 * its IndexedDB without bound (one play every 15 s is ~40,000 plays a week).
 *
 * Why this number: the server keeps raw plays 35 days (RAW_PLAY_RETENTION_DAYS), so the queue holds
 * that long of plays at one every 15 s, the shortest usual playlist item (bench:fleet's rate):
 * 201,600 plays, about 400 uploads of 500 once the screen is back. Plays older than that are not
 * worthless (the server would still add them to its hourly counts, kept 400 days), but a screen
 * five weeks offline is a screen someone has to visit, and its queue must not keep growing in the
 * meantime. Faster rotations hold fewer days (5 s items: about 12 days).
 *
 * Beyond the cap the OLDEST plays go: the newest are the ones a report is most likely asked about.
 * The queue counts the plays it dropped per display, and each heartbeat report tells the portal
 * (useFleetReporting.ts), whose display page says how many plays its reports miss.
 */
export const PLAY_SECONDS_AT_CAP = 15;
export const MAX_QUEUED_PLAYS_PER_DISPLAY = (RAW_PLAY_RETENTION_DAYS * 24 * 60 * 60) / PLAY_SECONDS_AT_CAP;

/** The queue as the cap sees it (IndexedDB in the player, an array in tests). */
export interface CappedPlayQueue {
  /** How many plays of the display wait. */
  count(displayId: string): Promise<number>;
  /** The ids of the display's `limit` oldest plays (by start). */
  oldest(displayId: string, limit: number): Promise<string[]>;
  /**
   * Removes the plays and adds those it found to the display's count of dropped plays, at once (one
   * transaction): a crash between the two could otherwise lose the count or count plays still
   * queued, and two drops racing for the same plays count them once. Returns how many it found.
   */
  drop(displayId: string, ids: string[]): Promise<number>;
}

/**
 * Drops the display's oldest plays beyond `cap`, counting them (the heartbeat report tells the
 * portal); returns how many went. Other displays' plays stay.
 */
export async function dropOldestBeyondCap(queue: CappedPlayQueue, displayId: string, cap = MAX_QUEUED_PLAYS_PER_DISPLAY): Promise<number> {
  const excess = (await queue.count(displayId)) - cap;
  if (excess <= 0) return 0;
  return queue.drop(displayId, await queue.oldest(displayId, excess));
}

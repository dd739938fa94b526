import type { HeardWakes, WakeMark } from './wake-log.ts';

/** How long a linked controller's token is trusted without asking the database, at most. */
export const DEVICE_TOKEN_CACHE_MS = 5 * 60_000;

/** A linked controller as its device token names it (plugins/device-auth.ts). */
export interface CachedController {
  id: string;
  venueId: string;
  clientId: string;
}

interface Entry {
  controller: CachedController;
  /** The controller's last sighting as written or read (app clock, ms): a write is due from it. */
  lastSeenMs: number | null;
  mark: WakeMark;
  readAtMs: number;
}

/**
 * The linked controllers whose tokens this process has looked up lately, so a player's every call
 * (a long poll every 20 s per screen, a report a minute) does not look its token up again: at
 * 10,000 screens that was one query for each of some 700 calls a second.
 *
 * Only linked controllers are kept: a linked controller's token, venue and client change only by
 * its deletion (unlinked, or its venue deleted), and every such deletion is announced to its client
 * on the schedule-changes channel (NOTIFY, so from any API process) — the same announcement that
 * wakes its players' waiting polls. An entry is dropped once its client was woken since it was read,
 * so a deleted controller's token stops passing at once; the lifetime only bounds a change made
 * behind the API's back. While the channel cannot hear (mark is null) nothing is kept. Every device
 * route still checks the display it names against the controller in its own statement.
 */
export class DeviceTokenCache {
  private readonly entries = new Map<string, Entry>();
  private sweptAtMs = 0;
  private readonly heard: HeardWakes;
  private readonly maxAgeMs: number;

  constructor(heard: HeardWakes, maxAgeMs = DEVICE_TOKEN_CACHE_MS) {
    this.heard = heard;
    this.maxAgeMs = maxAgeMs;
  }

  /** Take before the lookup whose answer is to be kept. */
  mark(): WakeMark | null {
    return this.heard.mark();
  }

  /**
   * The controller of the token while it may still be trusted and no sighting write is due (one is
   * due `sightingWriteMs` after the last: the caller then looks up and writes as without a cache).
   */
  get(tokenHash: string, nowMs: number, sightingWriteMs: number): CachedController | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    const stale =
      nowMs - entry.readAtMs >= this.maxAgeMs || nowMs < entry.readAtMs || this.heard.wokenSince(entry.controller.clientId, entry.mark);
    if (stale) {
      this.entries.delete(tokenHash);
      return null;
    }
    if (entry.lastSeenMs === null || nowMs - entry.lastSeenMs >= sightingWriteMs) return null;
    return entry.controller;
  }

  /** Keeps a controller looked up after `mark`; an unlinked one, or one read while deaf, is not kept. */
  remember(
    tokenHash: string,
    controller: { id: string; venueId: string | null; clientId: string | null },
    lastSeenMs: number | null,
    mark: WakeMark | null,
    nowMs: number,
  ): void {
    this.sweep(nowMs);
    const { id, venueId, clientId } = controller;
    if (mark === null || venueId === null || clientId === null) {
      this.entries.delete(tokenHash);
      return;
    }
    this.entries.set(tokenHash, { controller: { id, venueId, clientId }, lastSeenMs, mark, readAtMs: nowMs });
  }

  /** Drops what is too old to be used, once a minute: devices that went away leave nothing behind. */
  private sweep(nowMs: number): void {
    if (nowMs - this.sweptAtMs < 60_000) return;
    this.sweptAtMs = nowMs;
    for (const [key, entry] of this.entries) if (nowMs - entry.readAtMs >= this.maxAgeMs) this.entries.delete(key);
  }
}

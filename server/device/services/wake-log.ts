import type { WaitKeys } from './keyed-waiters.ts';
import type { WakeAudience } from './wake-payload.ts';

/** A point in a wake log (see WakeLog.mark). */
export type WakeMark = number;

/** What a process has heard on one wake channel (WakeChannel.heard). */
export interface HeardWakes {
  /**
   * The point now, to take before a read that is to be kept; null while a change in another
   * process could go unheard (PostgreSQL with the LISTEN connection lost): keep nothing then.
   */
  mark: () => WakeMark | null;
  /** Whether the key (or one of the keys), or everyone, was woken after the mark: what was read then may be out of date. */
  wokenSince: (keys: WaitKeys, mark: WakeMark) => boolean;
}

/** Past this many keys remembered, the log forgets them and counts as one wake of everyone. */
const MAX_KEYS = 50_000;

/**
 * Which keys a wake channel has woken since a point: lets a process keep something it read (a
 * display's day version) until a change that can affect it is announced, instead of reading it
 * again for every poll. Every wake is a step of one counter; each key keeps the step of its last.
 */
export class WakeLog {
  private step = 0;
  private allAt = 0;
  private readonly keyAt = new Map<string, number>();

  /** The point now: take it before reading what is to be kept. */
  mark(): WakeMark {
    return this.step;
  }

  record(audience: WakeAudience): void {
    this.step += 1;
    if (audience === 'all' || this.keyAt.size + audience.length > MAX_KEYS) {
      // Everyone: older keys' steps no longer matter.
      this.allAt = this.step;
      this.keyAt.clear();
      return;
    }
    for (const key of audience) this.keyAt.set(key.toLowerCase(), this.step);
  }

  /** Whether one of the keys (null: a waiter without a key, woken only with everyone) or everyone was woken after the mark. */
  wokenSince(keys: WaitKeys, mark: WakeMark): boolean {
    if (this.allAt > mark) return true;
    for (const key of Array.isArray(keys) ? (keys as readonly (string | null)[]) : [keys as string | null]) {
      if (key !== null && (this.keyAt.get(key.toLowerCase()) ?? 0) > mark) return true;
    }
    return false;
  }
}

import type { WakeAudience } from './wake-payload.ts';

interface Waiter {
  readonly key: string | null;
  readonly resolve: () => void;
  timer: NodeJS.Timeout | undefined;
}

export interface Wait {
  /** Resolves when the waiter's key is woken, everyone is, or the timeout passes. */
  changed: Promise<void>;
  /** Ends an unneeded wait (resolves `changed`). */
  cancel: () => void;
}

/**
 * Long polls waiting, indexed by key (a display's client, a display): waking a key costs what it
 * wakes and ending a wait is O(1), so a change for one client leaves 10,000 other waiters alone.
 * A waiter without a key (an unlinked controller) is woken only with everyone.
 */
export class KeyedWaiters {
  private readonly byKey = new Map<string | null, Set<Waiter>>();

  wait(key: string | null, timeoutMs: number): Wait {
    let resolve = () => {};
    const changed = new Promise<void>((done) => {
      resolve = done;
    });
    const waiter: Waiter = { key: key?.toLowerCase() ?? null, resolve, timer: undefined };
    waiter.timer = setTimeout(() => this.settle(waiter), timeoutMs);
    let set = this.byKey.get(waiter.key);
    if (!set) this.byKey.set(waiter.key, (set = new Set()));
    set.add(waiter);
    return { changed, cancel: () => this.settle(waiter) };
  }

  /** Answers the waiters of these keys, or every waiter. */
  wake(audience: WakeAudience): void {
    const keys = audience === 'all' ? [...this.byKey.keys()] : audience.map((key) => key.toLowerCase());
    for (const key of keys) {
      const set = this.byKey.get(key);
      if (!set) continue;
      this.byKey.delete(key);
      for (const waiter of set) KeyedWaiters.answer(waiter);
    }
  }

  /** How many wait under one key (for tests: a poll is parked once its wait is counted here). */
  sizeOf(key: string | null): number {
    return this.byKey.get(key?.toLowerCase() ?? null)?.size ?? 0;
  }

  /** How many wait (for tests and diagnostics). */
  get size(): number {
    let count = 0;
    for (const set of this.byKey.values()) count += set.size;
    return count;
  }

  private settle(waiter: Waiter): void {
    const set = this.byKey.get(waiter.key);
    if (set?.delete(waiter) && set.size === 0) this.byKey.delete(waiter.key);
    KeyedWaiters.answer(waiter);
  }

  private static answer(waiter: Waiter): void {
    clearTimeout(waiter.timer);
    waiter.resolve();
  }
}

import type { WakeAudience } from './wake-payload.ts';

/** What a wait listens for: one key, several (any wakes it), or none (null: only everyone wakes it). */
export type WaitKeys = string | null | readonly (string | null)[];

interface Waiter {
  readonly keys: readonly (string | null)[];
  readonly resolve: () => void;
  /** The timeouts it is in, until it is answered. */
  due: DueTogether | null;
}

/** The waiters whose timeouts fall in the same DUE_STEP_MS, answered by one timer. */
interface DueTogether {
  readonly atMs: number;
  readonly waiters: Set<Waiter>;
  readonly timer: NodeJS.Timeout;
}

/**
 * Timeouts are rounded up to this step and share a timer: 10,000 players' long polls each arming
 * and clearing its own timer was a measurable part of each push's CPU (docs/live-data.md). A wait
 * ends at most this much after its timeout, never before.
 */
export const DUE_STEP_MS = 100;

export interface Wait {
  /** Resolves when one of the waiter's keys is woken, everyone is, or the timeout passes. */
  changed: Promise<void>;
  /** Ends an unneeded wait (resolves `changed`). */
  cancel: () => void;
}

/** The keys of a wait, lower case, without repeats; no key at all is the null key. */
export function waitKeysOf(keys: WaitKeys): (string | null)[] {
  // One key, as every live values poll of one source waits: no sets and copies per poll.
  if (typeof keys === 'string') return [keys.toLowerCase()];
  const list = (Array.isArray(keys) ? keys : [keys]) as readonly (string | null)[];
  const named = [...new Set(list.filter((key): key is string => key !== null).map((key) => key.toLowerCase()))];
  return named.length === 0 ? [null] : named;
}

/**
 * Long polls waiting, indexed by key (a display's client, its venue, the display itself): waking a
 * key costs what it wakes and ending a wait costs its few keys, so a change for one venue leaves
 * the other 10,000 waiters alone. A waiter under several keys is woken by any of them, once. A
 * waiter without a key (an unlinked controller) is woken only with everyone.
 */
export class KeyedWaiters {
  private readonly byKey = new Map<string | null, Set<Waiter>>();
  /** The shared timers, by the time they fire (performance.now(), a multiple of DUE_STEP_MS). */
  private readonly due = new Map<number, DueTogether>();

  wait(keys: WaitKeys, timeoutMs: number): Wait {
    let resolve = () => {};
    const changed = new Promise<void>((done) => {
      resolve = done;
    });
    const waiter: Waiter = { keys: waitKeysOf(keys), resolve, due: null };
    this.dueIn(waiter, timeoutMs);
    for (const key of waiter.keys) {
      let set = this.byKey.get(key);
      if (!set) this.byKey.set(key, (set = new Set()));
      set.add(waiter);
    }
    return { changed, cancel: () => this.settle(waiter) };
  }

  /** Answers the waiters of these keys, or every waiter. */
  wake(audience: WakeAudience): void {
    const keys = audience === 'all' ? [...this.byKey.keys()] : audience.map((key) => key.toLowerCase());
    for (const key of keys) {
      const set = this.byKey.get(key);
      if (!set) continue;
      this.byKey.delete(key);
      for (const waiter of set) this.settle(waiter);
    }
  }

  /** How many wait under one key (for tests: a poll is parked once its wait is counted here). */
  sizeOf(key: string | null): number {
    return this.byKey.get(key?.toLowerCase() ?? null)?.size ?? 0;
  }

  /** How many wait (for tests and diagnostics). */
  get size(): number {
    const waiters = new Set<Waiter>();
    for (const set of this.byKey.values()) for (const waiter of set) waiters.add(waiter);
    return waiters.size;
  }

  /** Takes the waiter out from under every key it waits on, and answers it. */
  private settle(waiter: Waiter): void {
    for (const key of waiter.keys) {
      const set = this.byKey.get(key);
      if (set?.delete(waiter) && set.size === 0) this.byKey.delete(key);
    }
    const due = waiter.due;
    if (due) {
      waiter.due = null;
      due.waiters.delete(waiter);
      // No timer is left behind for waits all answered: a closing server does not wait for it.
      if (due.waiters.size === 0) {
        clearTimeout(due.timer);
        this.due.delete(due.atMs);
      }
    }
    waiter.resolve();
  }

  private dueIn(waiter: Waiter, timeoutMs: number): void {
    const atMs = Math.ceil((performance.now() + Math.max(0, timeoutMs)) / DUE_STEP_MS) * DUE_STEP_MS;
    let due = this.due.get(atMs);
    if (!due) {
      const waiters = new Set<Waiter>();
      const timer = setTimeout(() => {
        this.due.delete(atMs);
        for (const timedOut of waiters) this.settle(timedOut);
      }, atMs - performance.now());
      due = { atMs, waiters, timer };
      this.due.set(atMs, due);
    }
    due.waiters.add(waiter);
    waiter.due = due;
  }
}

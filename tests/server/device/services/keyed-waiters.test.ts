import { afterEach, describe, expect, it, vi } from 'vitest';
import { DUE_STEP_MS, KeyedWaiters } from '../../../../server/device/services/keyed-waiters.ts';
import { WakeLog } from '../../../../server/device/services/wake-log.ts';
import { decodeWakePayload, encodeWakePayload, MAX_WAKE_PAYLOAD } from '../../../../server/device/services/wake-payload.ts';

const A = '0a1b2c3d-0000-4000-8000-00000000000a';
const B = '0a1b2c3d-0000-4000-8000-00000000000b';

/** Settles on the next turns of the event loop: whether the wait answered. */
async function answered(wait: { changed: Promise<void> }): Promise<boolean> {
  let done = false;
  void wait.changed.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('waking long polls by key (a NOTIFY payload names whom a change can affect)', () => {
  it('encodes the keys (once, lower case), everyone as *, nobody as nothing to send; decodes them back', () => {
    expect(encodeWakePayload([A, B.toUpperCase(), A])).toBe(`${A},${B}`);
    expect(decodeWakePayload(`${A},${B}`)).toEqual([A, B]);
    expect(encodeWakePayload('all')).toBe('*');
    expect(decodeWakePayload('*')).toBe('all');
    // An older process's empty payload still wakes everyone.
    expect(decodeWakePayload('')).toBe('all');
    expect(encodeWakePayload([])).toBeNull();
  });

  it('falls back to everyone past the bound, under PostgreSQL’s 8000 bytes', () => {
    const many = Array.from({ length: 500 }, (_, n) => `0a1b2c3d-0000-4000-8000-${String(n).padStart(12, '0')}`);
    expect(encodeWakePayload(many)).toBe('*');
    const fitting = many.slice(0, Math.floor(MAX_WAKE_PAYLOAD / 37));
    const payload = encodeWakePayload(fitting)!;
    expect(payload.length).toBeLessThanOrEqual(MAX_WAKE_PAYLOAD);
    expect(decodeWakePayload(payload)).toEqual(fitting);
    expect(MAX_WAKE_PAYLOAD).toBeLessThan(8000);
  });

  it('wakes only the named keys’ waiters, everyone with all, and forgets every settled waiter', async () => {
    const waiters = new KeyedWaiters();
    const a = waiters.wait(A, 60_000);
    const b = waiters.wait(B, 60_000);
    const unlinked = waiters.wait(null, 60_000);
    waiters.wake([A.toUpperCase()]);
    expect(await answered(a)).toBe(true);
    expect(await answered(b)).toBe(false);
    expect(await answered(unlinked)).toBe(false);
    expect(waiters.size).toBe(2);
    waiters.wake('all');
    expect(await answered(b)).toBe(true);
    expect(await answered(unlinked)).toBe(true);
    expect(waiters.size).toBe(0);
  });

  it('wakes a waiter under several keys (its client, venue and display) by any one of them, once, and forgets it under all', async () => {
    const waiters = new KeyedWaiters();
    const [client, venueA, venueB] = [A, B, '0a1b2c3d-0000-4000-8000-00000000000c'];
    const atA = waiters.wait([client, venueA], 60_000);
    const atB = waiters.wait([client, venueB.toUpperCase()], 60_000);
    expect(waiters.sizeOf(client)).toBe(2);
    waiters.wake([venueA]);
    expect(await answered(atA)).toBe(true);
    expect(await answered(atB)).toBe(false);
    // Gone from under its client's key too: the client's wake answers only the other.
    expect(waiters.sizeOf(client)).toBe(1);
    expect(waiters.size).toBe(1);
    waiters.wake([client]);
    expect(await answered(atB)).toBe(true);
    expect(waiters.sizeOf(venueB)).toBe(0);
    expect(waiters.size).toBe(0);
    const log = new WakeLog();
    const mark = log.mark();
    log.record([venueA]);
    expect(log.wokenSince([client, venueA], mark)).toBe(true);
    expect(log.wokenSince([client, venueB], mark)).toBe(false);
  });

  it('answers at the timeout, and a cancel removes just that waiter', async () => {
    const waiters = new KeyedWaiters();
    const timed = waiters.wait(A, 5);
    const cancelled = waiters.wait(A, 60_000);
    const kept = waiters.wait(A, 60_000);
    await timed.changed;
    cancelled.cancel();
    expect(await answered(cancelled)).toBe(true);
    expect(waiters.size).toBe(1);
    waiters.wake([A]);
    expect(await answered(kept)).toBe(true);
    expect(waiters.size).toBe(0);
  });

  describe('timeouts shared by the waits due together', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('arms one timer for the many waits due in the same step, answers none before its timeout and each within a step after', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const waiters = new KeyedWaiters();
      /** Whether a wait has answered, read after the fake clock moved (which runs pending promise callbacks). */
      const watched = (wait: { changed: Promise<void> }) => {
        let done = false;
        void wait.changed.then(() => (done = true));
        return () => done;
      };
      const early = Array.from({ length: 1_000 }, (_, n) => watched(waiters.wait(n % 2 === 0 ? A : B, 50_000)));
      const later = watched(waiters.wait(A, 50_000 + 3 * DUE_STEP_MS));
      // A thousand long polls arriving together cost one or two timers, not a thousand.
      expect(vi.getTimerCount()).toBeLessThanOrEqual(3);
      await vi.advanceTimersByTimeAsync(50_000 - 1);
      expect(early.some((done) => done())).toBe(false);
      await vi.advanceTimersByTimeAsync(DUE_STEP_MS + 1);
      expect(early.every((done) => done())).toBe(true);
      expect(later()).toBe(false);
      await vi.advanceTimersByTimeAsync(3 * DUE_STEP_MS);
      expect(later()).toBe(true);
      expect(waiters.size).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('leaves no timer behind once every wait due together is answered another way (a closing server does not wait for one)', () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const waiters = new KeyedWaiters();
      const cancelled = waiters.wait(A, 50_000);
      waiters.wait(B, 50_000);
      waiters.wait(null, 50_000);
      cancelled.cancel();
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      waiters.wake('all');
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  it('remembers which keys were woken since a mark: a kept read is good until its key, or everyone, is woken', () => {
    const log = new WakeLog();
    const mark = log.mark();
    expect(log.wokenSince(A, mark)).toBe(false);
    log.record([B.toUpperCase()]);
    expect(log.wokenSince(A, mark)).toBe(false);
    expect(log.wokenSince(B, mark)).toBe(true);
    // A read after the wake is good again.
    expect(log.wokenSince(B, log.mark())).toBe(false);
    const beforeAll = log.mark();
    log.record('all');
    expect(log.wokenSince(A, beforeAll)).toBe(true);
    expect(log.wokenSince(null, beforeAll)).toBe(true);
    expect(log.wokenSince(null, log.mark())).toBe(false);
  });
});

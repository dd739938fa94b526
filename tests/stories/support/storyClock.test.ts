import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StoryClockModule from '../../../stories/support/storyClock.ts';

/**
 * The clock every story runs on (stories/support/storyClock.ts, started by .storybook/preview.tsx).
 * Date is faked underneath (vi.useFakeTimers on Date alone) before the module is loaded, so that
 * "runs on at the real pace" is a tick of that fake, not a wait.
 */
type StoryClock = typeof StoryClockModule;

const REAL_START = Date.parse('2030-01-01T00:00:00.000Z');
let clock: StoryClock;
let underneath: DateConstructor;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: REAL_START });
  underneath = globalThis.Date;
  vi.resetModules();
  clock = await import('../../../stories/support/storyClock.ts');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the story clock', () => {
  it('reads STORY_NOW when started, and runs on from there at the pace of the clock beneath', () => {
    const stop = clock.startStoryClock();
    expect(new Date().toISOString()).toBe(clock.STORY_NOW);
    expect(Date.now()).toBe(Date.parse(clock.STORY_NOW));
    vi.advanceTimersByTime(90_000);
    expect(Date.now()).toBe(Date.parse(clock.STORY_NOW) + 90_000);
    expect(new Date().toISOString()).toBe('2026-11-20T12:01:30.000Z');
    expect(Date()).toBe(new Date(Date.parse(clock.STORY_NOW) + 90_000).toString());
    stop();
  });

  it('leaves dates made from a value, instanceof and the statics as they are', () => {
    const before = new Date(5);
    const stop = clock.startStoryClock('2026-06-15T10:00:00.000Z');
    expect(new Date('2020-02-03T04:05:06.000Z').toISOString()).toBe('2020-02-03T04:05:06.000Z');
    expect(new Date(0).getTime()).toBe(0);
    expect(new Date(2020, 0, 2).getFullYear()).toBe(2020);
    expect(Date.UTC(2020, 0, 1)).toBe(Date.parse('2020-01-01T00:00:00.000Z'));
    expect(before).toBeInstanceOf(Date);
    expect(new Date()).toBeInstanceOf(underneath);
    class Later extends Date {}
    expect(new Later(7).getTime()).toBe(7);
    expect(new Later()).toBeInstanceOf(Later);
    expect(new Later().toISOString()).toBe('2026-06-15T10:00:00.000Z');
    stop();
  });

  it('puts the clock beneath back when stopped, after two starts too', () => {
    const first = clock.startStoryClock('2026-06-15T10:00:00.000Z');
    const second = clock.startStoryClock(clock.STORY_NOW);
    expect(Date.now()).toBe(Date.parse(clock.STORY_NOW));
    second();
    first();
    expect(globalThis.Date).toBe(underneath);
    expect(Date.now()).toBe(REAL_START);
  });
});

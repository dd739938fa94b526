import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { liveValueMachine } from '../../machines/liveValue.machine.ts';
import { selectAgeSeconds, selectLiveValue } from '../../machines/liveValue.selectors.ts';

const START = Date.parse('2026-11-28T09:00:00Z');

describe('a data widget’s live value on the player', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  const start = (offsetMs = 0) => createActor(liveValueMachine, { input: { offsetMs } }).start();
  const iso = (ms: number) => new Date(ms).toISOString();

  it('waits with the fallback until a first value, then draws it while fresh and the fallback from the millisecond it is stale', () => {
    const actor = start();
    expect(selectLiveValue(actor.getSnapshot())).toEqual({ kind: 'fallback', reason: 'waiting' });
    actor.send({ type: 'value', value: 12345, updatedUtc: iso(START - 10_000), staleAfterSeconds: 30 });
    expect(actor.getSnapshot().value).toBe('fresh');
    expect(selectLiveValue(actor.getSnapshot())).toMatchObject({ kind: 'value', value: 12345, offline: false });
    expect(selectAgeSeconds(actor.getSnapshot())).toBe(10);
    vi.advanceTimersByTime(19_999);
    expect(actor.getSnapshot().value).toBe('fresh');
    vi.advanceTimersByTime(2);
    expect(actor.getSnapshot().value).toBe('stale');
    expect(selectLiveValue(actor.getSnapshot())).toEqual({ kind: 'fallback', reason: 'stale' });
    // A fresh value brings it back.
    actor.send({ type: 'value', value: 13000, updatedUtc: iso(Date.now()), staleAfterSeconds: 30 });
    expect(selectLiveValue(actor.getSnapshot())).toMatchObject({ kind: 'value', value: 13000 });
  });

  it('never draws a value that arrives already past its limit', () => {
    const actor = start();
    actor.send({ type: 'value', value: 1, updatedUtc: iso(START - 31_000), staleAfterSeconds: 30 });
    expect(actor.getSnapshot().value).toBe('stale');
  });

  it('judges by the server-corrected clock, not the TV’s', () => {
    // The TV's clock is 5 minutes slow: by the server's clock the value is already 5 minutes old.
    const actor = start(5 * 60_000);
    actor.send({ type: 'value', value: 1, updatedUtc: iso(START + 5 * 60_000 - 40_000), staleAfterSeconds: 30 });
    expect(actor.getSnapshot().value).toBe('stale');
    // A later, better estimate says the TV's clock is right after all: the same value is fresh.
    actor.send({ type: 'clock', offsetMs: 0 });
    expect(actor.getSnapshot().value).toBe('fresh');
  });

  it('keeps drawing offline until the value is stale, then the fallback; back online it follows new values', () => {
    const actor = start();
    actor.send({ type: 'value', value: 500, updatedUtc: iso(START), staleAfterSeconds: 60 });
    actor.send({ type: 'connection.lost' });
    expect(actor.getSnapshot().value).toBe('offline');
    expect(selectLiveValue(actor.getSnapshot())).toMatchObject({ kind: 'value', value: 500, offline: true });
    vi.advanceTimersByTime(59_000);
    expect(actor.getSnapshot().value).toBe('offline');
    vi.advanceTimersByTime(2_000);
    expect(actor.getSnapshot().value).toBe('stale');
    actor.send({ type: 'value', value: 600, updatedUtc: iso(Date.now()), staleAfterSeconds: 60 });
    expect(actor.getSnapshot().value).toBe('fresh');
    actor.send({ type: 'connection.lost' });
    actor.send({ type: 'connection.restored' });
    expect(actor.getSnapshot().value).toBe('fresh');
  });
});

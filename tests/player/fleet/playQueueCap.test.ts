import { describe, expect, it } from 'vitest';
import type { Play } from '../../../contract/fleet/plays.ts';
import { RAW_PLAY_RETENTION_DAYS } from '../../../contract/fleet/playRetention.ts';
import { dropOldestBeyondCap, MAX_QUEUED_PLAYS_PER_DISPLAY } from '../../../player/fleet/playQueueCap.ts';
import { memoryQueue } from './memoryPlayQueue.ts';

const DISPLAY = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const T0 = Date.parse('2026-11-26T10:00:00Z');

/** `count` plays of 15 s of the display, one after another from T0, queued newest first. */
const played = (count: number, displayId = DISPLAY): Play[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${displayId}-${index}`,
    displayId,
    assetId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    playlistId: null,
    startedUtc: new Date(T0 + index * 15_000).toISOString(),
    seconds: 15,
  })).reverse();

describe('the cap on the offline play queue', () => {
  it('holds the server’s 35 days of raw plays at one play every 15 s', () => {
    expect(RAW_PLAY_RETENTION_DAYS).toBe(35);
    expect(MAX_QUEUED_PLAYS_PER_DISPLAY).toBe(201_600);
  });

  it('drops the display’s oldest plays beyond the cap, and nothing at or under it', async () => {
    const queue = memoryQueue(played(10));
    expect(await dropOldestBeyondCap(queue, DISPLAY, 10)).toBe(0);
    expect(queue.plays).toHaveLength(10);

    queue.plays.push(...played(13).slice(0, 3).map((play) => ({ ...play, id: `${play.id}-new` })));
    expect(await dropOldestBeyondCap(queue, DISPLAY, 10)).toBe(3);
    const starts = queue.plays.map((play) => Date.parse(play.startedUtc) - T0).sort((a, b) => a - b);
    // The three oldest (0 s, 15 s, 30 s) went; the newest stay.
    expect(starts).toEqual([45, 60, 75, 90, 105, 120, 135, 150, 165, 180].map((seconds) => seconds * 1000));
  });

  it('leaves the other displays’ plays alone: each display has its own cap', async () => {
    const queue = memoryQueue([...played(6), ...played(4, OTHER)]);
    expect(await dropOldestBeyondCap(queue, DISPLAY, 5)).toBe(1);
    expect(queue.plays.filter((play) => play.displayId === OTHER)).toHaveLength(4);
    expect(queue.plays.some((play) => play.id === `${DISPLAY}-0`)).toBe(false);
    expect(await dropOldestBeyondCap(queue, OTHER, 5)).toBe(0);
  });

  it('counts the plays it drops per display, for the heartbeat report, each play once', async () => {
    const queue = memoryQueue([...played(12), ...played(3, OTHER)]);
    expect(await dropOldestBeyondCap(queue, DISPLAY, 10)).toBe(2);
    queue.plays.push(...played(13).slice(0, 1).map((play) => ({ ...play, id: `${play.id}-new` })));
    expect(await dropOldestBeyondCap(queue, DISPLAY, 10)).toBe(1);
    expect(await dropOldestBeyondCap(queue, OTHER, 10)).toBe(0);
    expect(Object.fromEntries(queue.dropped)).toEqual({ [DISPLAY]: 3 });
    // Two drops racing for the same oldest plays (two plays finished at once) count them once.
    queue.plays.push(...played(2).map((play) => ({ ...play, id: `${play.id}-late` })));
    expect(await Promise.all([dropOldestBeyondCap(queue, DISPLAY, 10), dropOldestBeyondCap(queue, DISPLAY, 10)])).toEqual([2, 0]);
    expect(queue.dropped.get(DISPLAY)).toBe(5);
  });
});

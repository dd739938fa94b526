import { describe, expect, it } from 'vitest';
import type { Play } from '../../contract/fleet/plays.ts';
import { RAW_PLAY_RETENTION_DAYS } from '../../contract/fleet/playRetention.ts';
import { dropOldestBeyondCap, MAX_QUEUED_PLAYS_PER_DISPLAY, type CappedPlayQueue } from '../../player/fleet/playQueueCap.ts';

const DISPLAY = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const T0 = Date.parse('2026-11-26T10:00:00Z');

/** The queue as an array, as IndexedDB keeps it: in no particular order, the oldest found by start. */
function memoryQueue(plays: Play[]): CappedPlayQueue & { plays: Play[] } {
  return {
    plays,
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
    async remove(removed) {
      this.plays = this.plays.filter((play) => !removed.includes(play.id));
    },
  };
}

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

describe('the cap on the offline play queue (issue 22)', () => {
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
});

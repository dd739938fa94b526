import { describe, expect, it } from 'vitest';
import type { Play, PlayUploadAnswer } from '../../../contract/fleet/plays.ts';
import type { PlayInstant } from '../../../player/fleet/playClock.ts';
import { openPlayOf, recoverPlay, stepPlay, type OnScreen, type OpenPlay } from '../../../player/fleet/playLog.ts';
import { RefusedUpload, uploadQueuedPlays, type PlayQueue } from '../../../player/fleet/playUpload.ts';

const DISPLAY = '11111111-1111-4111-8111-111111111111';
const PROMO: OnScreen = { displayId: DISPLAY, assetId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', playlistId: null, showing: 'display' };
const MENU: OnScreen = { ...PROMO, assetId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', playlistId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', showing: 'schedule e1 0 1' };
const T0 = Date.parse('2026-11-26T10:00:00Z');

/** A moment on the corrected clock; the monotonic clock reads the same unless told (its clock not set meanwhile). */
const at = (ms: number, monoMs = ms): PlayInstant => ({ ms, monoMs });

function ids() {
  let next = 0;
  return () => `play-${(next += 1)}`;
}

describe('the play log (proof of play)', () => {
  it('starts a play when a layout shows, keeps it while it stays, and ends it with whole seconds when another shows', () => {
    const newId = ids();
    let step = stepPlay(null, PROMO, at(T0), newId);
    expect(step).toEqual({ open: { ...PROMO, id: 'play-1', startedMs: T0, startedMonoMs: T0, lastMs: T0 }, finished: null });
    step = stepPlay(step.open, { ...PROMO }, at(T0 + 5_000), newId);
    expect(step.open).toMatchObject({ id: 'play-1', lastMs: T0 + 5_000 });
    expect(step.finished).toBeNull();
    step = stepPlay(step.open, MENU, at(T0 + 12_400), newId);
    expect(step.finished).toEqual<Play>({ id: 'play-1', displayId: DISPLAY, assetId: PROMO.assetId, playlistId: null, startedUtc: '2026-11-26T10:00:00.000Z', seconds: 12 });
    expect(step.open).toMatchObject({ id: 'play-2', assetId: MENU.assetId, playlistId: MENU.playlistId, startedMs: T0 + 12_400 });
    // The same layout from a playlist is another play; nothing on screen ends it and starts none.
    step = stepPlay(step.open, { ...MENU, playlistId: null }, at(T0 + 20_000), newId);
    expect(step.finished).toMatchObject({ id: 'play-2', seconds: 8, playlistId: MENU.playlistId });
    step = stepPlay(step.open, null, at(T0 + 30_000), newId);
    expect(step).toEqual({ open: null, finished: expect.objectContaining({ id: 'play-3', playlistId: null, seconds: 10 }) });
  });

  it('drops flickers under a second, and caps a play at a week', () => {
    const newId = ids();
    const open = stepPlay(null, PROMO, at(T0), newId).open;
    expect(stepPlay(open, MENU, at(T0 + 400), newId).finished).toBeNull();
    // 400 ms shown while the device's clock went forward a minute: still a flicker.
    expect(stepPlay(open, MENU, at(T0 + 60_000, T0 + 400), newId).finished).toBeNull();
    expect(stepPlay(open, MENU, at(T0 + 30 * 24 * 3_600_000), newId).finished?.seconds).toBe(7 * 24 * 3600);
  });

  it('counts a play left open by a closed page up to when it was last seen on screen', () => {
    // Its page's monotonic clock read 2 s at its start.
    const open: OpenPlay = { ...PROMO, id: 'left', startedMs: T0, startedMonoMs: 2_000, lastMs: 47_000 };
    expect(recoverPlay(open)).toMatchObject({ id: 'left', startedUtc: '2026-11-26T10:00:00.000Z', seconds: 45 });
    expect(openPlayOf(JSON.parse(JSON.stringify(open)))).toEqual(open);
    expect(openPlayOf({ ...open, startedMs: 'yesterday' })).toBeNull();
    expect(openPlayOf({ ...open, startedMonoMs: 'soon' })).toBeNull();
    expect(openPlayOf(null)).toBeNull();
    // Kept by a player from before showings and monotonic starts, all on the corrected clock: still counted.
    const { showing: _none, startedMonoMs: _mono, ...older } = { ...open, lastMs: T0 + 45_000 };
    expect(recoverPlay(openPlayOf(older)!)).toMatchObject({ id: 'left', seconds: 45 });
  });

  it('measures a play on the monotonic clock and stamps its start on the corrected one, whatever the device’s clock does meanwhile', () => {
    const newId = ids();
    // Started at T0 on the corrected clock, 5 s into the page's monotonic clock.
    let step = stepPlay(null, PROMO, at(T0, 5_000), newId);
    // 30 s later the device's clock was set back an hour (or a new clock sample moved the correction).
    step = stepPlay(step.open, MENU, at(T0 - 3_600_000 + 30_000, 35_000), newId);
    expect(step.finished).toMatchObject({ id: 'play-1', startedUtc: '2026-11-26T10:00:00.000Z', seconds: 30 });
    expect(step.open).toMatchObject({ id: 'play-2', startedMs: T0 - 3_600_000 + 30_000 });
    // Set forward two hours 10 s into the next play.
    step = stepPlay(step.open, null, at(T0 + 2 * 3_600_000 + 40_000, 45_000), newId);
    expect(step.finished).toMatchObject({ id: 'play-2', startedUtc: '2026-11-26T09:00:30.000Z', seconds: 10 });
  });

  it('counts each item shown as a play, also the next item of the same layout, with its own seconds', () => {
    const newId = ids();
    const slide = (showing: string): OnScreen => ({ ...MENU, showing });
    // A playlist's item 1 and item 2 are the same layout: 10 s, then 20 s.
    let step = stepPlay(null, slide('schedule e1 0 1000'), at(T0), newId);
    step = stepPlay(step.open, slide('schedule e1 1 11000'), at(T0 + 10_000), newId);
    expect(step.finished).toEqual<Play>({ id: 'play-1', displayId: DISPLAY, assetId: MENU.assetId, playlistId: MENU.playlistId, startedUtc: '2026-11-26T10:00:00.000Z', seconds: 10 });
    expect(step.open).toMatchObject({ id: 'play-2', startedMs: T0 + 10_000 });
    step = stepPlay(step.open, slide('schedule e1 0 31000'), at(T0 + 30_000), newId);
    expect(step.finished).toMatchObject({ id: 'play-2', assetId: MENU.assetId, startedUtc: '2026-11-26T10:00:10.000Z', seconds: 20 });
  });

  it('keeps one play while the same item stays on screen, told again and again (a re-render, a heartbeat, a new week)', () => {
    const newId = ids();
    let step = stepPlay(null, MENU, at(T0), newId);
    for (const later of [1_000, 30_000, 59_000]) {
      step = stepPlay(step.open, { ...MENU }, at(T0 + later), newId);
      expect(step.finished).toBeNull();
    }
    expect(step.open).toMatchObject({ id: 'play-1', startedMs: T0, lastMs: T0 + 59_000 });
  });
});

/** The queue as an array, as IndexedDB keeps it by display. */
function memoryQueue(plays: Play[]): PlayQueue & { plays: Play[] } {
  return {
    plays,
    async take(displayId, limit) {
      return this.plays.filter((play) => play.displayId === displayId).slice(0, limit);
    },
    async remove(removed) {
      this.plays = this.plays.filter((play) => !removed.includes(play.id));
    },
  };
}

const queued = (count: number, displayId = DISPLAY): Play[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${displayId}-${index}`,
    displayId,
    assetId: PROMO.assetId,
    playlistId: null,
    startedUtc: new Date(T0 + index * 10_000).toISOString(),
    seconds: 10,
  }));

const answered = (plays: Play[]): PlayUploadAnswer => ({ accepted: plays.length, duplicates: 0, refused: [] });

describe('uploading the queue', () => {
  it('sends the display\'s plays in batches and deletes each batch once the server answered it', async () => {
    const other = '22222222-2222-4222-8222-222222222222';
    const queue = memoryQueue([...queued(7), ...queued(2, other)]);
    const sent: number[] = [];
    const settled = await uploadQueuedPlays(queue, DISPLAY, async (plays) => (sent.push(plays.length), answered(plays)), 3);
    expect(sent).toEqual([3, 3, 1]);
    expect(settled).toBe(7);
    expect(queue.plays.map((play) => play.displayId)).toEqual([other, other]);
  });

  it('keeps what the server did not answer when the connection fails half way, and sends it next time', async () => {
    const queue = memoryQueue(queued(5));
    let calls = 0;
    const flaky = async (plays: Play[]) => {
      calls += 1;
      if (calls === 2) throw new TypeError('Failed to fetch');
      return answered(plays);
    };
    await expect(uploadQueuedPlays(queue, DISPLAY, flaky, 2)).rejects.toThrow('Failed to fetch');
    expect(queue.plays).toHaveLength(3);
    expect(await uploadQueuedPlays(queue, DISPLAY, flaky, 2)).toBe(3);
    expect(queue.plays).toEqual([]);
  });

  it('drops a batch the server refuses as malformed, so it cannot block the queue behind it', async () => {
    const queue = memoryQueue(queued(4));
    let first = true;
    const settled = await uploadQueuedPlays(
      queue,
      DISPLAY,
      async (plays) => {
        if (first) {
          first = false;
          throw new RefusedUpload('400');
        }
        return answered(plays);
      },
      2,
    );
    expect(settled).toBe(4);
    expect(queue.plays).toEqual([]);
  });
});

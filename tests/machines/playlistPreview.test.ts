import { describe, expect, it, vi, afterEach, beforeEach } from 'vitest';
import { createActor } from 'xstate';
import { playlistPreviewMachine } from '../../machines/playlistPreview.machine.ts';
import { selectPlaylistPreview } from '../../machines/playlistPreview.selectors.ts';

const items = [
  { assetId: 'a', durationSeconds: 5 },
  { assetId: 'b', durationSeconds: 10 },
  { assetId: 'c', durationSeconds: 7 },
];

describe('playlistPreview machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays each item for its own duration, then starts again from the first', () => {
    const actor = createActor(playlistPreviewMachine, { input: { items } }).start();
    const at = () => selectPlaylistPreview(actor.getSnapshot());
    expect(at()).toMatchObject({ status: 'playing', index: 0, count: 3 });
    vi.advanceTimersByTime(4_999);
    expect(at().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(at().current?.assetId).toBe('b');
    vi.advanceTimersByTime(9_999);
    expect(at().index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(at().index).toBe(2);
    vi.advanceTimersByTime(7_000);
    expect(at().index).toBe(0);
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
  });

  it('stays on an item while paused, steps both ways with wrap-around, and plays the item in full again', () => {
    const actor = createActor(playlistPreviewMachine, { input: { items } }).start();
    actor.send({ type: 'preview.pause' });
    vi.advanceTimersByTime(60_000);
    expect(selectPlaylistPreview(actor.getSnapshot())).toMatchObject({ status: 'paused', index: 0 });
    actor.send({ type: 'preview.previous' });
    expect(selectPlaylistPreview(actor.getSnapshot()).index).toBe(2);
    actor.send({ type: 'preview.next' });
    actor.send({ type: 'preview.next' });
    expect(selectPlaylistPreview(actor.getSnapshot()).index).toBe(1);
    actor.send({ type: 'preview.play' });
    vi.advanceTimersByTime(9_999);
    expect(selectPlaylistPreview(actor.getSnapshot())).toMatchObject({ status: 'playing', index: 1 });
    vi.advanceTimersByTime(1);
    expect(selectPlaylistPreview(actor.getSnapshot()).index).toBe(2);
  });

  it('restarts the timer when a person steps while playing', () => {
    const actor = createActor(playlistPreviewMachine, { input: { items } }).start();
    vi.advanceTimersByTime(4_000);
    actor.send({ type: 'preview.next' });
    vi.advanceTimersByTime(9_000);
    expect(selectPlaylistPreview(actor.getSnapshot()).index).toBe(1);
  });

  it('is empty without items and plays from the first item when items are loaded', () => {
    const actor = createActor(playlistPreviewMachine, { input: { items: [] } }).start();
    expect(selectPlaylistPreview(actor.getSnapshot())).toMatchObject({ status: 'empty', current: null, count: 0 });
    actor.send({ type: 'preview.load', items });
    expect(selectPlaylistPreview(actor.getSnapshot())).toMatchObject({ status: 'playing', index: 0, count: 3 });
    actor.send({ type: 'preview.next' });
    actor.send({ type: 'preview.load', items: [] });
    expect(selectPlaylistPreview(actor.getSnapshot()).status).toBe('empty');
  });
});

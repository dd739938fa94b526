import { describe, expect, it } from 'vitest';
import type { LayoutTree } from '../../contract/layout/tree.ts';
import type { PlayerView } from '../../machines/player.selectors.ts';
import { withWeek, type TimelineView } from '../../machines/timeline.selectors.ts';

/** What a linked player's screen shows: its own view until the week plays, the week's item then. */

const tree = (assetId: string): LayoutTree => ({ assetId, name: assetId, width: 1920, height: 1080, updatedUtc: '2026-11-20T00:00:00.000Z', placements: [] });
const view = (phase: PlayerView['phase'], layout: LayoutTree | null = null, offline = false): PlayerView => ({
  phase,
  code: null,
  codeExpiresUtc: null,
  layout,
  offline,
  venueName: 'Harbour Arcade',
});
const notYet: TimelineView = { playing: false, item: null, layout: null, nextStart: null, offline: false };
const playingLayout = (layout: LayoutTree | null, offline = false): TimelineView => ({ playing: true, item: null, layout, nextStart: null, offline });

describe('withWeek', () => {
  it('leaves a player that is not linked alone, whatever the week', () => {
    expect(withWeek(view('code'), playingLayout(tree('week')))).toEqual(view('code'));
    expect(withWeek(view('registering'), notYet)).toEqual(view('registering'));
  });

  it('says "Starting…" for a display without a layout of its own until its week has played: it may have a schedule', () => {
    expect(withWeek(view('noLayout'), notYet)).toMatchObject({ phase: 'connecting', offline: false });
    // Its week's call failing (the player's own calls answered): "Starting…" says the portal cannot be reached.
    expect(withWeek(view('noLayout'), { ...notYet, offline: true })).toMatchObject({ phase: 'connecting', offline: true });
    expect(withWeek(view('connecting'), notYet).phase).toBe('connecting');
    // The week plays nothing on it: now "no layout yet" is known.
    expect(withWeek(view('noLayout'), playingLayout(null))).toMatchObject({ phase: 'noLayout', layout: null });
  });

  it('keeps the display’s own layout on screen until the week plays, then the week’s item, offline if either is', () => {
    const own = view('playing', tree('own'));
    expect(withWeek(own, notYet)).toEqual(own);
    expect(withWeek(own, playingLayout(tree('week')))).toMatchObject({ phase: 'playing', layout: tree('week'), offline: false });
    expect(withWeek(own, playingLayout(tree('week'), true))).toMatchObject({ phase: 'offlinePlaying', offline: true });
    expect(withWeek(view('offlinePlaying', tree('own'), true), playingLayout(tree('week')))).toMatchObject({ phase: 'offlinePlaying', layout: tree('week') });
    expect(withWeek(view('connecting'), playingLayout(tree('week')))).toMatchObject({ phase: 'playing', layout: tree('week') });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutNode, LayoutTree } from '../../../contract/layout/tree.ts';
import type { LiveValues } from '../../../contract/liveValues.ts';
import { liveSourcesOf } from '../../../player/liveData/liveSourcesOf.ts';
import { LiveValueStore } from '../../../player/liveData/liveValueStore.ts';

const START = Date.parse('2026-11-29T09:00:00Z');
const JACKPOTS = '11111111-1111-4111-8111-111111111111';
const DRAW = '22222222-2222-4222-8222-222222222222';
const iso = (ms: number) => new Date(ms).toISOString();
const answer = (major: number, updatedMs: number): LiveValues => ({
  serverUtc: iso(Date.now()),
  version: `v${major}`,
  sources: [{ id: JACKPOTS, staleAfterSeconds: 30, values: [{ key: 'major', value: major, updatedUtc: iso(updatedMs) }] }],
});

describe('the player’s live values', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('draws a received value until it is stale by the corrected clock, offline too, then the fallback; a fresh one brings it back', () => {
    const store = new LiveValueStore();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.lookup(JACKPOTS, 'major').view.kind));
    expect(store.lookup(JACKPOTS, 'major').view).toEqual({ kind: 'fallback', reason: 'waiting' });
    const before = store.lookup;
    store.receive(answer(1000, START - 5_000));
    expect(store.lookup).not.toBe(before);
    expect(store.lookup(JACKPOTS, 'major')).toEqual({ view: { kind: 'value', value: 1000, updatedUtc: iso(START - 5_000), offline: false }, ageSeconds: 5 });
    // Unknown fields wait; the server away: the value is drawn on while within its limit.
    expect(store.lookup(DRAW, 'tonight').view).toEqual({ kind: 'fallback', reason: 'waiting' });
    store.lost();
    expect(store.lookup(JACKPOTS, 'major').view).toMatchObject({ kind: 'value', offline: true });
    vi.advanceTimersByTime(25_001);
    expect(store.lookup(JACKPOTS, 'major').view).toEqual({ kind: 'fallback', reason: 'stale' });
    store.receive(answer(1200, Date.now() - 1_000));
    expect(store.lookup(JACKPOTS, 'major').view).toMatchObject({ kind: 'value', value: 1200, offline: false });
    // A clock found to be 40 s slow: the value is judged again at once, and is stale.
    store.clock(40_000);
    expect(store.lookup(JACKPOTS, 'major').view).toEqual({ kind: 'fallback', reason: 'stale' });
    expect(seen).toContain('fallback');
    store.stop();
  });

  it('finds the sources a week’s layouts show (data values and data lists), in groups too, once each', () => {
    const node = (assetType: LayoutNode['assetType'], config: Record<string, string>, children?: LayoutNode[]): LayoutNode => ({
      id: `${assetType}${Math.random()}`,
      assetId: 'a',
      assetType,
      assetName: '',
      x: 0,
      y: 0,
      order: 0,
      config,
      ...(children ? { children } : {}),
    });
    const layout = (placements: LayoutNode[]): LayoutTree => ({ assetId: 'l', name: '', width: 10, height: 10, updatedUtc: iso(START), placements });
    expect(
      liveSourcesOf([
        layout([node('DATAVALUE', { dataSourceId: JACKPOTS, key: 'major' }), node('TEXT', { value: 'x' })]),
        layout([node('GROUP', {}, [node('DATAVALUE', { dataSourceId: DRAW, key: 'tonight' }), node('DATAVALUE', { dataSourceId: JACKPOTS, key: 'minor' })])]),
      ]),
    ).toBe(`${JACKPOTS},${DRAW}`);
    expect(liveSourcesOf([layout([node('DATAVALUE', { key: 'major' })])])).toBe('');
    // A data list reads its source as a data value does.
    const FIXTURES = '33333333-3333-4333-8333-333333333333';
    expect(liveSourcesOf([layout([node('GROUP', {}, [node('DATALIST', { dataSourceId: FIXTURES, key: 'races' })])])])).toBe(FIXTURES);
  });
});

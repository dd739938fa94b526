import { describe, expect, it } from 'vitest';
import type { LayoutNode, LayoutTree } from '../../../contract/layout/tree.ts';
import { liveFieldsOf, liveSourcesOf, staleFallbackShown } from '../../../player/liveData/liveSourcesOf.ts';
import { WAITING_READING, type LiveReading } from '../../../renderer/liveValues.tsx';

const SOURCE_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SOURCE_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const widget = (config: Record<string, string>, children?: LayoutNode[]): LayoutNode =>
  ({ assetType: children ? 'GROUP' : 'DATAVALUE', config, ...(children ? { children } : {}) }) as unknown as LayoutNode;
const layout = (placements: LayoutNode[]): LayoutTree => ({ placements }) as unknown as LayoutTree;

const jackpots = layout([widget({ dataSourceId: SOURCE_B, key: 'major' }), widget({}, [widget({ dataSourceId: SOURCE_A, key: 'minor' })])]);

const reading = (view: LiveReading['view']): LiveReading => ({ view, ageSeconds: null });
const FRESH = reading({ kind: 'value', value: 1250, updatedUtc: '2026-11-29T10:00:00Z', offline: false });
const STALE = reading({ kind: 'fallback', reason: 'stale' });

describe('the live fields a layout shows (player)', () => {
  it("finds every data value widget's source and key, groups' included, and the sources sorted once", () => {
    expect(liveFieldsOf(jackpots)).toEqual([
      { sourceId: SOURCE_B, key: 'major' },
      { sourceId: SOURCE_A, key: 'minor' },
    ]);
    expect(liveSourcesOf([jackpots, jackpots])).toBe(`${SOURCE_A},${SOURCE_B}`);
  });

  it('says a stale fallback is shown only when a field of the layout on screen is stale (waiting is not)', () => {
    expect(staleFallbackShown(jackpots, () => FRESH)).toBe(false);
    expect(staleFallbackShown(jackpots, () => WAITING_READING)).toBe(false);
    expect(staleFallbackShown(jackpots, (sourceId) => (sourceId === SOURCE_A ? STALE : FRESH))).toBe(true);
    expect(staleFallbackShown(layout([]), () => STALE)).toBe(false);
    expect(staleFallbackShown(null, () => STALE)).toBe(false);
  });
});

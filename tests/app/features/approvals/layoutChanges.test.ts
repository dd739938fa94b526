import { describe, expect, it } from 'vitest';
import { layoutChangesInWords, type ComparedLayout } from '../../../../app/features/approvals/layoutChanges.ts';
import type { LayoutNode } from '../../../../contract/layout/tree.ts';

function node(id: string, assetType: LayoutNode['assetType'], config: Record<string, string>, change: Partial<LayoutNode> = {}): LayoutNode {
  return { id, assetId: `asset-${assetType}`, assetType, assetName: assetType === 'GROUP' ? 'Footer' : assetType, x: 0, y: 0, order: 0, config, ...change };
}

const jackpot = node('p1', 'TEXT', { value: 'Jackpot', width: '400px', height: '80px' }, { x: 10, y: 20, order: 0 });
const logo = node('p2', 'IMAGE', { file_id: 'f1', width: '200px', height: '100px' }, { x: 0, y: 0, order: 1 });

const approved: ComparedLayout = { name: 'Friday promo', category: 'gaming-promotion', width: 1920, height: 1080, placements: [jackpot, logo] };

describe('the changes of a draft in words', () => {
  it('says nothing when nothing differs', () => {
    expect(layoutChangesInWords(approved, { ...approved })).toEqual([]);
  });

  it('names a changed text by its old words and quotes the new ones', () => {
    const draft = { ...approved, placements: [{ ...jackpot, config: { ...jackpot.config, value: 'Mega jackpot' } }, logo] };
    expect(layoutChangesInWords(approved, draft)).toEqual(["Text 'Jackpot' changed to 'Mega jackpot'"]);
  });

  it('says what was added and removed, by kind, text by its words and a nested layout by its name', () => {
    const banner = node('p3', 'GROUP', {}, { order: 1 });
    const draft = { ...approved, placements: [jackpot, banner, node('p4', 'IMAGE', { file_id: 'f2' }, { order: 2 })] };
    expect(layoutChangesInWords(approved, draft)).toEqual(["Layout 'Footer' added", 'Image added', 'Image removed']);
  });

  it('gives the layout’s own name, category and size', () => {
    const draft: ComparedLayout = { ...approved, name: 'Friday mega promo', category: 'jackpot', width: 1280, height: 720 };
    expect(layoutChangesInWords(approved, draft)).toEqual([
      "Name 'Friday promo' changed to 'Friday mega promo'",
      'Category Gaming promotion → Jackpot',
      'Size 1920×1080 → 1280×720',
    ]);
  });

  it('says where a placement moved and how its size changed', () => {
    const draft = { ...approved, placements: [{ ...jackpot, x: 30, y: 40 }, { ...logo, config: { ...logo.config, width: '300px', height: '50%' } }] };
    expect(layoutChangesInWords(approved, draft)).toEqual(["Text 'Jackpot' moved from 10, 20 to 30, 40", 'Image size 200×100 → 300×50%']);
  });

  it('names other settings in words: a new file, a colour set, changed and cleared', () => {
    const styled = { ...jackpot, config: { ...jackpot.config, fontSize: '48px', typeface: 'Inter' } };
    const before = { ...approved, placements: [styled, logo] };
    const draft = {
      ...approved,
      placements: [
        { ...styled, config: { ...jackpot.config, fontSize: '64px', textColor: '#ffcc00' } },
        { ...logo, config: { ...logo.config, file_id: 'f9' } },
      ],
    };
    expect(layoutChangesInWords(before, draft)).toEqual([
      "Text 'Jackpot' font size changed from '48px' to '64px'",
      "Text 'Jackpot' text color set to '#ffcc00'",
      "Text 'Jackpot' typeface cleared",
      'Image file changed',
    ]);
  });

  it('says when the drawing order changed', () => {
    const draft = { ...approved, placements: [{ ...logo, order: 0 }, { ...jackpot, order: 1 }] };
    expect(layoutChangesInWords(approved, draft)).toEqual(['Drawing order changed']);
  });

  it('lists everything as added when nothing was approved before', () => {
    expect(layoutChangesInWords(null, approved)).toEqual(["Text 'Jackpot' added", 'Image added']);
  });

  it('keeps a long text to one short line', () => {
    const long = node('p5', 'TEXT', { value: 'Win a share of\n$50,000 in prizes every Friday night this month' });
    expect(layoutChangesInWords({ ...approved, placements: [] }, { ...approved, placements: [long] })).toEqual(["Text 'Win a share of $50,000 in prizes every…' added"]);
  });
});

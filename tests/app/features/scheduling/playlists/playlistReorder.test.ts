import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveAnnouncement, moveItem, reorderTarget } from '../../../../../app/features/scheduling/playlists/reorder.ts';

describe('playlist reordering', () => {
  it('moves with Alt+ArrowUp/ArrowDown/Home/End only, and not past either end', () => {
    expect(reorderTarget('ArrowUp', true, 2, 4)).toBe(1);
    expect(reorderTarget('ArrowDown', true, 2, 4)).toBe(3);
    expect(reorderTarget('Home', true, 2, 4)).toBe(0);
    expect(reorderTarget('End', true, 2, 4)).toBe(3);
    expect(reorderTarget('ArrowUp', true, 0, 4)).toBeNull();
    expect(reorderTarget('ArrowDown', true, 3, 4)).toBeNull();
    expect(reorderTarget('ArrowDown', false, 1, 4)).toBeNull();
    expect(reorderTarget('Enter', true, 1, 4)).toBeNull();
  });

  it('moveItem keeps every item once and puts the moved one where it was dropped', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 30 }), fc.nat(), fc.nat(), (values, a, b) => {
        const items = values.map((value, index) => ({ value, index }));
        const from = a % items.length;
        const to = b % items.length;
        const moved = moveItem(items, from, to);
        expect(moved).toHaveLength(items.length);
        expect([...moved].sort((x, y) => x.index - y.index)).toEqual(items);
        expect(moved[to]).toBe(items[from]);
        // The others keep their relative order.
        const others = (list: typeof items) => list.filter((item) => item !== items[from]);
        expect(others(moved)).toEqual(others(items));
      }),
    );
  });

  it('says where the item went, counted from 1', () => {
    expect(moveAnnouncement('Happy hour', 1, 3)).toBe('Happy hour moved to position 2 of 3');
  });
});

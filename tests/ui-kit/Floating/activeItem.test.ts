import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edgeItem, itemToOpenOn, moveActive, movesActive, type ListItem } from '../../../ui-kit/Floating/activeItem.ts';

const regions: ListItem[] = [
  { label: 'Europe (West)' },
  { label: 'Europe (North)' },
  { label: 'United States (East)', disabled: true },
  { label: 'Asia Pacific (South)' },
  { label: 'South America (East)', disabled: true },
];

const itemsArbitrary = fc.array(fc.record({ disabled: fc.boolean(), label: fc.constantFrom('Alpha', 'apple', 'Beta', ' banana', 'Ça', '') }), {
  minLength: 1,
  maxLength: 12,
});
const keyArbitrary = fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End', 'a', 'B', 'ç', 'z', 'Enter', 'Shift');

describe('the item a list opens on with nothing chosen', () => {
  it('is the first or last enabled one by the key that opened it, none after a pointer', () => {
    expect(itemToOpenOn(regions, 'first')).toBe(0);
    expect(itemToOpenOn(regions, 'last')).toBe(3);
    expect(itemToOpenOn(regions, null)).toBeNull();
    expect(edgeItem([{ label: 'X', disabled: true }], 'first')).toBeNull();
  });
});

describe('a key pressed on the button while its list is on its way or not yet focused', () => {
  it('moves as the open list would: over disabled items, wrapping, Home and End to the ends', () => {
    expect(moveActive(regions, 1, 'ArrowDown')).toBe(3);
    expect(moveActive(regions, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(regions, 3, 'ArrowUp')).toBe(1);
    expect(moveActive(regions, 0, 'ArrowUp')).toBe(3);
    expect(moveActive(regions, null, 'ArrowDown')).toBe(0);
    expect(moveActive(regions, null, 'ArrowUp')).toBe(3);
    expect(moveActive(regions, 1, 'End')).toBe(3);
    expect(moveActive(regions, 3, 'Home')).toBe(0);
    expect(moveActive(regions, 1, 'Shift')).toBe(1);
  });

  it('jumps to the next enabled item starting with a typed character, whatever its case, wrapping', () => {
    expect(moveActive(regions, 0, 'e')).toBe(1);
    expect(moveActive(regions, 1, 'E')).toBe(0);
    expect(moveActive(regions, null, 'a')).toBe(3);
    // Only a disabled item starts with it: the active item stays.
    expect(moveActive(regions, 0, 'u')).toBe(0);
    expect(moveActive(regions, 0, 'x')).toBe(0);
  });

  it('never lands on a disabled item, and an arrow undoes the other', () => {
    fc.assert(
      fc.property(itemsArbitrary, fc.array(keyArbitrary, { minLength: 1, maxLength: 8 }), (items, keys) => {
        const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));
        let current: number | null = null;
        for (const key of keys) {
          current = moveActive(items, current, key);
          if (current !== null) expect(enabled).toContain(current);
        }
        if (current !== null) {
          expect(moveActive(items, moveActive(items, current, 'ArrowDown'), 'ArrowUp')).toBe(current);
        }
      }),
    );
  });

  it('takes arrows, Home, End and plain characters, not a shortcut or the space', () => {
    const plain = { ctrlKey: false, altKey: false, metaKey: false };
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End', 'a', 'Ö', '7'].every((key) => movesActive({ key, ...plain }))).toBe(true);
    expect(['Enter', ' ', 'Shift', 'Tab', 'Escape', 'F5'].some((key) => movesActive({ key, ...plain }))).toBe(false);
    expect(movesActive({ key: 'c', ...plain, ctrlKey: true })).toBe(false);
    expect(movesActive({ key: 'c', ...plain, metaKey: true })).toBe(false);
  });
});

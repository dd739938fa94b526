import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveBeforeOpen, optionToOpenOn } from '../../../ui-kit/Select/openingOption.ts';
import type { SelectOption } from '../../../ui-kit/Select/SelectListAt.tsx';

const regions: SelectOption[] = [
  { value: 'eu-west', label: 'Europe (West)' },
  { value: 'eu-north', label: 'Europe (North)' },
  { value: 'us-east', label: 'United States (East)', disabled: true },
  { value: 'ap-south', label: 'Asia Pacific (South)' },
  { value: 'sa-east', label: 'South America (East)', disabled: true },
];

const optionsArbitrary = fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }).map((disabled) =>
  disabled.map((off, index): SelectOption => ({ value: `v${index}`, label: `Option ${index}`, disabled: off })),
);
const keyArbitrary = fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End');

describe('the option a select opens on', () => {
  it('is the chosen one, however it was opened', () => {
    expect(optionToOpenOn(regions, 1, 'first')).toBe(1);
    expect(optionToOpenOn(regions, 1, 'last')).toBe(1);
    expect(optionToOpenOn(regions, 1, null)).toBe(1);
  });

  it('is the first or last enabled one with nothing chosen, and none after a pointer', () => {
    expect(optionToOpenOn(regions, -1, 'first')).toBe(0);
    expect(optionToOpenOn(regions, -1, 'last')).toBe(3);
    expect(optionToOpenOn(regions, -1, null)).toBeNull();
    expect(optionToOpenOn([{ value: 'x', label: 'X', disabled: true }], -1, 'first')).toBeNull();
  });
});

describe('a key pressed before the list arrives', () => {
  it('moves as the open list would: over disabled options, wrapping, Home and End to the ends', () => {
    expect(moveBeforeOpen(regions, 1, 'ArrowDown')).toBe(3);
    expect(moveBeforeOpen(regions, 3, 'ArrowDown')).toBe(0);
    expect(moveBeforeOpen(regions, 3, 'ArrowUp')).toBe(1);
    expect(moveBeforeOpen(regions, 0, 'ArrowUp')).toBe(3);
    expect(moveBeforeOpen(regions, null, 'ArrowDown')).toBe(0);
    expect(moveBeforeOpen(regions, null, 'ArrowUp')).toBe(3);
    expect(moveBeforeOpen(regions, 1, 'End')).toBe(3);
    expect(moveBeforeOpen(regions, 3, 'Home')).toBe(0);
    expect(moveBeforeOpen(regions, 1, 'a')).toBe(1);
  });

  it('never lands on a disabled option, and an arrow undoes the other', () => {
    fc.assert(
      fc.property(optionsArbitrary, fc.array(keyArbitrary, { minLength: 1, maxLength: 8 }), (options, keys) => {
        const enabled = options.flatMap((option, index) => (option.disabled ? [] : [index]));
        let current: number | null = null;
        for (const key of keys) {
          current = moveBeforeOpen(options, current, key);
          if (enabled.length === 0) expect(current).toBeNull();
          else expect(enabled).toContain(current);
        }
        if (current !== null && enabled.length > 0) {
          expect(moveBeforeOpen(options, moveBeforeOpen(options, current, 'ArrowDown'), 'ArrowUp')).toBe(current);
        }
      }),
    );
  });
});

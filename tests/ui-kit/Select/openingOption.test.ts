import { describe, expect, it } from 'vitest';
import { optionToOpenOn } from '../../../ui-kit/Select/openingOption.ts';
import type { SelectOption } from '../../../ui-kit/Select/SelectListAt.tsx';

const regions: SelectOption[] = [
  { value: 'eu-west', label: 'Europe (West)' },
  { value: 'eu-north', label: 'Europe (North)' },
  { value: 'us-east', label: 'United States (East)', disabled: true },
  { value: 'ap-south', label: 'Asia Pacific (South)' },
  { value: 'sa-east', label: 'South America (East)', disabled: true },
];

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

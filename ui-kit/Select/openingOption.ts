import { itemToOpenOn, type OpenedBy } from '../Floating/activeItem.ts';
import type { SelectOption } from './SelectListAt.tsx';

/**
 * The option focused as the list opens (the WAI-ARIA select-only combobox): the chosen one, else
 * the first enabled after Enter, Space or ArrowDown and the last after ArrowUp; after a pointer's
 * click none (the list itself takes the focus).
 */
export function optionToOpenOn(options: readonly SelectOption[], selectedIndex: number, openedBy: OpenedBy): number | null {
  if (selectedIndex >= 0 && selectedIndex < options.length) return selectedIndex;
  return itemToOpenOn(options, openedBy);
}

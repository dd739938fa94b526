import type { SelectOption } from './SelectListAt.tsx';

/** How a select was opened: Enter, Space or ArrowDown ('first'), ArrowUp ('last'), a pointer (null). */
export type OpenedBy = 'first' | 'last' | null;

function enabledIndices(options: readonly SelectOption[]): number[] {
  return options.flatMap((option, index) => (option.disabled ? [] : [index]));
}

/**
 * The option focused as the list opens (the WAI-ARIA select-only combobox): the chosen one, else
 * the first enabled after Enter, Space or ArrowDown and the last after ArrowUp; after a pointer's
 * click none (the list itself takes the focus).
 */
export function optionToOpenOn(options: readonly SelectOption[], selectedIndex: number, openedBy: OpenedBy): number | null {
  if (selectedIndex >= 0 && selectedIndex < options.length) return selectedIndex;
  if (openedBy === null) return null;
  const enabled = enabledIndices(options);
  return (openedBy === 'first' ? enabled[0] : enabled[enabled.length - 1]) ?? null;
}

/**
 * Where a key pressed on the button while the select is open moves the active option (the list is
 * still on its way, fetched on first use, or drawn and not yet focused), as the open list would
 * move it: arrows step over disabled options and wrap,
 * Home and End jump to the ends. Any other key leaves it.
 */
export function moveBeforeOpen(options: readonly SelectOption[], current: number | null, key: string): number | null {
  const enabled = enabledIndices(options);
  if (enabled.length === 0) return current;
  const first = enabled[0]!;
  const last = enabled[enabled.length - 1]!;
  switch (key) {
    case 'Home':
      return first;
    case 'End':
      return last;
    case 'ArrowDown':
      return current === null ? first : (enabled.find((index) => index > current) ?? first);
    case 'ArrowUp':
      return current === null ? last : (enabled.findLast((index) => index < current) ?? last);
    default:
      return current;
  }
}

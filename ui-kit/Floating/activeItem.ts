/**
 * The active item of a list that opens from a button (a select's options, a menu's items), moved by
 * keys pressed on the button while its list is on its way (fetched on first use) or drawn and not
 * yet focused: as the open list's own keys would move it, so no key pressed in that gap is lost.
 */

/** What the rules read of an item: whether it can be active, and the text typeahead matches. */
export interface ListItem {
  disabled?: boolean;
  label: string;
}

/** How the list was opened: Enter, Space or ArrowDown ('first'), ArrowUp ('last'), a pointer (null). */
export type OpenedBy = 'first' | 'last' | null;

function enabledIndices(items: readonly ListItem[]): number[] {
  return items.flatMap((item, index) => (item.disabled ? [] : [index]));
}

/** The first or last enabled item, or null when none is enabled. */
export function edgeItem(items: readonly ListItem[], which: 'first' | 'last'): number | null {
  const enabled = enabledIndices(items);
  return (which === 'first' ? enabled[0] : enabled[enabled.length - 1]) ?? null;
}

/** The item a list opens on when nothing in it is chosen: none after a pointer's click (the list itself takes the focus). */
export function itemToOpenOn(items: readonly ListItem[], openedBy: OpenedBy): number | null {
  return openedBy === null ? null : edgeItem(items, openedBy);
}

/**
 * Where a key moves the active item: arrows step over disabled items and wrap, Home and End jump to
 * the ends, a printable character jumps to the next enabled item whose text starts with it
 * (wrapping, as one letter of the open list's typeahead does). Any other key leaves it.
 */
export function moveActive(items: readonly ListItem[], current: number | null, key: string): number | null {
  const enabled = enabledIndices(items);
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
      return isPrintable(key) ? (nextStartingWith(items, enabled, current, key) ?? current) : current;
  }
}

/** One printable character, not the space (Space chooses). */
function isPrintable(key: string): boolean {
  return [...key].length === 1 && key.trim() !== '';
}

/** What moveActive acts on: arrows, Home, End and typeahead's characters (not a shortcut's, with Ctrl, Alt or Meta). */
export function movesActive(event: { key: string; ctrlKey: boolean; altKey: boolean; metaKey: boolean }): boolean {
  if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return true;
  return isPrintable(event.key) && !event.ctrlKey && !event.altKey && !event.metaKey;
}

function nextStartingWith(items: readonly ListItem[], enabled: number[], current: number | null, key: string): number | undefined {
  const start = current ?? -1;
  const ordered = [...enabled.filter((index) => index > start), ...enabled.filter((index) => index <= start)];
  const letter = key.toLocaleLowerCase();
  return ordered.find((index) => items[index]!.label.trim().toLocaleLowerCase().startsWith(letter));
}

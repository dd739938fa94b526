/**
 * Keyboard reordering of a playlist's items: Alt+ArrowUp and Alt+ArrowDown move the focused item
 * one place (the buttons do the same); Alt+Home and Alt+End to the top and the bottom. Null when
 * the key moves nothing (not a move key, or already at that end), so the key keeps its usual job.
 */
export function reorderTarget(key: string, altKey: boolean, index: number, length: number): number | null {
  if (!altKey || index < 0 || index >= length) return null;
  const target = key === 'ArrowUp' ? index - 1 : key === 'ArrowDown' ? index + 1 : key === 'Home' ? 0 : key === 'End' ? length - 1 : null;
  if (target === null || target < 0 || target >= length || target === index) return null;
  return target;
}

/** A copy of `items` with the one at `from` moved to `to` (what a drop or a key does). */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

/** What a screen reader hears after a move: "Happy hour moved to position 2 of 3". */
export function moveAnnouncement(name: string, to: number, length: number): string {
  return `${name} moved to position ${to + 1} of ${length}`;
}

/** A playlist's items with their durations, played in a loop (docs/scheduling.md#model). */
export interface RotationItem {
  assetId: string;
  durationSeconds: number;
}

export interface RotationSlot {
  index: number;
  assetId: string;
  start: number;
  end: number;
}

/**
 * Which item of a playlist plays at `atMs` when its segment began at `anchorMs`: every display that
 * shows the same playlist from the same moment shows the same item at the same time. Null for an
 * empty playlist.
 */
export function playlistSlotAt(items: readonly RotationItem[], anchorMs: number, atMs: number): RotationSlot | null {
  const cycleMs = items.reduce((total, item) => total + item.durationSeconds * 1000, 0);
  if (cycleMs <= 0) return null;
  const elapsed = Math.max(0, atMs - anchorMs);
  let offset = elapsed % cycleMs;
  let start = atMs - offset;
  for (const [index, item] of items.entries()) {
    const length = item.durationSeconds * 1000;
    if (offset < length) return { index, assetId: item.assetId, start, end: start + length };
    offset -= length;
    start += length;
  }
  return null;
}

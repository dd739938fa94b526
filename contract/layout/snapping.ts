/**
 * Smart guides: while a placement is dragged its edges and centre snap to the canvas's edges and
 * centre lines and to the other placements' edges and centres. Everything is in layout pixels; only
 * the threshold comes from the screen (5 screen pixels), so snapping is exact at any zoom.
 */

/** A product choice of ours: a snap catches within this many screen pixels. */
export const SNAP_DISTANCE_SCREEN_PX = 5;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A guide line to draw: vertical lines sit at an x, horizontal ones at a y (layout pixels). */
export interface Guide {
  orientation: 'vertical' | 'horizontal';
  position: number;
}

export interface SnapResult {
  x: number;
  y: number;
  guides: Guide[];
}

/** The snap threshold in layout pixels at a zoom (screen pixels per layout pixel). */
export function snapThreshold(scale: number): number {
  return SNAP_DISTANCE_SCREEN_PX / (scale > 0 ? scale : 1);
}

/** The lines one axis of a rectangle offers: its start, centre and end. */
function linesOf(start: number, size: number): number[] {
  return [start, start + size / 2, start + size];
}

/** The best offset along one axis (smallest distance, first found on a tie) and the line it meets. */
function snapAxis(edges: number[], targets: number[], threshold: number): { offset: number; line: number } | null {
  let best: { offset: number; line: number } | null = null;
  for (const target of targets) {
    for (const edge of edges) {
      const offset = target - edge;
      if (Math.abs(offset) <= threshold && (best === null || Math.abs(offset) < Math.abs(best.offset))) {
        best = { offset, line: target };
      }
    }
  }
  return best;
}

/**
 * Where a dragged rectangle lands: moved by the nearest snap on each axis (if any is within the
 * threshold), with the guides to draw. The rectangle is given where the pointer put it.
 */
export function snapRect(moving: Rect, others: readonly Rect[], canvas: { width: number; height: number }, threshold: number): SnapResult {
  const verticalTargets = [0, canvas.width / 2, canvas.width, ...others.flatMap((other) => linesOf(other.x, other.width))];
  const horizontalTargets = [0, canvas.height / 2, canvas.height, ...others.flatMap((other) => linesOf(other.y, other.height))];
  const snapX = snapAxis(linesOf(moving.x, moving.width), verticalTargets, threshold);
  const snapY = snapAxis(linesOf(moving.y, moving.height), horizontalTargets, threshold);
  const guides: Guide[] = [];
  if (snapX) guides.push({ orientation: 'vertical', position: snapX.line });
  if (snapY) guides.push({ orientation: 'horizontal', position: snapY.line });
  return { x: moving.x + (snapX?.offset ?? 0), y: moving.y + (snapY?.offset ?? 0), guides };
}

/** Keeps a rectangle inside the canvas (docs/product.md#states: dragged items stay inside the canvas bounds). */
export function clampRect(rect: Rect, canvas: { width: number; height: number }): { x: number; y: number } {
  const clamp = (value: number, size: number, limit: number) => Math.min(Math.max(0, value), Math.max(0, limit - size));
  return { x: clamp(rect.x, rect.width, canvas.width), y: clamp(rect.y, rect.height, canvas.height) };
}

import type { Rect } from '../../../contract/layout/snapping.ts';

/** A placement's drawn box, in layout pixels, with its name for the warning. */
export interface NamedRect extends Rect {
  name: string;
}

/** The placements that lie partly (or wholly) outside a display of this size. */
export function placementsOutside(rects: readonly NamedRect[], display: { width: number; height: number }): NamedRect[] {
  return rects.filter(
    (rect) => rect.x < 0 || rect.y < 0 || rect.x + rect.width > display.width || rect.y + rect.height > display.height,
  );
}

/** A box on the screen, as getBoundingClientRect gives it. */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The middle of what the canvas panel shows of the layout, in layout pixels: where "Add to canvas"
 * centres a new item, so it lands in view whatever the zoom and scroll. `viewport` is the
 * scrolling panel, `surface` the drawn layout (at `scale` screen pixels per layout pixel). Kept
 * inside the layout; when nothing of it is in view, its own centre.
 */
export function visibleCentre(viewport: ScreenRect, surface: ScreenRect, scale: number, layout: { width: number; height: number }) {
  const left = Math.max(viewport.left, surface.left);
  const right = Math.min(viewport.left + viewport.width, surface.left + surface.width);
  const top = Math.max(viewport.top, surface.top);
  const bottom = Math.min(viewport.top + viewport.height, surface.top + surface.height);
  if (right <= left || bottom <= top || !(scale > 0)) return { x: Math.round(layout.width / 2), y: Math.round(layout.height / 2) };
  const x = ((left + right) / 2 - surface.left) / scale;
  const y = ((top + bottom) / 2 - surface.top) / scale;
  return {
    x: Math.round(Math.min(Math.max(0, x), layout.width)),
    y: Math.round(Math.min(Math.max(0, y), layout.height)),
  };
}

/**
 * The visible centre of the canvas in `scroller` (the editor's canvas panel), or undefined before it
 * is drawn. The scale is read from the drawing itself, not from state that may lag a resize.
 */
export function visibleCentreIn(scroller: HTMLElement | null, layout: { width: number; height: number }) {
  const surface = scroller?.querySelector('[data-layout-surface]');
  if (!scroller || !surface) return undefined;
  const drawn = surface.getBoundingClientRect();
  return visibleCentre(scroller.getBoundingClientRect(), drawn, drawn.width / layout.width, layout);
}

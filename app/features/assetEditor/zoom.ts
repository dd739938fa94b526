import { MAX_ZOOM, MIN_ZOOM, type Zoom } from '../../../machines/assetEditor.machine.ts';

/** Room left around the canvas when it is fitted to its panel, in screen pixels. */
export const FIT_PADDING_PX = 32;
const ZOOM_FACTOR = 1.25;

/** The scale that shows the whole layout in the panel, never above 100%. */
export function fitScale(panel: { width: number; height: number }, layout: { width: number; height: number }): number {
  const width = Math.max(1, panel.width - FIT_PADDING_PX);
  const height = Math.max(1, panel.height - FIT_PADDING_PX);
  return Math.min(1, width / layout.width, height / layout.height);
}

export function scaleOf(zoom: Zoom, fit: number): number {
  return zoom === 'fit' ? fit : zoom;
}

/** One step in or out from the scale shown now, kept within the machine's limits. */
export function steppedZoom(scale: number, direction: 'in' | 'out'): number {
  const next = direction === 'in' ? scale * ZOOM_FACTOR : scale / ZOOM_FACTOR;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(next * 100) / 100));
}

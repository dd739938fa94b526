import type { Display } from '../../../contract/displays.ts';

/** docs/product.md#screens: the Resolution column reads 'width w × height h', e.g. '1920 w × 1080 h'. */
export function resolutionText(display: Pick<Display, 'width' | 'height'>): string {
  return `${display.width} w × ${display.height} h`;
}


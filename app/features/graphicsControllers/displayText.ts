import type { Display } from '../../../contract/displays.ts';

/** SPEC §2.4: the Resolution column reads 'width w × height h', e.g. '1920 w × 1080 h'. */
export function resolutionText(display: Pick<Display, 'width' | 'height'>): string {
  return `${display.width} w × ${display.height} h`;
}

/** What the edit button next to a display's label says: renaming is not built (SPEC §2.4). */
export const EDIT_LABEL_NOT_IMPLEMENTED = 'Editing display labels is not implemented yet.';

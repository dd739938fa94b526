import { LIVE_DATA_WIDGET_TYPES } from '../../../contract/layout/widgets.ts';

/**
 * A data value or data list placed, or a layout that may hold one: the page then reads the live
 * values (EditorLiveValues), in the editor and on a layout's read-only page alike.
 */
export const mayShowLiveData = (placements: ReadonlyArray<{ assetType: string }>) =>
  placements.some((placement) => LIVE_DATA_WIDGET_TYPES.includes(placement.assetType) || placement.assetType === 'GROUP');

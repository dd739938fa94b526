import { IconSvg } from '../../../ui-kit/index.ts';

/*
 * The editor toolbar's own drawings (Lucide's undo-2, redo-2 and maximize), drawn in the kit's
 * icon frame but kept here: only the editor needs them, so the kit's set (and its first load)
 * stays as it is.
 */
export const UndoIcon = () => <IconSvg name="undo" drawing={<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />} />;
export const RedoIcon = () => <IconSvg name="redo" drawing={<path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />} />;
export const FullScreenIcon = () => <IconSvg name="maximize" drawing={<path d="M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M3 16v3a2 2 0 0 0 2 2h3M16 21h3a2 2 0 0 0 2-2v-3" />} />;

import type { RevealMediaKind } from '../../../contract/reveal.ts';
import type { RevealLevel } from '../../api/reveal.ts';

/** Per kind: the card's title, its empty text and the words of its dialogs and toasts. */
export const revealKindTexts: Record<RevealMediaKind, { title: string; singular: string; plural: string; empty: string }> = {
  file: { title: 'Files', singular: 'file', plural: 'files', empty: 'No files uploaded' },
  video: { title: 'Videos', singular: 'video', plural: 'videos', empty: 'No videos uploaded' },
  poster: { title: 'Posters', singular: 'poster', plural: 'posters', empty: 'No posters uploaded' },
  background: { title: 'Backgrounds', singular: 'background', plural: 'backgrounds', empty: 'No backgrounds uploaded' },
};

/** docs/product.md#messages: the load error toast of a card, e.g. Error loading client reveal files. */
export const loadErrorTitle = (level: RevealLevel, kind: RevealMediaKind) =>
  `Error loading ${level} reveal ${revealKindTexts[kind].plural}`;

/** docs/product.md#states, Dialogs and mutations, #messages: progress, success and error toasts of an upload. */
export function uploadTexts(level: RevealLevel, kind: RevealMediaKind) {
  const { singular } = revealKindTexts[kind];
  return {
    progressText: `Uploading reveal ${singular}...`,
    successTitle: `Successfully uploaded reveal ${singular}`,
    errorTitle: `Error uploading ${level} reveal ${singular}`,
  };
}

/** docs/product.md#messages: Error deleting reveal file (the same at both levels). */
export function deleteTexts(kind: RevealMediaKind) {
  const { singular } = revealKindTexts[kind];
  return {
    progressText: `Deleting reveal ${singular}...`,
    successTitle: `Successfully deleted reveal ${singular}`,
    errorTitle: `Error deleting reveal ${singular}`,
  };
}

export const settingsTexts = (level: RevealLevel) => ({
  progressText: 'Saving reveal settings...',
  successTitle: 'Successfully updated reveal settings',
  errorTitle: 'Error updating reveal settings',
  loadErrorTitle: `Error loading ${level} reveal settings`,
});

import type { Category } from '../../../../contract/compliance.ts';
import type { MutationDialogInput } from '../../../../machines/mutationDialog.machine.ts';
import { categoryLabels } from '../../../shared/compliance/complianceTexts.ts';

/** The toasts of the /playlists dialogs (docs/product.md#states, Dialogs and mutations). */
export const createPlaylistTexts: MutationDialogInput = {
  progressText: 'Creating playlist...',
  successTitle: 'Playlist created successfully',
  errorTitle: 'Error creating playlist',
};

export const updatePlaylistTexts: MutationDialogInput = {
  progressText: 'Saving playlist...',
  successTitle: 'Playlist updated successfully',
  errorTitle: 'Error updating playlist',
};

/** A 409 (a schedule or takeover uses it) lands on `playlist` and the dialog says it. */
export const deletePlaylistTexts: MutationDialogInput = {
  progressText: 'Deleting playlist...',
  successTitle: 'Playlist deleted successfully',
  errorTitle: 'Error deleting playlist',
  conflictField: 'playlist',
};

export const PLAYLISTS_LOAD_ERROR_TITLE = 'Error loading playlists';

/** A playlist's categories in words (docs/compliance.md#the-model): "General, Jackpot"; "None" for an empty one. */
export const categoriesText = (list: readonly Category[]): string => (list.length === 0 ? 'None' : list.map((category) => categoryLabels[category]).join(', '));

import type { MutationDialogInput } from '../../../machines/mutationDialog.machine.ts';

/** docs/product.md#messages, Themes and files: the toasts of the /themes dialogs (progress and success are ours). */
export const createThemeTexts: MutationDialogInput = {
  progressText: 'Creating theme...',
  successTitle: 'Theme created successfully',
  errorTitle: 'Error creating theme',
};

export const updateThemeTexts: MutationDialogInput = {
  progressText: 'Saving theme...',
  successTitle: 'Theme updated successfully',
  errorTitle: 'Error updating theme',
};

export const deleteThemeTexts: MutationDialogInput = {
  progressText: 'Deleting theme...',
  successTitle: 'Theme deleted successfully',
  errorTitle: 'Error deleting theme',
};

/** The list did not load (docs/product.md#messages gives no title for it; the page itself shows Error). */
export const THEMES_LOAD_ERROR_TITLE = 'Error loading themes';

import type { MutationDialogInput } from '../../../machines/mutationDialog.machine.ts';

/** docs/product.md#messages, Themes and files: the toasts of the /files dialogs (progress and create success are ours). */
export const addFileTexts: MutationDialogInput = {
  progressText: 'Uploading file...',
  successTitle: 'File uploaded successfully',
  errorTitle: 'Error creating asset file',
};

export const editFileTexts: MutationDialogInput = {
  progressText: 'Saving file...',
  successTitle: 'File updated successfully',
  errorTitle: 'Failed to update file',
};

export const deleteFileTexts: MutationDialogInput = {
  progressText: 'Deleting file...',
  successTitle: 'File deleted successfully',
  errorTitle: 'Failed to delete file',
};

/** The list did not load (docs/product.md#messages gives no title for it; the page itself shows Error). */
export const FILES_LOAD_ERROR_TITLE = 'Error loading files';

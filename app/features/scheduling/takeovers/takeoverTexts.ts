import type { MutationDialogInput } from '../../../../machines/mutationDialog.machine.ts';

/** The toasts of starting and ending a takeover (docs/product.md#states, Dialogs and mutations). */
export const startTakeoverTexts: MutationDialogInput = {
  progressText: 'Starting takeover...',
  successTitle: 'Takeover started',
  successDescription: 'The screens it reaches show it now.',
  errorTitle: 'Error starting takeover',
};

export const endTakeoverTexts: MutationDialogInput = {
  progressText: 'Ending takeover...',
  successTitle: 'Takeover ended',
  successDescription: 'The screens are back on their schedules.',
  errorTitle: 'Error ending takeover',
};

export const TAKEOVERS_LOAD_ERROR_TITLE = 'Error loading takeovers';

/** How often a signed-in page asks whether a takeover runs (the banner). */
export const TAKEOVER_POLL_MS = 30_000;

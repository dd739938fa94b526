import type { MutationDialogInput } from '../../../machines/mutationDialog.machine.ts';

/**
 * The toasts of the Users page (docs/product.md#states, Dialogs and mutations, #messages, Users). Success and error titles
 * that docs/product.md#messages gives are word for word; the progress texts follow its "Saving details..." example,
 * and the API-key success titles (the product gives none) follow its "Successfully …" ones.
 */
export const createInvitationTexts: MutationDialogInput = {
  progressText: 'Creating invitation...',
  successTitle: 'Successfully created invitation',
  errorTitle: 'Error creating invitation',
};

export const revokeInvitationTexts: MutationDialogInput = {
  progressText: 'Revoking invitation...',
  successTitle: 'Successfully revoked invitation',
  errorTitle: 'Error revoking invitation',
};

export const deleteUserTexts: MutationDialogInput = {
  progressText: 'Deleting user...',
  successTitle: 'Successfully deleted user',
  errorTitle: 'Error deleting user',
};

/** The secret is shown once: the dialog stays open on success (docs/product.md#states). */
export const createApiKeyTexts: MutationDialogInput = {
  progressText: 'Creating external API key...',
  successTitle: 'Successfully created external API key',
  errorTitle: 'Error creating external API key',
  closeOnSuccess: false,
};

export const refreshSecretTexts: MutationDialogInput = {
  progressText: 'Refreshing access secret...',
  successTitle: 'Successfully refreshed access secret',
  errorTitle: 'Error refreshing access secret',
  closeOnSuccess: false,
};

export const deleteApiKeyTexts: MutationDialogInput = {
  progressText: 'Deleting external API key...',
  successTitle: 'Successfully deleted external API key',
  errorTitle: 'Error deleting external api',
};

/** Editing a user: the "Saving details..." example of docs/product.md#states, and the "Successfully …" titles of docs/product.md#messages. */
export const editUserTexts: MutationDialogInput = {
  progressText: 'Saving details...',
  successTitle: 'Successfully updated user',
  errorTitle: 'Error updating user',
  conflictField: 'email',
};

export const resendInvitationTexts: MutationDialogInput = {
  progressText: 'Resending invitation...',
  successTitle: 'Successfully resent invitation',
  errorTitle: 'Error resending invitation',
};

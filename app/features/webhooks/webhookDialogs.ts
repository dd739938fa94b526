import type { MutationDialogView } from '../../../machines/mutationDialog.selectors.ts';

/** What a dialog of the page shows: selectMutationDialog's view, without its result. */
export type WebhookDialogState = Pick<MutationDialogView, 'open' | 'submitting' | 'fieldErrors'>;

export const closedWebhookDialog: WebhookDialogState = { open: false, submitting: false, fieldErrors: {} };

/** How the secret is copied; the route passes the app's clipboard and toasts, stories a stub. */
export interface SecretCopyHandlers {
  copy?: (text: string) => Promise<void>;
  onCopied: () => void;
  onCopyError: () => void;
}

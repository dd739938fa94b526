import type { MutationDialogView } from '../../../machines/mutationDialog.selectors.ts';

/** What a page's create or edit dialog shows: selectMutationDialog's view, without its result. */
export type DialogState = Pick<MutationDialogView, 'open' | 'submitting' | 'fieldErrors'>;

export const closedDialog: DialogState = { open: false, submitting: false, fieldErrors: {} };

/** How a page copies text shown once (a link, a key, a secret, a token): the route passes the app's clipboard and toasts (useCopyToClipboard), stories a stub. */
export interface CopyHandlers {
  copy?: (text: string) => Promise<void>;
  onCopied: () => void;
  onCopyError: () => void;
}

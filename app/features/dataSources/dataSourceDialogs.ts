import type { MutationDialogView } from '../../../machines/mutationDialog.selectors.ts';

/** What a dialog of the page shows: selectMutationDialog's view, without its result. */
export type DataSourceDialogState = Pick<MutationDialogView, 'open' | 'submitting' | 'fieldErrors'>;

/** How a token is copied; the route passes the app's clipboard and toasts, stories a stub. */
export interface TokenCopyHandlers {
  copy?: (text: string) => Promise<void>;
  onCopied: () => void;
  onCopyError: () => void;
}

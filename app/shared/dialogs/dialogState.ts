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

/**
 * A list page's create dialog, as its view takes it: one object instead of four props.
 * useMutationDialog's handle is one; a story passes a fixture (stories/support/dialogs.ts).
 */
export interface CreateDialog<Values> {
  view: DialogState;
  open: () => void;
  close: () => void;
  submit: (values: Values) => void;
}

/**
 * A list page's dialog about one of its rows (edit, delete, …), as its view takes it:
 * useRecordDialog's handle, or a story's fixture. `record` is the row the dialog is about, null
 * before the first open; it is kept while the dialog closes, so its text does not vanish as the
 * dialog fades out. A delete's `submit` takes nothing (Values is void).
 */
export interface RecordDialog<Item, Values = void> {
  record: Item | null;
  view: DialogState;
  open: (record: Item) => void;
  close: () => void;
  submit: (values: Values) => void;
}

/** What a dialog of the Users page shows: selectMutationDialog's view, without its result. */
export interface DialogState {
  open: boolean;
  submitting: boolean;
  fieldErrors: Record<string, string>;
}

export const closedDialog: DialogState = { open: false, submitting: false, fieldErrors: {} };

/** How the page copies text; stories pass a stub, the app the clipboard. */
export interface CopyHandlers {
  copy?: (text: string) => Promise<void>;
  onCopied: () => void;
  onCopyError: () => void;
}

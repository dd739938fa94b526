import { fn } from 'storybook/test';
import { closedDialog, type CreateDialog, type DialogState, type RecordDialog } from '../../app/shared/dialogs/dialogState.ts';

/** A dialog on show with nothing sent yet. */
export const openDialog: DialogState = { open: true, submitting: false, fieldErrors: {} };

/** A list page's create dialog for a story: `view` as given (closed by default), each handler a spy. */
export function createDialogArgs<Values>(view: DialogState = closedDialog): CreateDialog<Values> {
  return { view, open: fn(), close: fn(), submit: fn() };
}

/**
 * A list page's dialog about one row for a story: the row (none by default), `view` as given, each
 * handler a spy. Values default to unknown, so the same fixture fits an edit and a delete.
 */
export function recordDialogArgs<Item, Values = unknown>(record: Item | null = null, view: DialogState = closedDialog): RecordDialog<Item, Values> {
  return { record, view, open: fn(), close: fn(), submit: fn() };
}

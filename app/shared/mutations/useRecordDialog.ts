import { useState } from 'react';
import type { MutationDialogInput } from '../../../machines/mutationDialog.machine.ts';
import type { MutationDialogView } from '../../../machines/mutationDialog.selectors.ts';
import type { RecordDialog } from '../dialogs/dialogState.ts';
import { useMutationDialog, type MutationRefetch } from './useMutationDialog.ts';

export interface RecordDialogHandle<Item, Values> extends RecordDialog<Item, Values> {
  /** selectMutationDialog's whole view, result included (a dialog that shows its answer once). */
  view: MutationDialogView;
}

/**
 * A mutation dialog about one row of a list (edit it, delete it, …): useMutationDialog plus the
 * row it was opened on, so a page needs no state of its own and its view takes one object
 * (RecordDialog) instead of five props. `mutate` gets that row and the submitted values
 * (nothing for a delete); a submit with no row open is ignored.
 */
export function useRecordDialog<Item, Values = void>(
  texts: MutationDialogInput,
  mutate: (record: Item, values: Values) => Promise<unknown>,
  refetch: MutationRefetch,
): RecordDialogHandle<Item, Values> {
  const [record, setRecord] = useState<Item | null>(null);
  const dialog = useMutationDialog(texts, ({ on, values }: { on: Item; values: Values }) => mutate(on, values), refetch);
  return {
    record,
    view: dialog.view,
    open: (next) => {
      setRecord(next);
      dialog.open();
    },
    close: dialog.close,
    submit: (values) => {
      if (record !== null) dialog.submit({ on: record, values });
    },
  };
}

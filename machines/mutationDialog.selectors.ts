import type { SnapshotFrom } from 'xstate';
import type { mutationDialogMachine } from './mutationDialog.machine.ts';

type MutationDialogSnapshot = SnapshotFrom<typeof mutationDialogMachine>;

export interface MutationDialogView {
  open: boolean;
  submitting: boolean;
  fieldErrors: Record<string, string>;
  /** The mutation's answer while the dialog shows it (done), else null. */
  result: unknown;
}

export function selectMutationDialog(snapshot: MutationDialogSnapshot): MutationDialogView {
  return {
    open: snapshot.matches('open'),
    submitting: snapshot.hasTag('busy'),
    fieldErrors: snapshot.context.fieldErrors,
    result: snapshot.matches({ open: 'done' }) ? snapshot.context.result : null,
  };
}

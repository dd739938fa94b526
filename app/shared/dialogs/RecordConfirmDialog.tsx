import type { ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../ui-kit/index.ts';
import type { RecordDialog } from './dialogState.ts';

export interface RecordConfirmDialogProps<Item> {
  /** The row's dialog (useRecordDialog's handle, or a story's fixture). */
  dialog: RecordDialog<Item>;
  /** "Delete theme?" */
  title: ReactNode;
  /** What happens to the row, in the page's words. */
  describe: (record: Item) => ReactNode;
  confirmLabel?: string;
  variant?: ConfirmDialogProps['variant'];
}

/**
 * The question before an action on one row of a list page (delete, revoke, resend): the row's
 * RecordDialog wired to the kit's ConfirmDialog. While the call runs the dialog stays open, its
 * Cancel and Escape waiting; the text is the record's, kept while the dialog fades out.
 */
export function RecordConfirmDialog<Item>({ dialog, title, describe, confirmLabel = 'Delete', variant = 'destructive' }: RecordConfirmDialogProps<Item>) {
  return (
    <ConfirmDialog
      open={dialog.view.open}
      onOpenChange={(open) => (open || dialog.view.submitting ? undefined : dialog.close())}
      title={title}
      description={dialog.record ? describe(dialog.record) : undefined}
      confirmLabel={confirmLabel}
      variant={variant}
      loading={dialog.view.submitting}
      onConfirm={() => dialog.submit()}
    />
  );
}

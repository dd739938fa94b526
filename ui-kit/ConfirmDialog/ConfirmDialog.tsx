import { useRef, type ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';

/** Weight of the confirm button: destructive for deletions and revocations. */
export type ConfirmDialogVariant = 'default' | 'destructive';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with false on Cancel, Escape or an outside click (not while loading). */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Delete venue?". */
  title: ReactNode;
  /** What happens, e.g. "This cannot be undone.". */
  description?: ReactNode;
  /** Called when the confirm button is pressed; close the dialog when the work is done. */
  onConfirm: () => void;
  /** Confirm button label; defaults to "Confirm". */
  confirmLabel?: string;
  /** Cancel button label; defaults to "Cancel". */
  cancelLabel?: string;
  /** Confirm button colour; defaults to default (primary). */
  variant?: ConfirmDialogVariant;
  /** The confirmed action is running: the confirm button spins and the dialog cannot be dismissed. */
  loading?: boolean;
}

/** A small dialog that asks before acting; Cancel gets focus first so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'default',
  loading = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      dismissible={!loading}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" disabled={loading} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={variant === 'destructive' ? 'destructive' : 'primary'}
            loading={loading}
            onClick={onConfirm}
            data-confirm
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

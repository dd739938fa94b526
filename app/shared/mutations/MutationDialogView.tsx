import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dialog, vars } from '../../../ui-kit/index.ts';

const ResultStack = styled.div`
  display: grid;
  gap: ${vars.space[16]};
`;

export interface MutationDialogViewProps {
  /** selectMutationDialog's open. */
  open: boolean;
  /** selectMutationDialog's submitting: the main button shows it and Cancel waits. */
  submitting: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** The id of the <form> in children; the main button submits it. */
  formId: string;
  /** The main button's label, e.g. Create or Save. */
  submitLabel: string;
  /** The form (editing and submitting). */
  children: ReactNode;
  /** When the mutation's answer is on show (done): it replaces the form, and Done closes. */
  result?: ReactNode;
  onClose: () => void;
}

/**
 * docs/product.md#states, Dialogs and mutations: a dialog around one create, edit or delete form. Progress, success
 * and error are toasts the machine raises; this only renders the form, the busy button and, for a
 * dialog that shows its answer once, that answer.
 */
export function MutationDialogView({
  open,
  submitting,
  title,
  description,
  formId,
  submitLabel,
  children,
  result,
  onClose,
}: MutationDialogViewProps) {
  const showingResult = result !== undefined && result !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || submitting ? undefined : onClose())}
      title={title}
      description={showingResult ? undefined : description}
      footer={
        showingResult ? (
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" form={formId} variant="primary" loading={submitting}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {showingResult ? <ResultStack>{result}</ResultStack> : children}
    </Dialog>
  );
}

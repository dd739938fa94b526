import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { approvalMessages, REJECT_REASON_MAX_LENGTH } from '../../../contract/approvals.ts';
import { Button, Dialog, FormControl, Input, vars } from '../../../ui-kit/index.ts';

const Reason = styled(Input).attrs({ as: 'textarea' })`
  min-height: 7rem;
  padding-top: ${vars.space[8]};
  resize: vertical;
`;

export interface RejectDialogProps {
  open: boolean;
  /** The layout's name and version, for the question. */
  name: string;
  version: number;
  submitting: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Reject asks why (docs/permissions.md#approvals): the designer reads the reason beside the editor.
 * A blank reason is refused here with the server's own message, before anything is sent.
 */
export function RejectDialog({ open, name, version, submitting, onConfirm, onClose }: RejectDialogProps) {
  const reasonId = useId();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (submitting) return;
    setReason('');
    setError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setError(approvalMessages.reasonRequired);
      return;
    }
    onConfirm(trimmed);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={`Reject ${name} v${version}?`}
      description="Screens keep playing the approved version. The designer sees your reason beside the layout."
      closeOnOutsidePress={false}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="destructive" loading={submitting}>
            {submitting ? 'Rejecting...' : 'Reject'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormControl id={reasonId} label="Reason" hint="What must change before it can be approved." {...(error ? { error } : {})}>
          {(control) => (
            <Reason
              id={reasonId}
              value={reason}
              rows={4}
              maxLength={REJECT_REASON_MAX_LENGTH}
              disabled={submitting}
              onChange={(event: { target: { value: string } }) => {
                setReason(event.target.value);
                if (error) setError(null);
              }}
              {...control}
            />
          )}
        </FormControl>
      </form>
    </Dialog>
  );
}

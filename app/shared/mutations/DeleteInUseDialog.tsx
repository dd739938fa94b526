import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Alert, Button, Dialog, vars } from '../../../ui-kit/index.ts';

const UseList = styled.ul`
  margin: ${vars.space[8]} 0 0;
  padding-left: ${vars.space[24]};
  list-style: disc;
`;

/** Why the server refused a delete (its 409): a title and the places that still use the item. */
export interface DeleteRefusal {
  title: string;
  /** One line a place; none: the title alone. */
  uses: { key: string; text: string }[];
}

export interface DeleteInUseDialogProps {
  open: boolean;
  submitting: boolean;
  /** "Delete asset?" */
  title: string;
  /** The item's name, for the question. */
  name: string | null;
  /** The server's refusal, else null. */
  refusal: DeleteRefusal | null;
  /** Why it cannot go, after "“name” cannot be deleted while": "it is used". */
  whileUsed: string;
  /** What the list names, after "Remove it from": "this asset" or "these assets". */
  usesNoun: { one: string; many: string };
  /** On the refusal's Alert as data-in-use (an asset, a file). */
  kind: string;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation before something that others may use is deleted: once the server refuses, the
 * dialog says why in its words, lists where it is used and withdraws Delete (Cancel is all left).
 */
export function DeleteInUseDialog({ open, submitting, title, name, refusal, whileUsed, usesNoun, kind, onClose, onConfirm }: DeleteInUseDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Delete, which had the focus when the server refused, is withdrawn: the focus goes to Cancel,
  // the one action left, rather than falling to the page behind the dialog.
  const refused = refusal !== null;
  useEffect(() => {
    if (refused) cancelRef.current?.focus();
  }, [refused]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || submitting ? undefined : onClose())}
      title={title}
      description={
        name === null ? undefined : refusal ? `“${name}” cannot be deleted while ${whileUsed}.` : `“${name}” will be deleted. This cannot be undone.`
      }
      size="sm"
      dismissible={!submitting}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" disabled={submitting} onClick={onClose}>
            Cancel
          </Button>
          {refusal ? null : (
            <Button variant="destructive" loading={submitting} onClick={onConfirm} data-confirm>
              Delete
            </Button>
          )}
        </>
      }
    >
      {refusal ? (
        <Alert variant="destructive" title={refusal.title} data-in-use={kind}>
          {refusal.uses.length > 0 ? (
            <>
              Remove it from {refusal.uses.length === 1 ? usesNoun.one : usesNoun.many} first:
              <UseList>
                {refusal.uses.map((use) => (
                  <li key={use.key}>{use.text}</li>
                ))}
              </UseList>
            </>
          ) : null}
        </Alert>
      ) : null}
    </Dialog>
  );
}

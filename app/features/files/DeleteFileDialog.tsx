import { useRef } from 'react';
import styled from 'styled-components';
import type { AssetFileUser } from '../../../contract/assetFiles.ts';
import { Alert, Button, Dialog, vars } from '../../../ui-kit/index.ts';

const UserList = styled.ul`
  margin: ${vars.space[8]} 0 0;
  padding-left: ${vars.space[24]};
  list-style: disc;
`;

export interface DeleteFileDialogProps {
  open: boolean;
  submitting: boolean;
  /** The file's name, for the question. */
  fileName: string | null;
  /** The assets the server said still place the file (its 409), else null. */
  blockedBy: AssetFileUser[] | null;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * SPEC §2.4 /files: the delete dialog. A file still placed in an asset cannot be deleted: once the
 * server refuses, the dialog names the assets that use it and Delete is withdrawn.
 */
export function DeleteFileDialog({ open, submitting, fileName, blockedBy, onClose, onConfirm }: DeleteFileDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const blocked = blockedBy !== null && blockedBy.length > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || submitting ? undefined : onClose())}
      title="Delete file?"
      description={
        fileName === null
          ? undefined
          : blocked
            ? `“${fileName}” cannot be deleted while assets use it.`
            : `“${fileName}” will be deleted. This cannot be undone.`
      }
      size="sm"
      dismissible={!submitting}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" disabled={submitting} onClick={onClose}>
            Cancel
          </Button>
          {blocked ? null : (
            <Button variant="destructive" loading={submitting} onClick={onConfirm} data-confirm>
              Delete
            </Button>
          )}
        </>
      }
    >
      {blocked ? (
        <Alert variant="destructive" title="This file is used by assets" data-file-in-use>
          Remove it from {blockedBy.length === 1 ? 'this asset' : 'these assets'} first:
          <UserList>
            {blockedBy.map((asset) => (
              <li key={asset.id}>{asset.name}</li>
            ))}
          </UserList>
        </Alert>
      ) : null}
    </Dialog>
  );
}

import type { AssetFileUser } from '../../../contract/assetFiles.ts';
import { DeleteInUseDialog } from '../../shared/mutations/DeleteInUseDialog.tsx';

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
 * docs/product.md#screens /files: the delete dialog. A file still placed in an asset cannot be deleted: once the
 * server refuses, the dialog names the assets that use it and Delete is withdrawn.
 */
export function DeleteFileDialog({ fileName, blockedBy, ...rest }: DeleteFileDialogProps) {
  const blocked = blockedBy !== null && blockedBy.length > 0;
  return (
    <DeleteInUseDialog
      {...rest}
      title="Delete file?"
      name={fileName}
      refusal={blocked ? { title: 'This file is used by assets', uses: blockedBy.map((asset) => ({ key: asset.id, text: asset.name })) } : null}
      whileUsed="assets use it"
      usesNoun={{ one: 'this asset', many: 'these assets' }}
      kind="file"
    />
  );
}

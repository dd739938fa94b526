import { useRef } from 'react';
import styled from 'styled-components';
import type { AssetUse } from '../../../contract/assets.ts';
import { Alert, Button, Dialog, vars } from '../../../ui-kit/index.ts';
import { assetUseText } from './assetsTexts.ts';

const UseList = styled.ul`
  margin: ${vars.space[8]} 0 0;
  padding-left: ${vars.space[24]};
  list-style: disc;
`;

/** What the server said when it refused the delete (its 409): its title and where the asset is used. */
export interface AssetDeleteRefusal {
  title: string;
  usedBy: AssetUse[];
}

export interface DeleteAssetDialogProps {
  open: boolean;
  submitting: boolean;
  /** The asset's name, for the question. */
  assetName: string | null;
  /** The server's refusal (409), else null. */
  refusal: AssetDeleteRefusal | null;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * Issue 21: the confirmation before an asset is deleted. An asset still used somewhere cannot be:
 * once the server refuses, the dialog says so in the server's words, lists where it is used and
 * withdraws Delete.
 */
export function DeleteAssetDialog({ open, submitting, assetName, refusal, onClose, onConfirm }: DeleteAssetDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || submitting ? undefined : onClose())}
      title="Delete asset?"
      description={
        assetName === null
          ? undefined
          : refusal
            ? `“${assetName}” cannot be deleted while it is used.`
            : `“${assetName}” will be deleted. This cannot be undone.`
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
        <Alert variant="destructive" title={refusal.title} data-asset-in-use>
          {refusal.usedBy.length > 0 ? (
            <>
              Remove it from {refusal.usedBy.length === 1 ? 'this' : 'these'} first:
              <UseList>
                {refusal.usedBy.map((use) => (
                  <li key={`${use.kind}:${use.name}`}>{assetUseText(use)}</li>
                ))}
              </UseList>
            </>
          ) : null}
        </Alert>
      ) : null}
    </Dialog>
  );
}

import type { AssetUse } from '../../../contract/assets.ts';
import { DeleteInUseDialog } from '../../shared/mutations/DeleteInUseDialog.tsx';
import { assetUseText } from './assetsTexts.ts';

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
 * The confirmation before an asset is deleted. An asset still used somewhere cannot be:
 * once the server refuses, the dialog says so in the server's words, lists where it is used and
 * withdraws Delete.
 */
export function DeleteAssetDialog({ assetName, refusal, ...rest }: DeleteAssetDialogProps) {
  return (
    <DeleteInUseDialog
      {...rest}
      title="Delete asset?"
      name={assetName}
      refusal={
        refusal && {
          title: refusal.title,
          uses: refusal.usedBy.map((use) => ({ key: `${use.kind}:${use.name}`, text: assetUseText(use) })),
        }
      }
      whileUsed="it is used"
      usesNoun={{ one: 'this', many: 'these' }}
      kind="asset"
    />
  );
}

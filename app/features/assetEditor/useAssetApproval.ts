import { useCallback, useState } from 'react';
import type { AssetApproval } from '../../../contract/approvals.ts';
import type { Asset } from '../../../contract/assets.ts';

export interface TrackedApproval {
  /** The layout's approval as last answered (load, save or submit); null before the load and for other kinds. */
  approval: AssetApproval | null;
  setApproval: (approval: AssetApproval | null) => void;
  /** Wraps the editor's load and save, whose answers carry the asset's approval (a save makes a new draft). */
  track: <Result extends Asset | null>(answer: Result) => Result;
}

/**
 * The approval of the layout in the editor (docs/permissions.md#approvals), taken from each answer
 * of GET and PUT /api/asset/{id}: the bar follows a save without a request of its own.
 */
export function useAssetApproval(): TrackedApproval {
  const [approval, setApproval] = useState<AssetApproval | null>(null);
  const track = useCallback(<Result extends Asset | null>(answer: Result): Result => {
    if (answer) setApproval(answer.approval ?? null);
    return answer;
  }, []);
  return { approval, setApproval, track };
}

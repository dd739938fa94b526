import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { AssetApproval } from '../../../contract/approvals.ts';
import type { Asset } from '../../../contract/assets.ts';
import { problemFromError } from '../../../contract/problems.ts';
import { approvalKeys, submitForApproval } from '../../api/approvals.ts';
import { assetKeys } from '../../api/assets.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { SUBMIT_FAILED_TOAST, SUBMITTED_TOAST, SUBMITTED_TOAST_DESCRIPTION } from '../compliance/approvalTexts.ts';

export interface AssetApprovalState {
  /** The layout's approval as last answered (load, save or submit); null before the load and for other kinds. */
  approval: AssetApproval | null;
  submitting: boolean;
  submit: () => void;
  /** Wraps the editor's load and save, whose answers carry the asset's approval (a save makes a new draft). */
  track: <Result extends Asset | null>(answer: Result) => Result;
}

/**
 * The approval of the layout in the editor (docs/permissions.md#approvals): taken from each answer
 * of GET and PUT /api/asset/{id}, so the bar follows a save without a request of its own, and
 * replaced by the answer of Submit for approval. The toasts say what happened, a refusal in the
 * server's own words (its problem title).
 */
export function useAssetApproval(assetId: string): AssetApprovalState {
  const [approval, setApproval] = useState<AssetApproval | null>(null);
  const showToast = useToast();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: () => submitForApproval(assetId),
    onSuccess: (answer) => {
      setApproval(answer.approval ?? null);
      showToast({ title: SUBMITTED_TOAST, description: SUBMITTED_TOAST_DESCRIPTION, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      void queryClient.invalidateQueries({ queryKey: assetKeys.all });
    },
    onError: (error) => {
      showToast({ title: SUBMIT_FAILED_TOAST, description: problemFromError(error)?.title ?? 'The server could not be reached. Try again.', variant: 'destructive' });
    },
  });
  const track = useCallback(<Result extends Asset | null>(answer: Result): Result => {
    if (answer) setApproval(answer.approval ?? null);
    return answer;
  }, []);
  return { approval, submitting: submit.isPending, submit: () => submit.mutate(), track };
}

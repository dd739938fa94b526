import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetApproval } from '../../../contract/approvals.ts';
import { problemFromError } from '../../../contract/problems.ts';
import { approvalKeys, submitForApproval } from '../../api/approvals.ts';
import { assetKeys } from '../../api/assets.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { SUBMIT_FAILED_TOAST, SUBMITTED_TOAST, SUBMITTED_TOAST_DESCRIPTION } from '../../shared/compliance/approvalTexts.ts';
import { AssetApprovalBar } from './AssetApprovalBar.tsx';

export interface AssetApprovalSectionProps {
  assetId: string;
  /** As last answered by the load, a save or a submission. */
  approval: AssetApproval;
  /** Holds content.edit: Submit for approval shows. */
  canSubmit: boolean;
  unsavedEdits: boolean;
  /** The approval the submission answered. */
  onApprovalChange: (approval: AssetApproval | null) => void;
}

/**
 * The editor's approval bar wired to POST /api/asset/{id}/submit (docs/permissions.md#approvals):
 * its answer replaces the approval shown; the toasts say what happened, a refusal in the server's
 * own words (its problem title). Loaded with /assets/{id} only, so /assets/create does not carry it.
 */
export function AssetApprovalSection({ assetId, approval, canSubmit, unsavedEdits, onApprovalChange }: AssetApprovalSectionProps) {
  const showToast = useToast();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: () => submitForApproval(assetId),
    onSuccess: (answer) => {
      onApprovalChange(answer.approval ?? null);
      showToast({ title: SUBMITTED_TOAST, description: SUBMITTED_TOAST_DESCRIPTION, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      void queryClient.invalidateQueries({ queryKey: assetKeys.all });
    },
    onError: (error) => {
      showToast({ title: SUBMIT_FAILED_TOAST, description: problemFromError(error)?.title ?? 'The server could not be reached. Try again.', variant: 'destructive' });
    },
  });
  return (
    <AssetApprovalBar
      approval={approval}
      canSubmit={canSubmit}
      unsavedEdits={unsavedEdits}
      submitting={submit.isPending}
      onSubmit={() => submit.mutate()}
    />
  );
}

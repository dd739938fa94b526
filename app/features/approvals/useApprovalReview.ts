import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { problemFromError } from '../../../contract/problems.ts';
import { approvalKeys, approvalsQuery, approveVersion, layoutVersionQuery, rejectVersion } from '../../api/approvals.ts';
import { apiUrl } from '../../api/client.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { APPROVED_TOAST, REJECTED_TOAST } from '../../shared/compliance/approvalTexts.ts';
import type { ApprovalReviewViewProps, DecisionRefusal } from './ApprovalReviewView.tsx';
import { invalidateAfterDecision } from './invalidateAfterDecision.ts';
import { layoutChangesInWords } from './layoutChanges.ts';
import { comparedOf, treeOfVersion } from './versionTree.ts';

/** A refused decision in the server's words; a failure without a problem (the network) in ours. */
function refusalOf(error: unknown): DecisionRefusal {
  const problem = problemFromError(error);
  return problem ? { status: problem.status, title: problem.title } : { status: 0, title: 'The server could not be reached. Try again.' };
}

/**
 * The review of one waiting layout wired to the API: the list says which version waits (and
 * whether the reader may decide it), the two frozen versions are read by number, and Approve or
 * Reject send that number. A decision made goes back to the list; a refused one stays, with the
 * server's reason (403: the reader made the last change; 409: it changed meanwhile, Reload).
 */
export function useApprovalReview(assetId: string): ApprovalReviewViewProps {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showToast = useToast();
  const [refusal, setRefusal] = useState<DecisionRefusal | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);

  const list = useQuery(approvalsQuery());
  const item = list.data?.find((candidate) => candidate.assetId === assetId) ?? null;
  const draft = useQuery({ ...layoutVersionQuery(assetId, item?.version ?? 0), enabled: item !== null });
  const approved = useQuery({ ...layoutVersionQuery(assetId, item?.approvedVersion ?? 0), enabled: item?.approvedVersion != null });
  const needsApproved = item?.approvedVersion != null;

  const trees = useMemo(() => {
    const draftTree = draft.data ? treeOfVersion(draft.data, apiUrl) : null;
    const approvedTree = approved.data && needsApproved ? treeOfVersion(approved.data, apiUrl) : null;
    const changes =
      draft.data && draftTree ? layoutChangesInWords(approved.data && approvedTree ? comparedOf(approved.data, approvedTree) : null, comparedOf(draft.data, draftTree)) : [];
    return { draftTree, approvedTree, changes };
  }, [draft.data, approved.data, needsApproved]);

  const decided = (title: string) => {
    showToast({ title, ...(item ? { description: `${item.name} v${item.version}` } : {}), variant: 'success' });
    void invalidateAfterDecision(queryClient);
    void navigate('/approvals');
  };
  const approve = useMutation({
    mutationFn: (version: number) => approveVersion(assetId, version),
    onMutate: () => setRefusal(null),
    onSuccess: () => decided(APPROVED_TOAST),
    onError: (error) => setRefusal(refusalOf(error)),
  });
  const reject = useMutation({
    mutationFn: ({ version, reason }: { version: number; reason: string }) => rejectVersion(assetId, version, reason),
    onMutate: () => setRefusal(null),
    onSuccess: () => {
      setRejectOpen(false);
      decided(REJECTED_TOAST);
    },
    onError: (error) => {
      setRejectOpen(false);
      setRefusal(refusalOf(error));
    },
  });

  const loading = list.isPending || (item !== null && (draft.isPending || (needsApproved && approved.isPending)));
  const failed = list.error ?? draft.error ?? (needsApproved ? approved.error : null);
  const status: ApprovalReviewViewProps['status'] = failed ? 'error' : loading ? 'loading' : item === null ? 'gone' : 'ready';

  return {
    status,
    error: failed,
    item,
    approvedTree: trees.approvedTree,
    draftTree: trees.draftTree,
    changes: trees.changes,
    deciding: approve.isPending ? 'approve' : reject.isPending ? 'reject' : null,
    refusal,
    rejectOpen,
    onApprove: () => {
      if (item) approve.mutate(item.version);
    },
    onRejectOpen: () => setRejectOpen(true),
    onRejectClose: () => setRejectOpen(false),
    onReject: (reason) => {
      if (item) reject.mutate({ version: item.version, reason });
    },
    onReload: () => {
      setRefusal(null);
      void queryClient.invalidateQueries({ queryKey: approvalKeys.list() });
    },
  };
}

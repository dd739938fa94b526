import { useParams } from 'react-router';
import { ApprovalReviewView } from '../../features/approvals/ApprovalReviewView.tsx';
import { useApprovalReview } from '../../features/approvals/useApprovalReview.ts';

/** /approvals/{assetId}: the approved version and the one waiting side by side, the changes in words, Approve and Reject. */
export function ApprovalReviewRoute() {
  const { assetId = '' } = useParams();
  return <ApprovalReviewView {...useApprovalReview(assetId)} />;
}

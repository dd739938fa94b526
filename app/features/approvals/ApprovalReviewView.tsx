import { Link } from 'react-router';
import styled from 'styled-components';
import { OWN_CHANGE_TITLE, type ApprovalListItem } from '../../../contract/approvals.ts';
import type { LayoutTree } from '../../../contract/layout/tree.ts';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CenteredSpinner,
  EmptyState,
  ErrorView,
  Icon,
  media,
  PageHeader,
  RelativeTime,
  vars,
  type RelativeTimeValue,
} from '../../../ui-kit/index.ts';
import { categoryLabels } from '../../shared/compliance/complianceTexts.ts';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import { RejectDialog } from './RejectDialog.tsx';
import { VersionPicture } from './VersionPicture.tsx';

/** Side by side from tablet width; one above the other on a phone. */
const Compare = styled.div`
  display: grid;
  gap: ${vars.space[16]};
  grid-template-columns: minmax(0, 1fr);

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Changes = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding-left: ${vars.space[24]};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Decision = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]};
  justify-content: flex-end;

  ${media.belowMd} {
    > * {
      flex: 1 1 auto;
    }
  }
`;

/** What the server answered to a decision it refused: 403 (the reader made the last change), 409 (the layout changed meanwhile), or another. */
export interface DecisionRefusal {
  status: number;
  title: string;
}

export interface ApprovalReviewViewProps {
  /** gone: the layout no longer waits (decided, withdrawn, or a newer version waits under another address). */
  status: 'loading' | 'error' | 'gone' | 'ready';
  error?: unknown;
  item: ApprovalListItem | null;
  /** The version screens play now; null when nothing was approved yet. */
  approvedTree: LayoutTree | null;
  /** The version waiting for a decision. */
  draftTree: LayoutTree | null;
  /** The differences from the approved version, in words (layoutChanges.ts). */
  changes: readonly string[];
  deciding: 'approve' | 'reject' | null;
  refusal: DecisionRefusal | null;
  rejectOpen: boolean;
  now?: RelativeTimeValue | undefined;
  onApprove: () => void;
  onRejectOpen: () => void;
  onRejectClose: () => void;
  onReject: (reason: string) => void;
  /** After a 409: read the list and versions again. */
  onReload: () => void;
}

const backToApprovals = (
  <Button as={Link} to="/approvals" variant="outline">
    Back to Approvals
  </Button>
);

/** The server's refusal in its own words; a 409 offers to read the layout again. */
function RefusalAlert({ refusal, onReload }: { refusal: DecisionRefusal; onReload: () => void }) {
  return (
    <Alert variant="destructive" title={refusal.title} data-refusal={refusal.status}>
      {refusal.status === 409 ? (
        <>
          <Muted>Someone saved, submitted or decided it after you opened it. Reload to review what waits now.</Muted>
          <Button variant="outline" size="sm" onClick={onReload}>
            Reload
          </Button>
        </>
      ) : refusal.status === 403 ? (
        <Muted>Approving needs four eyes: an approver or admin who did not make the last change decides.</Muted>
      ) : null}
    </Alert>
  );
}

/**
 * /approvals/{assetId} (docs/permissions.md#approvals): the approved version and the one
 * waiting, side by side, drawn by the one renderer; the changes in words; Approve, and Reject with a
 * reason. Both send the version on the screen, so a layout changed meanwhile is refused (409), not
 * approved unseen.
 */
export function ApprovalReviewView(props: ApprovalReviewViewProps) {
  const { status, error, item, approvedTree, draftTree, changes, deciding, refusal, rejectOpen, now } = props;
  if (status === 'loading') return <CenteredSpinner />;
  if (status === 'error') {
    return (
      <PageStack>
        <PageHeader title="Review" actions={backToApprovals} />
        <ErrorView error={error} title="Could not load this layout's versions" />
      </PageStack>
    );
  }
  if (status === 'gone' || !item || !draftTree) {
    return (
      <PageStack>
        <PageHeader title="Review" actions={backToApprovals} />
        <EmptyState title="This layout no longer waits for approval" description="It was decided, or changed and submitted again: see what waits now" icon={<Icon name="check-circle" />} />
      </PageStack>
    );
  }
  const busy = deciding !== null;
  const ownChange = !item.canDecide;
  return (
    <PageStack>
      <PageHeader
        title={`Review: ${item.name}`}
        description={
          <>
            {`${categoryLabels[item.category]} · v${item.version} submitted by ${item.submittedBy.name} `}
            <RelativeTime value={item.submittedUtc} {...(now === undefined ? {} : { now })} />
          </>
        }
        actions={backToApprovals}
      />
      {refusal ? <RefusalAlert refusal={refusal} onReload={props.onReload} /> : null}
      {ownChange && refusal?.status !== 403 ? (
        <Alert title={OWN_CHANGE_TITLE} role="status">
          <Muted>Another approver or admin decides this version.</Muted>
        </Alert>
      ) : null}
      <Card>
        <CardHeader title="Side by side" description="Left: what screens play now. Right: the version waiting for your decision." />
        <CardContent>
          <Compare>
            <VersionPicture
              title={item.approvedVersion === null ? 'Approved' : `Approved v${item.approvedVersion}`}
              badge={{ label: 'Playing', variant: 'success' }}
              tree={approvedTree}
            />
            <VersionPicture title={`Waiting v${item.version}`} badge={{ label: 'Pending approval', variant: 'warning' }} tree={draftTree} />
          </Compare>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Changes" description={item.approvedVersion === null ? 'Nothing was approved before: everything is new.' : `From v${item.approvedVersion} to v${item.version}.`} />
        <CardContent>
          {changes.length === 0 ? (
            <Muted>No visible change: the same layout was submitted again.</Muted>
          ) : (
            <Changes aria-label="Changes">
              {changes.map((change, index) => (
                <li key={`${index}:${change}`}>{change}</li>
              ))}
            </Changes>
          )}
        </CardContent>
      </Card>
      <Decision role="group" aria-label="Decision">
        <Button variant="outline" onClick={props.onRejectOpen} disabled={busy || ownChange}>
          Reject…
        </Button>
        <Button variant="primary" onClick={props.onApprove} loading={deciding === 'approve'} disabled={busy || ownChange}>
          {deciding === 'approve' ? 'Approving...' : `Approve v${item.version}`}
        </Button>
      </Decision>
      <RejectDialog open={rejectOpen} name={item.name} version={item.version} submitting={deciding === 'reject'} onConfirm={props.onReject} onClose={props.onRejectClose} />
    </PageStack>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import type { AssetApproval } from '../../../contract/approvals.ts';
import { Badge, Button, media, RelativeTime, vars, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { approvalBadge, approvalSituation, SUBMIT_LABEL, submitUnavailableReason } from '../../shared/compliance/approvalTexts.ts';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[12]};
  align-items: center;
  justify-content: space-between;
  padding: ${vars.space[12]} ${vars.space[16]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  ${media.belowMd} {
    align-items: stretch;
    flex-direction: column;
  }
`;

const Words = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
  font-size: ${vars.fontSize.sm};

  p {
    margin: 0;
    color: ${vars.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Heading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]};
  align-items: center;
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

const Reason = styled.p`
  && {
    color: ${vars.color.destructiveText};
  }
`;

const Action = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  justify-items: end;
  max-width: 22rem;

  p {
    margin: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.xs};
    text-align: end;
  }

  ${media.belowMd} {
    justify-items: stretch;
    max-width: none;

    p {
      text-align: start;
    }
  }
`;

export interface AssetApprovalBarProps {
  approval: AssetApproval;
  /** Holds content.edit (docs/permissions.md): Submit for approval shows. */
  canSubmit: boolean;
  /** Edits not saved yet: the saved version is the one submitted. */
  unsavedEdits: boolean;
  submitting: boolean;
  now?: RelativeTimeValue | undefined;
  onSubmit: () => void;
}

/**
 * A layout's approval beside its editor (docs/permissions.md#approvals): Draft, Pending approval,
 * Approved v3 or Rejected with the approver's reason; what screens play meanwhile; and Submit for
 * approval, disabled with its reason in words while a version waits or edits are unsaved.
 */
export function AssetApprovalBar({ approval, canSubmit, unsavedEdits, submitting, now, onSubmit }: AssetApprovalBarProps) {
  const headingId = useId();
  const reasonId = useId();
  const badge = approvalBadge(approval);
  const unavailable = submitUnavailableReason(approval, unsavedEdits);
  const showSubmit = canSubmit && approval.required;
  return (
    <Bar aria-labelledby={headingId} data-approval-state={approval.state}>
      <Words>
        <Heading id={headingId}>
          Approval <Badge variant={badge.variant}>{badge.label}</Badge>
        </Heading>
        {approval.state === 'rejected' && approval.reason ? <Reason>{`Rejected: ${approval.reason}`}</Reason> : null}
        <p>{approvalSituation(approval)}</p>
        {approval.state === 'pending' && approval.submittedBy && approval.submittedUtc ? (
          <p>
            {`Submitted by ${approval.submittedBy.name} `}
            <RelativeTime value={approval.submittedUtc} {...(now === undefined ? {} : { now })} />
          </p>
        ) : null}
      </Words>
      {showSubmit ? (
        <Action>
          <Button
            variant="primary"
            onClick={onSubmit}
            loading={submitting}
            disabled={unavailable !== null || submitting}
            {...(unavailable ? { 'aria-describedby': reasonId } : {})}
          >
            {submitting ? 'Submitting...' : SUBMIT_LABEL}
          </Button>
          {unavailable ? <p id={reasonId}>{unavailable}</p> : null}
        </Action>
      ) : null}
    </Bar>
  );
}

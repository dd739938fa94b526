import { Badge } from '../../../ui-kit/index.ts';
import { AWAITING_APPROVAL_BADGE } from './approvalTexts.ts';

/**
 * Where a screen's content has a newer version waiting for approval (the server's
 * `awaitingApproval`): the screen plays the approved version meanwhile (docs/permissions.md#approvals).
 */
export function AwaitingApprovalBadge() {
  return (
    <Badge variant="warning" data-awaiting-approval="">
      {AWAITING_APPROVAL_BADGE}
    </Badge>
  );
}

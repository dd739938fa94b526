import { Alert, Card, CardContent, CardHeader, Checkbox, Spinner } from '../../../ui-kit/index.ts';
import { ALL_LAYOUTS_NEED_APPROVAL_HINT, ALL_LAYOUTS_NEED_APPROVAL_LABEL, APPROVAL_SETTING_LOAD_FAILED } from '../../shared/compliance/approvalTexts.ts';

export interface ApprovalSettingCardProps {
  status: 'loading' | 'error' | 'ready';
  /** The setting as the server keeps it (or as just chosen, while it is saved). */
  allLayoutsNeedApproval: boolean;
  /** Admins change it (compliance.edit); approvers read it. */
  canEdit: boolean;
  saving: boolean;
  onChange: (allLayoutsNeedApproval: boolean) => void;
}

/**
 * "All layouts need approval" (docs/permissions.md#approvals): on, every layout plays only in its
 * approved version, whatever its category; off, only the categories a rule set lists under
 * approval need it. Saved as soon as it is ticked or cleared.
 */
export function ApprovalSettingCard({ status, allLayoutsNeedApproval, canEdit, saving, onChange }: ApprovalSettingCardProps) {
  return (
    <Card>
      <CardHeader title="Approval" description="Which layouts screens play only once an approver or admin has approved them." />
      <CardContent>
        {status === 'loading' ? <Spinner label="Loading the approval setting" /> : null}
        {status === 'error' ? <Alert variant="destructive" title={APPROVAL_SETTING_LOAD_FAILED} /> : null}
        {status === 'ready' ? (
          <Checkbox
            label={ALL_LAYOUTS_NEED_APPROVAL_LABEL}
            hint={ALL_LAYOUTS_NEED_APPROVAL_HINT}
            checked={allLayoutsNeedApproval}
            disabled={!canEdit}
            busy={saving}
            onChange={(event) => onChange(event.target.checked)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

import { AWAITING_APPROVAL_LABEL, type AssetApproval } from '../../../contract/approvals.ts';
import type { BadgeVariant } from '../../../ui-kit/index.ts';

/**
 * The words of layout approval in the browser (docs/permissions.md#approvals), shared by the editor, the assets list and /approvals: a layout's state as
 * a badge, the Submit button's reasons for being unavailable, the toasts and the review's messages.
 */

export interface ApprovalBadge {
  label: string;
  variant: BadgeVariant;
}

/** Draft, Pending approval, Approved v3, Rejected. */
export function approvalBadge(approval: Pick<AssetApproval, 'state' | 'approvedVersion'>): ApprovalBadge {
  switch (approval.state) {
    case 'draft':
      return { label: 'Draft', variant: 'secondary' };
    case 'pending':
      return { label: 'Pending approval', variant: 'warning' };
    case 'approved':
      return { label: approval.approvedVersion === null ? 'Approved' : `Approved v${approval.approvedVersion}`, variant: 'success' };
    case 'rejected':
      return { label: 'Rejected', variant: 'destructive' };
  }
}

/** What screens that need approval play meanwhile, under the badge. */
export function approvalSituation(approval: AssetApproval): string {
  if (!approval.required) return 'No approval needed: screens play each saved change.';
  if (approval.state === 'approved') return `Screens play this version (v${approval.version}).`;
  if (approval.approvedVersion === null) return `Version ${approval.version}. Nothing approved yet: screens that need approval show nothing of it.`;
  return `Version ${approval.version}. Screens play the approved v${approval.approvedVersion} until a newer version is approved.`;
}

/** Why Submit for approval cannot be pressed now; null when it can. */
export function submitUnavailableReason(approval: AssetApproval, unsavedEdits: boolean): string | null {
  if (unsavedEdits) return 'Save your changes first: the saved version is the one submitted.';
  if (approval.state === 'pending') return `Version ${approval.version} waits for an approver.`;
  if (approval.state === 'approved') return 'This version is approved: edit and save to make a new draft.';
  return null;
}

export const SUBMIT_LABEL = 'Submit for approval';
export const SUBMITTED_TOAST = 'Submitted for approval';
export const SUBMITTED_TOAST_DESCRIPTION = 'Approvers have been told by mail.';
export const SUBMIT_FAILED_TOAST = 'Could not submit for approval';

export const APPROVED_TOAST = 'Layout approved';
export const REJECTED_TOAST = 'Layout rejected';
export const NOTHING_WAITS = 'Nothing waits for approval';
/** The contract's words as a badge starts them: on screens' rows, calendar entries and the display page. */
export const AWAITING_APPROVAL_BADGE = `${AWAITING_APPROVAL_LABEL.charAt(0).toUpperCase()}${AWAITING_APPROVAL_LABEL.slice(1)}`;

export const ALL_LAYOUTS_NEED_APPROVAL_LABEL = 'All layouts need approval';
export const ALL_LAYOUTS_NEED_APPROVAL_HINT = 'Off: only the categories a rule set lists under “Approval is required for” need it.';
export const APPROVAL_SETTING_LOAD_FAILED = 'Could not load the approval setting';
export const APPROVAL_SETTING_SAVED = 'Approval setting saved';
export const APPROVAL_SETTING_SAVE_FAILED = 'Could not save the approval setting';

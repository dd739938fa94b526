import * as z from 'zod';
import { categorySchema } from './compliance.ts';
import { layoutNodeSchema } from './layout/tree.ts';
import { textSchema } from './text.ts';

/**
 * Layout approval (docs/compliance.md#approval): a layout (GROUP asset) whose category its rule set
 * lists in `requireApproval`, or every layout when "all layouts need approval" is on, is played
 * only in its last approved version. Every content edit makes a new draft version; the designer
 * submits it (pending); an approver or admin who did not make the last change approves exactly that
 * version (its tree was frozen when it was submitted) or rejects it with a reason.
 */

export const approvalStates = ['draft', 'pending', 'approved', 'rejected'] as const;
export const approvalStateSchema = z.enum(approvalStates);
export type ApprovalState = z.infer<typeof approvalStateSchema>;

/** A person named in an approval: who submitted, who decided. */
export const approvalPersonSchema = z.object({ id: z.string(), name: z.string() });
export type ApprovalPerson = z.infer<typeof approvalPersonSchema>;

/** The `approval` of a GROUP asset's answer (GET /api/asset/{id} and the list); null on other kinds. */
export const assetApprovalSchema = z.object({
  state: approvalStateSchema,
  /** The current version: every content edit adds one. */
  version: z.number().int().min(1),
  /** The version screens play where approval is needed; null: none approved yet (such screens play nothing of it). */
  approvedVersion: z.number().int().min(1).nullable(),
  /** Why the last submission was rejected (state `rejected` only). */
  reason: z.string().optional(),
  /** Who submitted the version that waits or was decided last, and when. */
  submittedBy: approvalPersonSchema.optional(),
  submittedUtc: z.string().optional(),
  /** The identity that made the last change: it may not approve or reject that change (four eyes). Null: unknown (made before versions). */
  lastEditorId: z.string().nullable(),
  /** Whether any rule set (or the global setting) makes this layout need approval somewhere. */
  required: z.boolean(),
});
export type AssetApproval = z.infer<typeof assetApprovalSchema>;

/** POST /api/asset/{id}/submit: no body (an empty object is accepted). Answers the new approval. */
export const submitRequestSchema = z.object({}).loose().optional();

const versionMessage = 'Version must be a whole number of 1 or more';
const versionField = z.number({ error: versionMessage }).int({ error: versionMessage }).min(1, { error: versionMessage });

/** POST /api/asset/{id}/approve: the version the approver reviewed (it must still be the pending one). */
export const approveRequestSchema = z.object({ version: versionField });
export type ApproveRequest = z.infer<typeof approveRequestSchema>;

export const REJECT_REASON_MAX_LENGTH = 1000;
export const approvalMessages = {
  reasonRequired: 'A reason is required',
  versionInvalid: versionMessage,
} as const;

/** POST /api/asset/{id}/reject: the version reviewed and why it is refused (shown to the designer). */
export const rejectRequestSchema = z.object({
  version: versionField,
  reason: textSchema({ label: 'Reason', required: approvalMessages.reasonRequired, max: REJECT_REASON_MAX_LENGTH, multiline: true }).min(1, {
    error: approvalMessages.reasonRequired,
  }),
});
export type RejectRequest = z.infer<typeof rejectRequestSchema>;

/** 403 title: the decider made the last change. */
export const OWN_CHANGE_TITLE = 'You made the last change: another person must approve it';
/** 409 title: the version decided is no longer the pending one (edited, withdrawn or decided meanwhile). */
export const STALE_VERSION_TITLE = 'The layout changed since you opened it';
/** 409 title: a submission of a version that is already pending or approved. */
export const NOTHING_TO_SUBMIT_TITLE = 'This version is already submitted or approved';
/** 409 title: approval is for layouts (GROUP assets) only. */
export const NOT_A_LAYOUT_TITLE = 'Only layouts are approved';

/** One row of GET /api/approvals: a layout whose draft waits for a decision. */
export const approvalListItemSchema = z.object({
  assetId: z.string(),
  name: z.string(),
  category: categorySchema,
  /** The pending version (send it back to approve or reject). */
  version: z.number().int().min(1),
  /** What screens play now (null: nothing approved yet). */
  approvedVersion: z.number().int().min(1).nullable(),
  submittedBy: approvalPersonSchema,
  submittedUtc: z.string(),
  /** Whether the caller may decide it (false when the caller made the last change). */
  canDecide: z.boolean(),
});
export type ApprovalListItem = z.infer<typeof approvalListItemSchema>;
export const approvalListSchema = z.array(approvalListItemSchema);

/**
 * A version's frozen layout: the resolved placements exactly as screens receive them (nested groups
 * and media looked up), not sized to any one screen. A screen gets it with its own size and time
 * zone around it (contract/layout/tree.ts's LayoutTree).
 */
export const frozenLayoutSchema = z.object({
  name: z.string(),
  category: categorySchema,
  /** The layout's own canvas size as CSS lengths ('auto' by default), as in the asset. */
  width: z.string(),
  height: z.string(),
  /** The layout's last change when it was frozen. */
  updatedUtc: z.string(),
  placements: z.array(layoutNodeSchema),
});
export type FrozenLayout = z.infer<typeof frozenLayoutSchema>;

/**
 * GET /api/asset/{id}/versions/{version}: a version's frozen layout (the approved one, or the one
 * that waits). The current draft is the editor's own GET /api/asset/{id}; a version that was never
 * submitted has no frozen layout (404).
 */
export const layoutVersionSchema = z.object({
  assetId: z.string(),
  version: z.number().int().min(1),
  /** When it was frozen (submitted). */
  frozenUtc: z.string(),
  layout: frozenLayoutSchema,
});
export type LayoutVersion = z.infer<typeof layoutVersionSchema>;

/** GET/PUT /api/compliance/approval-settings (admins change it; anyone reading compliance reads it). */
export const approvalSettingsSchema = z.object({
  /** On: every layout needs approval, whatever its category. */
  allLayoutsNeedApproval: z.boolean({ error: 'allLayoutsNeedApproval must be true or false' }),
});
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;

/**
 * On fleet rows, display timeline items and GET /api/display/{id}: the display plays a layout
 * that has a newer version waiting for approval (the screen shows the approved one meanwhile).
 */
export const AWAITING_APPROVAL_LABEL = 'awaiting approval';

import type { AssetApproval } from '../../../contract/approvals.ts';
import type { Category } from '../../../contract/compliance.ts';
import type { Db } from '../../db/database.ts';
import { ruleSetsByKey } from '../compliance/compliance-rules.ts';
import { approvalsOf, type ApprovalRow } from './approval-rows.ts';
import { needsApprovalSomewhere } from './approval-need.ts';
import { allLayoutsNeedApproval } from './approval-settings.ts';

/** An approval as the API answers it. */
export function toAssetApproval(row: ApprovalRow, required: boolean): AssetApproval {
  return {
    state: row.state,
    version: row.version,
    approvedVersion: row.approvedVersion,
    ...(row.state === 'rejected' && row.reason !== null ? { reason: row.reason } : {}),
    ...(row.submittedBy ? { submittedBy: row.submittedBy } : {}),
    ...(row.submittedUtc ? { submittedUtc: row.submittedUtc.toISOString() } : {}),
    lastEditorId: row.lastEditorId,
    required,
  };
}

/** The `approval` of each GROUP asset among these, by id (other kinds have none: null). */
export async function assetApprovals(db: Db, assets: readonly { id: string; type: string; category: Category }[]): Promise<Map<string, AssetApproval>> {
  const layouts = assets.filter((asset) => asset.type === 'GROUP');
  if (layouts.length === 0) return new Map();
  const [rows, rules, allLayouts] = await Promise.all([approvalsOf(db, layouts.map((asset) => asset.id)), ruleSetsByKey(db), allLayoutsNeedApproval(db)]);
  return new Map(
    layouts.map((asset) => [asset.id, toAssetApproval(rows.get(asset.id)!, needsApprovalSomewhere(asset.category, rules, allLayouts))]),
  );
}

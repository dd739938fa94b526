import { sql } from 'drizzle-orm';
import type { ApprovalState } from '../../../contract/approvals.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../sql-rows.ts';

/** A layout's approval as stored (docs/compliance.md#approval), with the submitter's name. */
export interface ApprovalRow {
  assetId: string;
  state: ApprovalState;
  version: number;
  approvedVersion: number | null;
  reason: string | null;
  lastEditorId: string | null;
  submittedBy: { id: string; name: string } | null;
  submittedUtc: Date | null;
}

/**
 * A layout without a row was made before versions: approved version 1, which screens play live
 * until its first edit freezes it (approval-edits.ts).
 */
export function legacyApproval(assetId: string): ApprovalRow {
  return { assetId, state: 'approved', version: 1, approvedVersion: 1, reason: null, lastEditorId: null, submittedBy: null, submittedUtc: null };
}

interface StoredRow {
  asset_id: string;
  state: ApprovalState;
  version: number;
  approved_version: number | null;
  reason: string | null;
  last_editor_id: string | null;
  submitted_by: string | null;
  submitter_name: string | null;
  submitted_utc: Date | string | null;
}

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

function toRow(row: StoredRow): ApprovalRow {
  return {
    assetId: row.asset_id,
    state: row.state,
    version: row.version,
    approvedVersion: row.approved_version,
    reason: row.reason,
    lastEditorId: row.last_editor_id,
    submittedBy: row.submitted_by === null ? null : { id: row.submitted_by, name: row.submitter_name ?? '' },
    submittedUtc: row.submitted_utc === null ? null : new Date(row.submitted_utc),
  };
}

const columns = sql`a.asset_id, a.state, a.version, a.approved_version, a.reason, a.last_editor_id, a.submitted_by, i.name as submitter_name, a.submitted_utc`;

/** The approvals of these layouts by asset id; layouts without a row get the legacy one. */
export async function approvalsOf(db: Db, assetIds: readonly string[]): Promise<Map<string, ApprovalRow>> {
  const unique = [...new Set(assetIds)];
  if (unique.length === 0) return new Map();
  const rows = await queryRows<StoredRow>(
    db,
    sql`select ${columns} from layout_approvals a left join identities i on i.id = a.submitted_by
        where a.asset_id = any(${uuidArray(unique)}::uuid[])`,
  );
  const found = new Map(rows.map((row) => [row.asset_id, toRow(row)]));
  return new Map(unique.map((id) => [id, found.get(id) ?? legacyApproval(id)]));
}

/**
 * The approval of one layout, its row locked for the rest of the transaction (created as the legacy
 * one first when missing): submissions, decisions and edits of one layout run one after another.
 */
export async function lockApproval(tx: Db, assetId: string): Promise<ApprovalRow> {
  await tx.execute(
    sql`insert into layout_approvals (asset_id, state, version, approved_version) values (${assetId}::uuid, 'approved', 1, 1)
        on conflict (asset_id) do nothing`,
  );
  const [row] = await queryRows<StoredRow>(
    tx,
    sql`select ${columns} from layout_approvals a left join identities i on i.id = a.submitted_by
        where a.asset_id = ${assetId}::uuid for update of a`,
  );
  if (!row) throw new Error(`No approval row for ${assetId}.`);
  return toRow(row);
}

/** Every layout whose version waits for a decision, oldest submission first. */
export async function pendingApprovals(db: Db): Promise<(ApprovalRow & { name: string; category: string })[]> {
  const rows = await queryRows<StoredRow & { name: string; category: string }>(
    db,
    sql`select ${columns}, s.name, s.category from layout_approvals a
          join assets s on s.id = a.asset_id
          left join identities i on i.id = a.submitted_by
        where a.state = 'pending' order by a.submitted_utc, a.asset_id`,
  );
  return rows.map((row) => ({ ...toRow(row), name: row.name, category: row.category }));
}

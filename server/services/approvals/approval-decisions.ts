import { sql } from 'drizzle-orm';
import {
  NOT_A_LAYOUT_TITLE,
  NOTHING_TO_SUBMIT_TITLE,
  OWN_CHANGE_TITLE,
  STALE_VERSION_TITLE,
  type ApprovalState,
} from '../../../contract/approvals.ts';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../http/http-problem.ts';
import type { AuditActor } from '../audit/actor.ts';
import { writeAuditEvent } from '../audit/records.ts';
import type { Mailer } from '../mail-messages.ts';
import { queryRows } from '../sql-rows.ts';
import { lockApproval, type ApprovalRow } from './approval-rows.ts';
import { approvalRecipients, submissionMessage } from './approval-mail.ts';
import { freezeVersion, frozenVersion } from './layout-versions.ts';

/**
 * Submissions and decisions (docs/compliance.md#approval), each in the caller's transaction with its
 * audit record: a submission freezes the current version and mails every decider once; a decision
 * names the version the decider reviewed, which must still be the pending one (else 409), and is
 * never made by the person who made that version's last change (403).
 */

export interface Caller {
  actor: AuditActor;
  identityId: string;
}

/** The layout's name, or 404 (no such asset) / 409 (not a layout). */
async function layoutName(tx: Db, assetId: string): Promise<string> {
  const [asset] = await queryRows<{ name: string; type: string }>(tx, sql`select name, type from assets where id = ${assetId}::uuid`);
  if (!asset) throw notFound();
  if (asset.type !== 'GROUP') throw conflict(NOT_A_LAYOUT_TITLE);
  return asset.name;
}

async function audit(tx: Db, caller: Caller, assetId: string, action: 'submit' | 'approve' | 'reject', before: ApprovalRow, after: { state: ApprovalState; reason?: string }) {
  await writeAuditEvent(tx, caller.actor, {
    entityType: 'asset',
    entityId: assetId,
    clientId: null,
    action,
    changes: {
      state: { before: before.state, after: after.state },
      version: { before: before.version, after: before.version },
      ...(action === 'approve' ? { approvedVersion: { before: before.approvedVersion, after: before.version } } : {}),
      ...(after.reason !== undefined ? { reason: { before: null, after: after.reason } } : {}),
    },
  });
}

/** POST /api/asset/{id}/submit: the current version waits for a decision; every decider is mailed once. */
export async function submitLayout(tx: Db, mailer: Mailer, portalBaseUrl: string, assetId: string, caller: Caller): Promise<void> {
  const name = await layoutName(tx, assetId);
  const row = await lockApproval(tx, assetId);
  if (row.state === 'pending' || row.approvedVersion === row.version) throw conflict(NOTHING_TO_SUBMIT_TITLE);
  await freezeVersion(tx, assetId, row.version);
  await tx.execute(
    sql`update layout_approvals set state = 'pending', reason = null, submitted_by = ${caller.identityId}::uuid, submitted_utc = now(), updated_utc = now()
        where asset_id = ${assetId}::uuid`,
  );
  await audit(tx, caller, assetId, 'submit', row, { state: 'pending' });
  for (const to of await approvalRecipients(tx, caller.identityId)) {
    await mailer.send(tx, submissionMessage(to, { layoutName: name, version: row.version, submitter: caller.actor.name ?? 'Someone' }, portalBaseUrl));
  }
}

/** The pending version the decider names, locked; 409 when it is not the pending one, 403 when the decider made it. */
async function decidable(tx: Db, assetId: string, version: number, caller: Caller): Promise<ApprovalRow> {
  await layoutName(tx, assetId);
  const row = await lockApproval(tx, assetId);
  if (row.state !== 'pending' || row.version !== version) throw conflict(STALE_VERSION_TITLE);
  if (row.lastEditorId === caller.identityId) throw forbidden(OWN_CHANGE_TITLE);
  return row;
}

/** POST /api/asset/{id}/approve: screens that need approval play exactly this version's frozen layout from now on. */
export async function approveLayout(tx: Db, assetId: string, version: number, caller: Caller): Promise<void> {
  const row = await decidable(tx, assetId, version, caller);
  // Frozen at submission; a submission from before versions (none) is frozen now, unchanged since (the row is locked).
  if (!(await frozenVersion(tx, assetId, version))) await freezeVersion(tx, assetId, version);
  await tx.execute(
    sql`update layout_approvals set state = 'approved', approved_version = ${version}, reason = null, updated_utc = now()
        where asset_id = ${assetId}::uuid`,
  );
  await audit(tx, caller, assetId, 'approve', row, { state: 'approved' });
}

/** POST /api/asset/{id}/reject: the version is refused with a reason; screens keep the approved version. */
export async function rejectLayout(tx: Db, assetId: string, version: number, reason: string, caller: Caller): Promise<void> {
  const row = await decidable(tx, assetId, version, caller);
  await tx.execute(sql`update layout_approvals set state = 'rejected', reason = ${reason}, updated_utc = now() where asset_id = ${assetId}::uuid`);
  await audit(tx, caller, assetId, 'reject', row, { state: 'rejected', reason });
}

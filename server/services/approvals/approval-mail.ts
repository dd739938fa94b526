import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeHtml, type MailMessage } from '../mail-messages.ts';
import { queryRows } from '../sql-rows.ts';

/** The people who decide submissions: admins and approvers (docs/permissions.md), but not the submitter. */
export async function approvalRecipients(db: Db, submitterId: string): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`select email from identities where identity_type = 'Admin' and role in ('admin', 'approver') and id <> ${submitterId}::uuid order by email`,
  );
  return rows.map((row) => row.email);
}

/** The mail of one submission to one approver: what waits, who sent it, and the link to /approvals. */
export function submissionMessage(to: string, submission: { layoutName: string; version: number; submitter: string }, portalBaseUrl: string): MailMessage {
  const link = `${portalBaseUrl}/approvals`;
  const line = `${submission.submitter} submitted the layout "${submission.layoutName}" (version ${submission.version}) for approval.`;
  const text = ['Hello,', '', line, '', 'Review it, and approve or reject it, here:', link, ''].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif">',
    '<p>Hello,</p>',
    `<p>${escapeHtml(line)}</p>`,
    `<p>Review it, and approve or reject it, here: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { to, subject: `Layout waiting for approval: ${submission.layoutName}`, text, html, link };
}

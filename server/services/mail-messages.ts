import type { Db } from '../db/database.ts';

/** A message ready to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The link the message carries. Logged at debug level when mail goes to the outbox (no SMTP), so
   * the flows can be followed on a bare machine (docs/operations.md); never logged when mail really leaves.
   */
  link?: string;
}

/** How services send mail: plugins/mail.ts provides it (app.mailer), services are handed it. */
export interface Mailer {
  /**
   * Writes the message to the mail outbox in `db`: pass the transaction that causes the mail, so
   * both are kept or neither. The mail job sends it (SMTP, or a file in the outbox folder), trying
   * again with back-off for MAIL_RETRY_HOURS should SMTP be down; the request never waits for it.
   */
  send(db: Db, message: MailMessage): Promise<void>;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The forgot-password mail. The link stands on a line of its own so no line wrapping can cut it. */
export function resetPasswordMessage(to: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone asked to reset the password of your Venue Portal account.',
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif">',
    '<p>Hello,</p>',
    '<p>Someone asked to reset the password of your Venue Portal account.',
    'Open this link within one hour to choose a new password:</p>',
    `<p><a href="${safeLink}">`,
    safeLink,
    '</a></p>',
    '<p>If you did not ask for this, ignore this email: your password stays as it is.</p>',
    '</body></html>',
    '',
  ].join('\n');
  return { to, subject: 'Reset your password', text, html, link };
}

/** The invitation mail (docs/decisions.md#links: single use, 7 days). */
export function invitationMessage(to: string, link: string, invitedTo: string | null): MailMessage {
  const what = invitedTo === null ? 'the Venue Portal as an administrator' : `the Venue Portal for ${invitedTo}`;
  const text = [
    'Hello,',
    '',
    `You have been invited to ${what}.`,
    'Open this link within 7 days to choose a password and sign in:',
    '',
    link,
    '',
    'If you did not expect this invitation, ignore this email.',
    '',
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif">',
    '<p>Hello,</p>',
    `<p>You have been invited to ${escapeHtml(what)}.`,
    'Open this link within 7 days to choose a password and sign in:</p>',
    `<p><a href="${safeLink}">`,
    safeLink,
    '</a></p>',
    '<p>If you did not expect this invitation, ignore this email.</p>',
    '</body></html>',
    '',
  ].join('\n');
  return { to, subject: 'You are invited to the Venue Portal', text, html, link };
}

/**
 * To the old address when an account's email changes: if the owner did not do it, this is the
 * one message that still reaches them.
 */
export function emailChangedMessage(to: string, newEmail: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `The email of your Venue Portal account was changed to ${newEmail}.`,
    'Mail about the account, password resets included, now goes there.',
    '',
    'If you did not change it, contact an administrator of the portal at once.',
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif">',
    '<p>Hello,</p>',
    `<p>The email of your Venue Portal account was changed to ${escapeHtml(newEmail)}.`,
    'Mail about the account, password resets included, now goes there.</p>',
    '<p>If you did not change it, contact an administrator of the portal at once.</p>',
    '</body></html>',
    '',
  ].join('\n');
  return { to, subject: 'The email of your account was changed', text, html };
}

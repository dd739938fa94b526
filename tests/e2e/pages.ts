import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { pollUntil } from '../support/pollUntil.ts';

/** Fills the login form and submits it. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * The newest link to `path` (e.g. '/reset-password/') in a mail of DATA_DIR/outbox (the server writes
 * .eml files there without SMTP), optionally only in mails that mention `to`.
 */
export async function mailedLink(dataDir: string, path: string, to?: string): Promise<string> {
  // The server sends mail from its database outbox just after answering: wait for the file.
  return pollUntil(() => newestMailedLink(dataDir, path, to), {
    what: `a mail with a ${path} link${to ? ` to ${to}` : ''} arriving in ${join(dataDir, 'outbox')}`,
    timeoutMs: 10_000,
    intervalMs: 50,
  });
}

function newestMailedLink(dataDir: string, path: string, to?: string): string | null {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return null;
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/]/g, '\\/')}[A-Za-z0-9_-]+`);
  const newestFirst = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const name of newestFirst) {
    const raw = readFileSync(join(outbox, name), 'utf8');
    const text = raw + decodeBase64Parts(raw);
    if (to !== undefined && !text.includes(to)) continue;
    const link = pattern.exec(text)?.[0];
    if (link) return link;
  }
  return null;
}

/** MIME parts may be base64: decode every long base64 block so the link can be found in plain text. */
function decodeBase64Parts(raw: string): string {
  return (raw.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n)+/gm) ?? [])
    .map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');
}

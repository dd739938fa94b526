import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Fills the login form and submits it. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The reset link of the newest mail in DATA_DIR/outbox (the server writes .eml files there without SMTP). */
export function newestResetLink(dataDir: string): string {
  const outbox = join(dataDir, 'outbox');
  const newest = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .at(-1);
  if (!newest) throw new Error(`No mail in ${outbox}`);
  const raw = readFileSync(join(outbox, newest), 'utf8');
  const decoded = raw + decodeBase64Parts(raw);
  const link = /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(decoded)?.[0];
  if (!link) throw new Error(`No reset link in ${newest}`);
  return link;
}

/** MIME parts may be base64: decode every long base64 block so the link can be found in plain text. */
function decodeBase64Parts(raw: string): string {
  return (raw.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n)+/gm) ?? [])
    .map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { copyMigratedDatabase } from './migratedDatabase.ts';
import { logIn } from './pages.ts';
import { freePort, startPortal, type PortalProcess } from './portalProcess.ts';

/**
 * The published Storybook, opened from Settings by an admin. Its own portal, serving a small
 * Storybook of the test's making (`STORYBOOK_DIR`) shaped as `storybook build` writes one: a manager
 * page whose inline script frames iframe.html. So the journey does not need the two-minute build,
 * and still proves what a real one needs: the link, the cookie, the inline script allowed by its
 * hash and same-origin framing.
 */
const ADMIN_EMAIL = 'storybook-admin@example.com';
const ADMIN_PASSWORD = 'Storybook-Admin-Passw0rd!';
const MANAGER_PAGE = `<!doctype html><html lang="en"><head><title>Storybook</title><link rel="icon" href="data:,"></head><body>
<script>
  const heading = document.createElement('h1');
  heading.textContent = 'Venue Portal Storybook';
  document.body.append(heading);
  const preview = document.createElement('iframe');
  preview.title = 'Story preview';
  preview.src = './iframe.html';
  document.body.append(preview);
</script></body></html>`;
const PREVIEW_PAGE = '<!doctype html><html lang="en"><head><title>Story</title><link rel="icon" href="data:,"></head><body><p>Screens / Settings</p></body></html>';

describe('the Storybook published with the portal', () => {
  let dataDir = '';
  let portal: PortalProcess | null = null;
  let browser: Browser | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-storybook-e2e-'));
    copyMigratedDatabase(inject('migratedDatabaseDir'), dataDir);
    const storybookDir = join(dataDir, 'storybook-static');
    mkdirSync(storybookDir);
    writeFileSync(join(storybookDir, 'index.html'), MANAGER_PAGE);
    writeFileSync(join(storybookDir, 'iframe.html'), PREVIEW_PAGE);
    portal = await startPortal({ port: await freePort(), dataDir, env: { ADMIN_EMAIL, ADMIN_PASSWORD, STORYBOOK_DIR: storybookDir } });
    browser = await launchChromium();
  }, 200_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('opens from Settings for an admin, with its stories framed, and is closed to anyone without the link', async () => {
    if (!browser || !portal) throw new Error('The portal or Chromium did not start.');
    const context = await browser.newContext({ baseURL: portal.baseUrl, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`);
      });
      await page.goto('/login');
      await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Open the Storybook' }).click();
      await page.waitForURL((url) => url.pathname === '/storybook/' && url.search === '');
      await page.getByRole('heading', { name: 'Venue Portal Storybook' }).waitFor();
      await page.frameLocator('iframe[title="Story preview"]').getByText('Screens / Settings').waitFor();
      expect(problems).toEqual([]);

      // Another browser, without the cookie the link gave: turned away.
      const stranger = await fetch(`${portal.baseUrl}/storybook/iframe.html`);
      expect(stranger.status).toBe(401);
    } finally {
      await context.close();
    }
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { logIn } from './pages.ts';

/**
 * Registers the hooks of a file whose journeys each start signed in as the first admin on /clients:
 * one Chromium for the file, a fresh browser context per test. Returns the current test's page.
 */
export function signedInAdminPage(): () => Page {
  let browser: ChromiumSession | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start.');
    context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto('/login');
    await logIn(page, inject('adminEmail'), inject('adminPassword'));
    // Signing in lands on the home page; the journeys start from /clients.
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/clients');
    await page.getByRole('link', { name: 'Create Client' }).waitFor();
  });
  afterEach(async () => {
    await context?.close();
  });

  return () => {
    if (!page) throw new Error('No page: signedInAdminPage() hooks have not run.');
    return page;
  };
}

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { logIn } from './pages.ts';
import { TEST_STORYBOOK_HEADING, TEST_STORYBOOK_STORY_TEXT } from './testStorybook.ts';

/**
 * The published Storybook, opened from Settings by an admin: the shared portal serves the small
 * Storybook of testStorybook.ts (globalSetup.ts sets `STORYBOOK_DIR`).
 */
const baseUrl = inject('baseUrl');

describe('the Storybook published with the portal', () => {
  let browser: ChromiumSession | null = null;

  beforeAll(async () => {
    browser = await sharedChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  }, 30_000);

  it('opens from Settings for an admin, with its stories framed, and is closed to anyone without the link', async () => {
    if (!browser) throw new Error('Chromium did not start.');
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`);
      });
      await page.goto('/login');
      await logIn(page, inject('adminEmail'), inject('adminPassword'));
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Open the Storybook' }).click();
      await page.waitForURL((url) => url.pathname === '/storybook/' && url.search === '');
      await page.getByRole('heading', { name: TEST_STORYBOOK_HEADING }).waitFor();
      await page.frameLocator('iframe[title="Story preview"]').getByText(TEST_STORYBOOK_STORY_TEXT).waitFor();
      expect(problems).toEqual([]);

      // Another browser, without the cookie the link gave: turned away.
      const stranger = await fetch(`${baseUrl}/storybook/iframe.html`);
      expect(stranger.status).toBe(401);
    } finally {
      await context.close();
    }
  });
});

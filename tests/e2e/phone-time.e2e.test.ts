import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminToken, clientWithVenue, runSuffix } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { logIn } from './pages.ts';

/**
 * Setting a time on a 390 px touch phone: a tap on a time segment must give the phone something to
 * type into, and the number pad's text (an input event, no key the page can read) must land.
 */
describe('a time set on a touch phone', () => {
  let browser: ChromiumSession | undefined;
  beforeAll(async () => {
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** What a phone's number pad does: text arrives one digit at a time, without a readable key. */
  async function padTypes(page: Page, digits: string) {
    for (const digit of digits) await page.keyboard.insertText(digit);
  }

  it('sets a venue’s Monday open time by tapping and typing', async () => {
    if (!browser) throw new Error('Chromium did not start.');
    const token = await adminToken();
    const { clientId, venueId } = await clientWithVenue(token, `Phone ${runSuffix}`);
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await logIn(page, inject('adminEmail'), inject('adminPassword'));
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`/clients/${clientId}/${venueId}`);

      await page.getByRole('button', { name: 'Edit open hours' }).tap();
      const editor = page.getByRole('dialog', { name: 'Open hours' });
      await editor.getByRole('checkbox', { name: 'Monday open', exact: true }).tap();
      const hours = editor.getByRole('spinbutton', { name: 'Monday open hours' });
      const minutes = editor.getByRole('spinbutton', { name: 'Monday open minutes' });
      // A numeric input: the phone opens its number pad on the tap.
      expect(await hours.getAttribute('inputmode')).toBe('numeric');
      await hours.tap();
      await padTypes(page, '09');
      // The second digit moves on to the minutes, as it does from a keyboard.
      await expect.poll(() => minutes.evaluate((element) => element === document.activeElement)).toBe(true);
      await padTypes(page, '30');
      expect(await editor.getByRole('group', { name: 'Monday open time' }).getAttribute('data-value')).toBe('09:30');
      // Each segment is a 44 px target for a finger.
      const box = await hours.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(40);
      expect(box?.width).toBeGreaterThanOrEqual(44);

      // A close time too: tick Close, tap its hours, type 2300.
      await editor.getByRole('checkbox', { name: 'Monday close', exact: true }).tap();
      await editor.getByRole('spinbutton', { name: 'Monday close hours' }).tap();
      await padTypes(page, '2300');
      await editor.getByRole('button', { name: 'Save' }).tap();
      await page.getByText('Successfully updated venue open hours').waitFor();
      await page.getByText('09:30 - 23:00').waitFor();
      await page.reload();
      await page.getByText('09:30 - 23:00').waitFor();
    } finally {
      await context.close();
    }
  });
});

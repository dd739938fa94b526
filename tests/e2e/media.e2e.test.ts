import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { adminToken, clientWithVenue, runSuffix } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { logIn } from './pages.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

/** A 1×1 PNG: the server decides the type from the bytes, so it must be a real image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A picture shown by the page has really loaded from the server. */
async function expectLoadedImage(page: Page, name: string) {
  const image = page.getByRole('img', { name });
  await image.waitFor();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

describe('logos and Reveal media (admin)', () => {
  let browser: ChromiumSession;
  let context: BrowserContext;
  let page: Page;
  let clientId: string;
  let venueId: string;
  let clientName: string;

  beforeAll(async () => {
    ({ clientId, venueId, clientName } = await clientWithVenue(await adminToken(), `Media ${runSuffix}`));

    browser = await sharedChromium();
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto('/login');
    await logIn(page, adminEmail, adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('uploads a client logo from the client page', async () => {
    await page.goto(`/clients/${clientId}`);
    const logoCard = page.locator('[data-logo-card]');
    await logoCard.getByText('No logo uploaded').waitFor();
    await logoCard.getByRole('button', { name: 'Upload logo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload logo' });
    // docs/product.md#validation-messages: the file is required.
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('Logo is required.').waitFor();
    await dialog.locator('input[type=file]').setInputFiles(png('logo.png'));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectLoadedImage(page, `Logo of ${clientName}`);
    await logoCard.getByRole('button', { name: 'Replace logo' }).waitFor();
  });

  it('shows a client-level poster on the venue page without a delete button', async () => {
    await page.goto(`/clients/${clientId}`);
    const posters = page.locator('[data-reveal-card=poster]');
    await posters.getByText('No posters uploaded').waitFor();
    await posters.getByRole('button', { name: 'Add reveal poster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add reveal poster' });
    await dialog.getByLabel('Name').fill('Bingo night');
    await dialog.locator('input[type=file]').setInputFiles(png('bingo.png'));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await posters.getByText('Bingo night').waitFor();
    await posters.getByRole('button', { name: 'Delete Bingo night' }).waitFor();

    await page.goto(`/clients/${clientId}/${venueId}`);
    const venuePosters = page.locator('[data-reveal-card=poster]');
    const poster = venuePosters.locator('[data-media-item]').filter({ hasText: 'Bingo night' });
    await poster.getByText('Inherited from client').waitFor();
    expect(await poster.getByRole('button').count()).toBe(0);
    // The list shows the name the file was uploaded with; the public file is served under its
    // stored name (uuid + extension, docs/operations.md) and saved under the original one.
    const href = await poster.getByRole('link', { name: 'bingo.png' }).getAttribute('href');
    expect(href).toMatch(/\/public\/clients\/.+\/reveal-poster\/[0-9a-f-]{36}\.png$/);
    const served = await page.request.get(href ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-disposition']).toBe(`inline; filename="bingo.png"; filename*=UTF-8''bingo.png`);
  });

  it('uploads a venue-level background and deletes it', async () => {
    await page.goto(`/clients/${clientId}/${venueId}`);
    const backgrounds = page.locator('[data-reveal-card=background]');
    await backgrounds.getByText('No backgrounds uploaded').waitFor();
    await backgrounds.getByRole('button', { name: 'Add reveal background' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add reveal background' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('Reveal background is required').waitFor();
    await dialog.getByLabel('Name').fill('Harbour at dusk');
    await dialog.locator('input[type=file]').setInputFiles(png('harbour.png'));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await backgrounds.getByText('Harbour at dusk').waitFor();

    await backgrounds.getByRole('button', { name: 'Delete Harbour at dusk' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete reveal background?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await backgrounds.getByText('No backgrounds uploaded').waitFor();
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { adminToken, api, clientWithVenue, runSuffix as suffix, type ClientWithVenue } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { logIn } from './pages.ts';

const baseUrl = inject('baseUrl');
const inviteeEmail = `users.page.${suffix.toLowerCase()}@venue.example`;
const inviteeName = `Aa Invitee ${suffix}`;
const inviteePassword = 'Invit33-Passw0rd!';
const revokedEmail = `to.revoke.${suffix.toLowerCase()}@venue.example`;

/** GET /api/clients as an external system would: HTTP Basic with the access key and secret. */
async function clientsWithBasic(accessKey: string, accessSecret: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/clients`, {
    headers: { Authorization: `Basic ${Buffer.from(`${accessKey}:${accessSecret}`).toString('base64')}` },
  });
  await response.arrayBuffer();
  return response.status;
}

async function signedInAdmin(browser: ChromiumSession, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, inject('adminEmail'), inject('adminPassword'));
  await page.waitForURL((url) => url.pathname === '/');
  return { context, page };
}

/** The text of the copy field labelled `label` in the open dialog. */
/** A CopyField's value: plain text in a group named by its label (the value's id is the label's without "-label"). */
async function shownValue(page: Page, label: string): Promise<string> {
  const group = page.getByRole('dialog').getByRole('group', { name: label, exact: true });
  const labelId = (await group.getAttribute('aria-labelledby')) ?? '';
  const text = await page.locator(`[id="${labelId.replace(/-label$/, '')}"]`).textContent();
  if (!text) throw new Error(`No ${label} shown`);
  return text.trim();
}

describe('the admin manages users, invitations and API keys on /users', () => {
  let browser: ChromiumSession;
  let admin: Page;
  let client: ClientWithVenue;

  beforeAll(async () => {
    const token = await adminToken();
    client = await clientWithVenue(token, `Users ${suffix}`);
    await api('/api/invitations', { token, body: { clientId: client.clientId, email: revokedEmail } });
    browser = await sharedChromium();
    ({ page: admin } = await signedInAdmin(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The steps share the admin's browser, so they run in order as one journey.
  it('invites a client user, picking the client by typing, and copies the link', async () => {
    await admin.getByRole('link', { name: 'Users', exact: true }).first().click();
    await admin.waitForURL('**/users');
    await admin.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Invite user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByLabel('Email').fill(inviteeEmail);
    const picker = dialog.getByRole('combobox', { name: 'Client' });
    await picker.click();
    await picker.pressSequentially(client.clientName.slice(0, 12), { delay: 20 });
    await admin.getByRole('option', { name: client.clientName }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    expect(await picker.inputValue()).toBe(client.clientName);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText('Successfully created invitation').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = admin.locator('tr', { hasText: inviteeEmail });
    await row.getByText('Pending').waitFor();
    expect(await row.getByRole('cell', { name: client.clientName }).count()).toBe(1);
    await row.getByRole('button', { name: `Copy link for ${inviteeEmail}` }).click();
    await admin.getByText('Copied to clipboard').waitFor();
  });

  it('the invited user signs up through the copied link, is welcomed home and reaches their client', async () => {
    const link = await admin.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseUrl}/invite/[A-Za-z0-9_-]+$`));
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    try {
      const invitee = await context.newPage();
      await invitee.goto(link);
      await invitee.getByRole('heading', { name: 'Accept Invitation' }).waitFor();
      expect(await invitee.getByLabel('Email').inputValue()).toBe(inviteeEmail);
      await invitee.getByLabel('Name').fill(inviteeName);
      await invitee.getByLabel('Password', { exact: true }).fill(inviteePassword);
      await invitee.getByLabel('Confirm password').fill(inviteePassword);
      await invitee.getByRole('button', { name: 'Accept Invitation' }).click();
      // The home page greets them by name and leads to their own client page.
      await invitee.waitForURL((url) => url.pathname === '/' && url.searchParams.get('welcome') === 'true');
      await invitee.getByRole('heading', { name: 'Welcome, Aa!', level: 1 }).waitFor();
      await invitee.getByRole('link', { name: 'Your venues' }).click();
      await invitee.waitForURL(`**/clients/${client.clientId}`);
      await invitee.getByRole('heading', { name: client.clientName, level: 1 }).waitFor();
    } finally {
      await context.close();
    }
    await admin.reload();
    await admin.locator('tr', { hasText: inviteeEmail }).getByText('Accepted').waitFor();
    // Only a Pending invitation can be copied or revoked (docs/product.md#states).
    expect(await admin.getByRole('button', { name: `Copy link for ${inviteeEmail}` }).count()).toBe(0);
  });

  it('revokes another invitation after confirming, and sees Revoked', async () => {
    const row = admin.locator('tr', { hasText: revokedEmail });
    await row.getByRole('button', { name: `Revoke invitation for ${revokedEmail}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Revoke invitation' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await admin.getByText('Successfully revoked invitation').waitFor();
    await row.getByText('Revoked').waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
  });

  it('creates an API key, reads the secret once, and the key works with Basic auth', async () => {
    await admin.getByRole('button', { name: 'Create API key' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create external API key' });
    await dialog.getByLabel('Name').fill(`E2E system ${suffix}`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await admin.getByRole('dialog', { name: 'External API key created' }).waitFor();
    const accessKey = await shownValue(admin, 'Access key');
    const accessSecret = await shownValue(admin, 'Secret');
    await admin.getByRole('dialog').getByRole('button', { name: 'Copy secret' }).click();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(accessSecret);
    await admin.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    // Shown once: opening the dialog again shows an empty form, not the secret.
    await admin.getByRole('button', { name: 'Create API key' }).click();
    expect(await admin.getByRole('dialog').getByText(accessSecret).count()).toBe(0);
    await admin.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    expect(await clientsWithBasic(accessKey, accessSecret)).toBe(200);
    expect(await clientsWithBasic(accessKey, `${accessSecret}x`)).toBe(401);
    await admin.reload();
    const row = admin.locator('tr', { hasText: accessKey });
    await row.getByText('now').or(row.getByText(/seconds? ago|minute ago/)).first().waitFor();
  });

  it('refreshes the secret: the new one works and the old one stops working', async () => {
    const keyName = `E2E system ${suffix}`;
    const row = admin.locator('tr', { hasText: keyName });
    const accessKey = (await row.locator('code').textContent())?.trim() ?? '';
    const before = await admin.evaluate(() => navigator.clipboard.readText());
    await row.getByRole('button', { name: `Refresh secret of ${keyName}` }).click();
    await admin.getByRole('dialog', { name: 'Refresh secret' }).getByRole('button', { name: 'Refresh secret' }).click();
    await admin.getByRole('dialog', { name: 'New secret' }).waitFor();
    expect(await shownValue(admin, 'Access key')).toBe(accessKey);
    const newSecret = await shownValue(admin, 'Secret');
    expect(newSecret).not.toBe(before);
    await admin.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    expect(await clientsWithBasic(accessKey, newSecret)).toBe(200);
    expect(await clientsWithBasic(accessKey, before)).toBe(401);
  });

  it('deletes the user after confirming; its own row has no delete', async () => {
    expect(await admin.getByRole('button', { name: /^Delete user Admin/ }).count()).toBe(0);
    await admin.getByRole('button', { name: `Delete user ${inviteeName}` }).click();
    await admin.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Successfully deleted user').waitFor();
    await admin.getByRole('cell', { name: inviteeName, exact: true }).waitFor({ state: 'detached' });
    const { status } = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: inviteeEmail, password: inviteePassword }),
    });
    expect(status).toBe(401);
  });
});

describe('/users on a 390 px phone, with the keyboard alone', () => {
  let browser: ChromiumSession;
  let page: Page;

  beforeAll(async () => {
    browser = await sharedChromium();
    ({ page } = await signedInAdmin(browser, 390));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fits the width and invites an Admin without a pointer', async () => {
    // Tab to the button, press Enter and type at once, as a quick keyboard user does, while the
    // dialog's code is still on its way (held back here until the typing ends, as a loaded machine
    // or a slow network may): no character is lost waiting for it. Held from before the page
    // loads: the page fetches it at its first sign of use, which a browser may see before any key.
    let typed: () => void = () => undefined;
    const typingDone = new Promise<void>((resolve) => (typed = resolve));
    await page.route('**/CreateInvitationDialog.*.js', async (route: Route) => {
      await typingDone;
      await route.continue();
    });
    await page.goto('/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Users' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const email = `keyboard.admin.${suffix.toLowerCase()}@portal.example`;
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Invite user') break;
    }
    await page.keyboard.press('Enter');
    await page.keyboard.type(email);
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    expect(await dialog.count()).toBe(0);
    typed();
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // Client user is chosen; Admin is three up (docs/permissions.md#roles: Admin, Designer, Approver, Client user, …).
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await dialog.getByRole('combobox', { name: 'Role' }).textContent()).toContain('Admin');
    expect(await dialog.getByRole('combobox', { name: 'Client' }).count()).toBe(0);
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Send invitation') break;
    }
    await page.keyboard.press('Enter');
    await page.getByText('Successfully created invitation').waitFor();
    const row = page.locator('tr', { hasText: email });
    await row.getByRole('cell', { name: 'Admin', exact: true }).waitFor();
    // Focus goes back to the button that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Invite user');
  });
});

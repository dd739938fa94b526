import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { adminToken, api, runSuffix } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { logIn, mailedLink } from './pages.ts';

const email = `two.factor.${runSuffix.toLowerCase()}@portal.example`;
const password = 'Tw0-Factor-Passw0rd!';

/**
 * The code an authenticator app would show 30 s from now: the next step is accepted (RFC 6238
 * window), and it is always later than the step the enrolment used, which cannot be used again.
 */
function nextCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + 30_000 });
}

describe('two-factor sign-in', () => {
  let browser: ChromiumSession;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await sharedChromium();
    // An admin of its own: two-factor on the first admin would change every other journey's sign-in.
    await api('/api/invitations', { token: await adminToken(), body: { email, clientId: null } });
    const inviteToken = new URL(await mailedLink(inject('dataDir'), '/invite/', email)).pathname.split('/').pop()!;
    await api(`/api/signup/invitations/${inviteToken}`, { body: { name: 'Two Factor', email, password, passwordConfirm: password } });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  it('enrols in Settings with the key read from the page, signs out, and signs in with a code', async () => {
    await page.goto('/login');
    await logIn(page, email, password);
    // Signed in, everyone lands on home.
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/settings/security');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    // The key is shown as plain text (CopyField: in a group labelled Key, beside its Copy key button).
    const secret = (await page.getByRole('group', { name: 'Key', exact: true }).getByText(/^[A-Z2-7]{32}$/).textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('textbox', { name: 'Code' }).fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('Recovery codes left: 10 of 10.', { exact: false }).waitFor();

    await page.getByRole('button', { name: /account/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await logIn(page, email, password);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await page.getByRole('textbox', { name: 'Code' }).fill(nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

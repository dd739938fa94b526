import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { adminToken, api, runSuffix } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { logIn, mailedLink } from './pages.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

describe('the sign-in journey', () => {
  let browser: ChromiumSession;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  it('sends a signed-out visitor to /login', async () => {
    await page.goto('/');
    await page.waitForURL('**/login?redirect=%2F');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.getByText('Client Portal').first().waitFor();
  });

  it("draws the theme's background and a loading spinner before the app's script arrives, in the stored theme", async () => {
    // The app's script held back, as a phone's network holds it for seconds.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/app\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('status', { name: 'Loading' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(10, 10, 11)');
    // A light theme chosen earlier is the one drawn at once (no dark page first).
    await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('status', { name: 'Loading' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(250, 250, 250)');
    release();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0);
  });

  it('shows the error for a wrong password and stays on /login', async () => {
    await page.goto('/login');
    await logIn(page, adminEmail, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('validates the email on blur', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).focus();
    await page.getByText('Please enter a valid email.').waitFor();
  });

  it('lands on the home page with the right password, keeps the session on reload, and logs out', async () => {
    await page.goto('/login');
    await logIn(page, adminEmail, adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Venues' }).first().waitFor();
    // Recent changes lists changes: the sign-in just made (the newest record) is not one of them.
    const recent = page.getByRole('list', { name: 'Activity' });
    await recent.getByRole('listitem').first().waitFor();
    expect(await recent.textContent()).not.toContain('signed in');

    await page.reload();
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('button', { name: /account/i }).click();
    await page.getByRole('menu').getByText(adminEmail).waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('');
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeNull();

    // The old token no longer opens the signed-in area.
    await page.goto('/clients');
    await page.waitForURL('**/login?redirect=%2Fclients');
  });

  it('returns to a deep link after login', async () => {
    await page.goto('/venues');
    await page.waitForURL('**/login?redirect=%2Fvenues');
    await logIn(page, adminEmail, adminPassword);
    await page.waitForURL((url) => url.pathname === '/venues');
    await page.getByRole('heading', { name: 'Venues', level: 1 }).waitFor();
  });

  it('switches the theme and remembers it', async () => {
    await page.goto('/login');
    await logIn(page, adminEmail, adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    const themeButton = page.getByRole('button', { name: /theme/i });
    const trigger = await themeButton.boundingBox();
    await themeButton.click();
    // At its trigger from the first frame it is drawn, its entrance animation included (an animated
    // transform once replaced the placement's for 120 ms: the menu opened at the viewport's corner).
    const firstDrawn = await page.waitForFunction(
      () => {
        const menu = document.querySelector('[role="menu"]');
        return menu ? { right: menu.getBoundingClientRect().right, top: menu.getBoundingClientRect().top } : null;
      },
      undefined,
      { polling: 'raf' },
    );
    const menuBox = (await firstDrawn.jsonValue())!;
    expect(Math.abs(menuBox.right - (trigger!.x + trigger!.width))).toBeLessThan(24);
    expect(menuBox.top).toBeGreaterThan(trigger!.y + trigger!.height - 8);
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
    expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
  });

  it('shows Not Found for an unknown signed-in address', async () => {
    await page.goto('/login');
    await logIn(page, adminEmail, adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/no-such-page');
    await page.getByText('Not Found').first().waitFor();
  });

  it('resets a forgotten password through the emailed link', async () => {
    // Its own identity (invited as an admin and signed up through the API), so the first admin's
    // password, which every other journey signs in with, stays as it is.
    const email = `reset.${runSuffix.toLowerCase()}@venue.example`;
    const oldPassword = 'Old-Passw0rd!';
    await api('/api/invitations', { token: await adminToken(), body: { email } });
    const inviteToken = new URL(await mailedLink(inject('dataDir'), '/invite/', email)).pathname.split('/').at(-1) ?? '';
    await api(`/api/signup/invitations/${inviteToken}`, {
      body: { name: 'Reset Tester', email, password: oldPassword, passwordConfirm: oldPassword, inviteToken },
    });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByText('Password reset email sent!').waitFor();
    await page.waitForURL('**/login?redirect=%2F%3Fwelcome%3Dtrue');

    const link = await mailedLink(inject('dataDir'), '/reset-password/', email);
    const newPassword = 'Brand-N3w-Passw0rd!';
    await page.goto(link);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm password').fill('weak');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 8 characters.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset, you can now login using your new password').waitFor();

    await page.waitForURL('**/login**');
    await logIn(page, email, oldPassword);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await logIn(page, email, newPassword);
    // Back where the reset sent them: / with welcome=true greets them by name.
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('welcome') === 'true');
    await page.getByRole('heading', { name: 'Welcome, Reset!', level: 1 }).waitFor();

    // The link is single use.
    await page.getByRole('button', { name: /account/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(link);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Another-Passw0rd!');
    await page.getByLabel('Confirm password').fill('Another-Passw0rd!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Reset password failed!').waitFor();
    await page.getByText('Invalid or expired reset password token.').waitFor();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../server/oidc-test-provider.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { copyMigratedDatabase } from './migratedDatabase.ts';
import { freePort } from '../support/freePort.ts';
import { startPortal, type PortalProcess } from '../support/portalProcess.ts';

const ADMIN_EMAIL = 'sso-admin@example.com';
const ADMIN_PASSWORD = 'Sso-Admin-Passw0rd!';
const PROVIDER_NAME = 'Test Provider';

/**
 * Single sign-on in Chromium (docs/permissions.md#single-sign-on): the portal as `npm start` runs it,
 * configured with a real OpenID provider that this test process runs.
 */
describe('single sign-on with an OpenID provider', () => {
  let provider: TestProvider;
  let portal: PortalProcess;
  let dataDir: string;
  let baseUrl: string;
  let browser: ChromiumSession;
  let context: BrowserContext;
  let page: Page;

  async function call<T>(path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    expect(response.ok, await response.clone().text()).toBe(true);
    return (await response.json()) as T;
  }

  /** From /login, through the provider's own sign-in form, back to the portal. */
  async function signInWithProvider(email: string) {
    await page.goto('/login');
    await page.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-sso-e2e-'));
    copyMigratedDatabase(inject('migratedDatabaseDir'), dataDir);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    provider = await startTestProvider(baseUrl);
    portal = await startPortal({
      entry: 'npm start',
      port,
      dataDir,
      env: {
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        PORTAL_BASE_URL: baseUrl,
        AUTH_RATE_LIMIT_PER_IP: '1000',
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_NAME: PROVIDER_NAME,
      },
    });
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await provider?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  it('signs an existing person in through the provider, and signs out at the provider too', async () => {
    provider.addAccount({ email: ADMIN_EMAIL, emailVerified: true, name: 'SSO Admin' });
    await signInWithProvider(ADMIN_EMAIL);
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();

    await page.getByRole('button', { name: /account/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The provider asks whether to end its own session too, then sends the browser back to /login.
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByRole('button', { name: /yes, sign me out/i }).click();
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/login');
    // Its session ended, the provider posted a logout token to the portal, which took it (200).
    expect(provider.backchannelLogouts.at(-1)).toMatchObject({ ok: true });
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await page.goto('/clients');
    await page.waitForURL('**/login?redirect=%2Fclients');
  });

  it('links a first sign-in to the open invitation of the email', async () => {
    const { token } = await call<{ token: string }>('/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    const client = await call<{ id: string }>('/api/clients', { token, body: { name: `SSO Client ${Date.now()}` } });
    const email = `invited-${Date.now()}@example.com`;
    await call('/api/invitations', { token, body: { email, clientId: client.id, role: 'viewer' } });
    provider.addAccount({ email, emailVerified: true, name: 'Invited Viewer' });

    await signInWithProvider(email);
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname !== '/login');
    await page.getByRole('button', { name: /account/i }).click();
    await page.getByRole('menu').getByText(email).waitFor();
  });

  it('refuses an email with no account or invitation, in plain words on the login page', async () => {
    const email = `stranger-${Date.now()}@example.com`;
    provider.addAccount({ email, emailVerified: true });
    await signInWithProvider(email);
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/login');
    await page
      .getByRole('alert')
      .filter({ hasText: `There is no account for the email you signed in with at ${PROVIDER_NAME}.` })
      .waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});

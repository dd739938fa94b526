import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminToken, api, clientWithVenue, runSuffix as suffix, type ClientWithVenue } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { mailedLink } from './pages.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const inviteeEmail = `client.user.${suffix.toLowerCase()}@venue.example`;
const inviteePassword = 'Client-Us3r-Passw0rd!';

/**
 * The admin-only navigation entries and controls (docs/product.md#roles) must not be there; Users
 * is, since a client user invites its own venue managers and viewers (docs/permissions.md).
 */
async function expectNoAdminControls(page: Page) {
  for (const label of ['Venues', 'Files', 'Assets', 'Themes']) {
    expect(await page.getByRole('link', { name: label, exact: true }).count(), `navigation ${label}`).toBe(0);
  }
  expect(await page.getByRole('link', { name: 'Users', exact: true }).count(), 'navigation Users').toBe(1);
  expect(await page.getByRole('link', { name: 'Add Venue' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Add Venue' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Delete venue' }).count()).toBe(0);
}

describe('the client user journey (invited to client A)', () => {
  let browser: ChromiumSession;
  let page: Page;
  let a: ClientWithVenue;
  let b: ClientWithVenue;

  beforeAll(async () => {
    const token = await adminToken();
    a = await clientWithVenue(token, `A ${suffix}`);
    b = await clientWithVenue(token, `B ${suffix}`);
    await api('/api/invitations', { token, body: { clientId: a.clientId, email: inviteeEmail } });

    browser = await sharedChromium();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The steps share one signed-in browser, so they run in order as one journey.
  it('accepts the invitation from the mail, is welcomed home by name, and finds its own client page', async () => {
    const link = await mailedLink(dataDir, '/invite/', inviteeEmail);
    expect(new URL(link).pathname).toMatch(/^\/invite\//);
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { name: 'Accept Invitation' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(inviteeEmail);

    // docs/product.md#validation-messages: the confirmation must match, on passwordConfirm.
    await page.getByLabel('Name').fill('Casey Client');
    await page.getByLabel('Password', { exact: true }).fill(inviteePassword);
    await page.getByLabel('Confirm password').fill(`${inviteePassword}x`);
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await page.getByText('Passwords do not match').waitFor();

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.getByLabel('Confirm password').fill(inviteePassword);
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    // / with welcome=true (docs/product.md#states): the home page greets them by name, and leads to
    // their own client page (docs/product.md#roles).
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('welcome') === 'true');
    expect(visited).toContain(`${baseUrl}/?welcome=true`);
    await page.getByRole('heading', { name: 'Welcome, Casey!', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Your venues' }).click();
    await page.waitForURL(`**/clients/${a.clientId}`);
    await page.getByRole('heading', { name: a.clientName, level: 1 }).waitFor();
    await page.getByRole('link', { name: a.venueName }).first().waitFor();
    await expectNoAdminControls(page);
  });

  it('is sent from /clients and /venues to its own client page', async () => {
    for (const path of ['/clients', '/venues']) {
      await page.goto(path);
      await page.waitForURL(`**/clients/${a.clientId}`);
      await page.getByRole('heading', { name: a.clientName, level: 1 }).waitFor();
    }
  });

  it('is sent from every admin-only screen to its own client page, never shown their forms', async () => {
    for (const path of ['/files', '/themes', '/assets', '/clients/create', '/clients/upload', '/venues/create']) {
      await page.goto(path);
      await page.waitForURL(`**/clients/${a.clientId}`);
      await page.getByRole('heading', { name: a.clientName, level: 1 }).waitFor();
      for (const submit of ['Create Client', 'Create Venue', 'Upload']) {
        expect(await page.getByRole('button', { name: submit, exact: true }).count(), `${path} ${submit}`).toBe(0);
      }
    }
  });

  it('opens Users, where it invites its own people', async () => {
    await page.goto('/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/users');
  });

  it('opens the style guide, which is for every signed-in person', async () => {
    await page.goto('/playground/forms');
    await page.getByRole('heading', { name: 'Playground', level: 1 }).waitFor();
    await page.getByText('Client name must be at least 2 characters.').waitFor();
    expect(await page.getByRole('tab', { name: 'Forms' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sees its own venue without admin controls', async () => {
    await page.goto(`/clients/${a.clientId}/${a.venueId}`);
    await page.getByRole('heading', { name: `${a.venueName} (${a.gmv})`, level: 1 }).waitFor();
    await expectNoAdminControls(page);
  });

  it("gets Not Found for another client's page and venue", async () => {
    await page.goto(`/clients/${b.clientId}`);
    await page.getByText('Not Found').first().waitFor();
    expect(await page.getByText(b.clientName).count()).toBe(0);
    await page.goto(`/clients/${b.clientId}/${b.venueId}`);
    await page.getByText('Not Found').first().waitFor();
    expect(await page.getByText(b.venueName).count()).toBe(0);
  });

  it('shows Already accepted for the used link and Invalid invitation for an unknown one, signed in', async () => {
    await page.goto(new URL(await mailedLink(dataDir, '/invite/', inviteeEmail)).pathname);
    await page.getByText('Already accepted').waitFor();
    await page.goto('/invite/not-a-real-token');
    await page.getByText('Invalid invitation').waitFor();
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, clientWithVenue, firstRegion, runSuffix as suffix, type ClientWithVenue } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { logIn, mailedLink } from './pages.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const PASSWORD = 'Venue-Manag3r-Passw0rd!';
const clientEmail = `client.owner.${suffix.toLowerCase()}@venue.example`;
const managerEmail = `venue.manager.${suffix.toLowerCase()}@venue.example`;

/**
 * A client user brings in its own venue manager (docs/permissions.md#people): it invites them for
 * one of its venues in the browser, the invitation arrives by mail, and the venue manager, once
 * signed up, sees that venue only: the client's other venue is not in their lists and its address
 * is Not Found.
 */
describe('a client user invites a venue manager for one venue', () => {
  let browser: ChromiumSession;
  let a: ClientWithVenue;
  let other: { id: string; name: string };
  let manager: Page;

  beforeAll(async () => {
    const admin = await adminToken();
    a = await clientWithVenue(admin, `VM ${suffix}`);
    const region = await firstRegion(admin);
    const name = `E2E Venue VM other ${suffix}`;
    const created = await api<{ id: string }>('/api/venues', { token: admin, body: { clientId: a.clientId, regionId: region.id, name, gmv: `GMV-VM-other-${suffix}` } });
    other = { id: created.id, name };
    // The client's own user, invited by the admin and signed up through the invitation.
    const { token: inviteToken } = await api<{ token: string }>('/api/invitations', { token: admin, body: { clientId: a.clientId, email: clientEmail } });
    await api(`/api/signup/invitations/${inviteToken}`, { body: { name: 'Casey Client', email: clientEmail, password: PASSWORD, passwordConfirm: PASSWORD } });
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the client user invites a venue manager for one of its venues from Users', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await logIn(page, clientEmail, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Users', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByLabel('Email').fill(managerEmail);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Venue manager' }).click();
    // Its own client's venues only, both of them offered; the one chosen.
    const venues = dialog.getByRole('group', { name: 'Venues' });
    await venues.getByLabel(other.name).waitFor();
    await venues.getByLabel(a.venueName).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Successfully created invitation').waitFor();
    await page.locator('tr', { hasText: managerEmail }).getByText(`Venue manager: ${a.venueName}`).waitFor();
    await context.close();
  });

  it('the invitation is mailed; the venue manager accepts it and is signed in', async () => {
    const link = await mailedLink(dataDir, '/invite/', managerEmail);
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    manager = await context.newPage();
    await manager.goto(new URL(link).pathname);
    await manager.getByRole('heading', { name: 'Accept Invitation' }).waitFor();
    expect(await manager.getByLabel('Email').inputValue()).toBe(managerEmail);
    await manager.getByLabel('Name').fill('Morgan Manager');
    await manager.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await manager.getByLabel('Confirm password').fill(PASSWORD);
    await manager.getByRole('button', { name: 'Accept Invitation' }).click();
    await manager.waitForURL((url) => url.pathname === '/' && url.searchParams.get('welcome') === 'true');
    await manager.getByRole('heading', { name: 'Welcome, Morgan!', level: 1 }).waitFor();
  });

  it('signs in again and sees only its venue where venues are listed', async () => {
    // A fresh sign-in, as the next day: the session from the invitation is not what lets it in.
    await manager.context().clearCookies();
    await manager.evaluate(() => window.localStorage.clear());
    await manager.goto('/login');
    await logIn(manager, managerEmail, PASSWORD);
    await manager.waitForURL((url) => url.pathname === '/');

    // /venues sends a client's people to their client's page, which lists the venues they may see.
    await manager.goto('/venues');
    await manager.waitForURL(`**/clients/${a.clientId}`);
    await manager.getByRole('heading', { name: a.clientName, level: 1 }).waitFor();
    await manager.getByRole('link', { name: a.venueName }).first().waitFor();
    expect(await manager.getByText(other.name).count()).toBe(0);

    await manager.getByRole('link', { name: a.venueName }).first().click();
    await manager.waitForURL(`**/clients/${a.clientId}/${a.venueId}`);
    await manager.getByRole('heading', { name: `${a.venueName} (${a.gmv})`, level: 1 }).waitFor();
  });

  it('gets Not Found for the client’s other venue by its address', async () => {
    await manager.goto(`/clients/${a.clientId}/${other.id}`);
    await manager.getByText('Not Found').first().waitFor();
    expect(await manager.getByText(other.name).count()).toBe(0);
    await manager.context().close();
  });
});
